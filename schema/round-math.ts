import { DAY_MS, ROUND_LENGTH_DAYS, TRACKER_ROUNDS } from './constants';

function timeOf(date: string | Date): number {
  return typeof date === 'string' ? Date.parse(date) : date.getTime();
}

/** Whole days between the round start and `now` (negative if `now` is before the start). */
export function daysElapsed(roundStartDate: string | Date, now: string | Date): number {
  return Math.floor((timeOf(now) - timeOf(roundStartDate)) / DAY_MS);
}

/**
 * Days left in a round: 7 minus whole days elapsed, never below 0 (SPEC section 4). `now` is passed
 * in: nothing here reads a clock. A round with no (or an unreadable) start date has not begun
 * ticking and has all 7 days left.
 */
export function daysLeftInRound(roundStartDate: string | Date | null | undefined, now: string | Date): number {
  if (roundStartDate == null || Number.isNaN(timeOf(roundStartDate))) return ROUND_LENGTH_DAYS;
  const elapsed = daysElapsed(roundStartDate, now);
  return Math.min(ROUND_LENGTH_DAYS, Math.max(0, ROUND_LENGTH_DAYS - elapsed));
}

/** True once a full round length has passed since the start; what the round-check job asks. */
export function roundHasEnded(roundStartDate: string | Date | null | undefined, now: string | Date): boolean {
  if (roundStartDate == null || Number.isNaN(timeOf(roundStartDate))) return false;
  return timeOf(now) - timeOf(roundStartDate) >= ROUND_LENGTH_DAYS * DAY_MS;
}

export type TrackerRoundStatus = 'done' | 'current' | 'upcoming';
export interface TrackerRound {
  round: number;
  status: TrackerRoundStatus;
}

/**
 * The rounds the tournament tracker draws. While testing: rounds 1 up to the tournament's 3 (or the
 * current round if ever higher), earlier ones done, the current one highlighted, later ones
 * upcoming. When complete: only rounds up to the current one, all done.
 */
export function trackerRounds(currentRound: number, complete: boolean): TrackerRound[] {
  const current = Math.max(1, Math.floor(currentRound));
  const count = complete ? current : Math.max(TRACKER_ROUNDS, current);
  return Array.from({ length: count }, (_, index) => {
    const round = index + 1;
    const status: TrackerRoundStatus = complete || round < current ? 'done' : round === current ? 'current' : 'upcoming';
    return { round, status };
  });
}
