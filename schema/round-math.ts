import { addDays, isoDate, previousIsoDate, startOfDateMs, UTC } from './calendar';
import { DAY_MS, GOOGLE_ADS_LIMITS, ROUND_LENGTH_DAYS, TRACKER_ROUNDS } from './constants';

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

/** A date's reports are final this long after it ends (Google's reporting lag, plus the last hour itself). */
export const REPORTS_FINAL_AFTER_MS = (GOOGLE_ADS_LIMITS.reportingLagHours + 1) * 3_600_000;

/** Epoch ms of the start of the account's local date that holds `ms`. */
function startOfDate(ms: number, timeZone: string): number {
  return startOfDateMs(isoDate(ms, timeZone), timeZone);
}

/** Epoch ms of the start of the local date `days` after the one that holds `ms` (23 or 25 hours on a DST change). */
function startOfDateAfter(ms: number, days: number, timeZone: string): number {
  return startOfDateMs(addDays(isoDate(ms, timeZone), days), timeZone);
}

/**
 * When a round's next look is due (epoch ms): the first once its first 7 whole dates are over and
 * final, then one a day, each after the previous date's reports are final. A round stays open
 * between looks until its rule decides (engine/stats/sequential-boundary.ts). Dates are the
 * account's own (`timeZone`: Google's report dates are local), so a look never reads a date that
 * is still being spent there.
 */
export function nextLookAt(roundStartDate: string | Date, lastLookAt: string | Date | null | undefined, timeZone: string = UTC): number {
  const first = startOfDateAfter(timeOf(roundStartDate), ROUND_LENGTH_DAYS, timeZone) + REPORTS_FINAL_AFTER_MS;
  if (lastLookAt == null) return first;
  return Math.max(first, startOfDateAfter(timeOf(lastLookAt), 1, timeZone) + REPORTS_FINAL_AFTER_MS);
}

/** True when the round has a look due at `now`; what the round check asks. */
export function lookIsDue(
  roundStartDate: string | Date | null | undefined,
  lastLookAt: string | Date | null | undefined,
  now: string | Date,
  timeZone: string = UTC,
): boolean {
  if (roundStartDate == null || Number.isNaN(timeOf(roundStartDate))) return false;
  return timeOf(now) >= nextLookAt(roundStartDate, lastLookAt, timeZone);
}

/**
 * The whole dates a look at `at` compares: from the round's first date to the day before the look
 * (final by then), in the account's zone. Consecutive rounds share no date: the next round starts on
 * the look's date.
 */
export function lookDates(roundStartDate: string | Date, at: string | Date, timeZone: string = UTC): { from: string; to: string; days: number } {
  const from = isoDate(timeOf(roundStartDate), timeZone);
  const to = previousIsoDate(isoDate(timeOf(at), timeZone));
  return { from, to, days: Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1) };
}

/** The ISO start of the date of `at`, in the account's zone: where the round after a look at `at` begins. */
export function roundStartAfterLook(at: string | Date, timeZone: string = UTC): string {
  return new Date(startOfDate(timeOf(at), timeZone)).toISOString();
}
