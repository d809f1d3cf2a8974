import type { Business } from '../../../../schema/entities';
import { industryBenchmarkFor } from '../../../../schema/industry-benchmarks';

export interface CardNote {
  text: string;
  color: 'green' | 'red' | 'gray';
}

/**
 * Below this many impressions a CTR's difference from a benchmark is mostly chance (at 4% CTR, 1,000
 * impressions give a 95% interval of about +-1.2 points), so the card does not compare yet.
 */
export const MIN_IMPRESSIONS_TO_COMPARE = 1_000;

/** The Conversions card's note: the last 7 days against the 7 before, only when both exist. */
export function conversionsNote(byWeek: Business['conversionsByWeek']): CardNote | null {
  if (!byWeek) return null;
  const { last7Days: last, previous7Days: previous } = byWeek;
  if (previous === null) return { text: 'First week: nothing to compare yet', color: 'gray' };
  if (previous === 0) return last > 0 ? { text: 'Up from 0 the week before', color: 'green' } : { text: 'None in the last two weeks', color: 'gray' };
  const change = Math.round(((last - previous) / previous) * 100);
  if (change === 0) return { text: 'Same as last week', color: 'gray' };
  return change > 0 ? { text: `+${change}% vs last week`, color: 'green' } : { text: `−${-change}% vs last week`, color: 'red' };
}

/** The Avg. CTR card's note: against the business's industry benchmark, when there is one and enough data. */
export function ctrNote(averageCtrPercent: number, impressions: number, industry: string | null | undefined): CardNote | null {
  const benchmark = industryBenchmarkFor(industry);
  if (!benchmark) return null;
  const average = `${(benchmark.ctr * 100).toFixed(2)}%`;
  if (impressions < MIN_IMPRESSIONS_TO_COMPARE) return { text: `Industry avg ${average}: too few impressions to compare yet`, color: 'gray' };
  const ratio = averageCtrPercent / 100 / benchmark.ctr;
  if (ratio >= 1.1) return { text: `Above industry avg (${average})`, color: 'green' };
  if (ratio <= 0.9) return { text: `Below industry avg (${average})`, color: 'red' };
  return { text: `Near industry avg (${average})`, color: 'gray' };
}
