import { addDays, isoDate, startOfDateMs, UTC } from '../../schema/calendar';

/**
 * Calendar arithmetic of the budget month, in a Google Ads account's own time zone (IANA name;
 * 'UTC' for demo businesses and by default). Google's days, months, report dates and ad-schedule
 * hours are the account's local ones (DESIGN.md), so the guard's must be too. Pure functions.
 */
export { addDays, endOfDateMs, hourOfDay, isoDate, previousIsoDate, startOfDateMs, UTC } from '../../schema/calendar';

/** Where `nowMs` falls in its month in `timeZone`: the budget month of DESIGN.md's guarantee. */
export interface MonthPosition {
  month: string;
  today: string;
  tomorrow: string;
  /** 0-based index of today in the month. */
  dayIndex: number;
  daysInMonth: number;
  /** Days left including today. */
  daysLeft: number;
  /** Local midnight at the start of tomorrow (23 or 25 hours after today's on a DST change). */
  startOfTomorrowMs: number;
}

const positionCache = new Map<string, Readonly<MonthPosition>>();

/** Every field depends on the local date only, so one frozen object per zone and date serves every caller. */
export function monthPosition(nowMs: number, timeZone: string = UTC): MonthPosition {
  const today = isoDate(nowMs, timeZone);
  const key = `${timeZone}|${today}`;
  let position = positionCache.get(key);
  if (position === undefined) {
    const [year, month, day] = today.split('-').map(Number);
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const tomorrow = addDays(today, 1);
    position = Object.freeze({
      month: today.slice(0, 7),
      today,
      tomorrow,
      dayIndex: day - 1,
      daysInMonth,
      daysLeft: daysInMonth - day + 1,
      startOfTomorrowMs: startOfDateMs(tomorrow, timeZone),
    });
    positionCache.set(key, position);
  }
  return position;
}

/**
 * Days re-read by every metrics sync, today included: Google reports a conversion on the date of
 * its click, so a lead that converts days after the click changes an older date's figures.
 * docs/google-ads-live.md says why 7.
 */
export const RE_READ_DAYS = 7;

/** The dates a sync reads, in the account's zone: the last `days` local dates through today. */
export function reReadWindow(nowMs: number, timeZone: string = UTC, days: number = RE_READ_DAYS): { from: string; to: string } {
  const to = isoDate(nowMs, timeZone);
  return { from: addDays(to, -(days - 1)), to };
}
