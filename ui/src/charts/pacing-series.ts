import type { DailySpend } from '../../../schema/entities';

/** A point of cumulative spend: `day` is days since the month began (fractional), `spend` dollars. */
export interface SpendPoint {
  day: number;
  spend: number;
}

/**
 * Cumulative spend of the month from its ledger days (dates of one month, in order): a day's spend
 * is complete at its end, except today's, which stands at `nowDay` (days since the month began).
 */
export function cumulativeSpend(dailySpend: readonly DailySpend[], nowDay: number): SpendPoint[] {
  const points: SpendPoint[] = [{ day: 0, spend: 0 }];
  let total = 0;
  for (const { date, spend } of dailySpend) {
    total += spend;
    points.push({ day: Math.min(Number(date.slice(8, 10)), nowDay), spend: total });
  }
  return points;
}

export type PaceStatus = 'on-track' | 'ahead' | 'behind';

/** Within this share of the ideal line spend counts as on track. */
const PACE_TOLERANCE = 0.1;

/** The ideal cumulative spend at `day`: the budget spread evenly over the month. */
export function idealSpend(day: number, budget: number, daysInMonth: number): number {
  return daysInMonth > 0 ? (budget * Math.min(day, daysInMonth)) / daysInMonth : 0;
}

/** Month-end spend if the pace so far continues; the budget guard caps real spend at the budget. */
export function projectedSpend(last: SpendPoint, daysInMonth: number): number {
  return last.day > 0 ? (last.spend * daysInMonth) / last.day : last.spend;
}

/** Whether spend so far runs ahead of, behind or along the ideal line. */
export function paceStatus(last: SpendPoint, budget: number, daysInMonth: number): PaceStatus {
  const ideal = idealSpend(last.day, budget, daysInMonth);
  if (ideal <= 0) return 'on-track';
  const ratio = last.spend / ideal;
  if (ratio > 1 + PACE_TOLERANCE) return 'ahead';
  if (ratio < 1 - PACE_TOLERANCE) return 'behind';
  return 'on-track';
}

/** An SVG path through points already in pixel space. */
export function linePath(points: { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}
