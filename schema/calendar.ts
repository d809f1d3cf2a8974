import { DAY_MS } from './constants';

/**
 * Dates in a Google Ads account's own time zone (IANA name; 'UTC' for demo businesses and by default).
 * Google's days, report dates and ad-schedule hours are the account's local ones (DESIGN.md), so the
 * budget guard's, the optimizer's and the tournaments' must be too. Pure functions, shared by the
 * engine and schema/round-math.ts (engine/budget/month-calendar.ts adds the budget month).
 */
export const UTC = 'UTC';

/** YYYY-MM-DD plus `days`, by the calendar alone. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Local wall-clock time of `ms` in `timeZone`, as if it were UTC (its difference to `ms` is the offset). */
function wallClockMs(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) + (ms % 60_000);
}

/** A zone's offsets change at most on quarter hours: memoised per zone and quarter hour. */
const OFFSET_BUCKET_MS = 900_000;
const offsetCache = new Map<string, number>();

function offsetMs(ms: number, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(ms / OFFSET_BUCKET_MS)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = wallClockMs(ms, timeZone) - ms;
    offsetCache.set(key, offset);
  }
  return offset;
}

const dateCache = new Map<number, string>();

/** YYYY-MM-DD of an instant in `timeZone`; memoised per UTC day because the simulator asks millions of times. */
export function isoDate(ms: number, timeZone: string = UTC): string {
  if (timeZone !== UTC) return new Date(ms + offsetMs(ms, timeZone)).toISOString().slice(0, 10);
  const day = Math.floor(ms / DAY_MS);
  let date = dateCache.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dateCache.set(day, date);
  }
  return date;
}

/** The local hour (0-23) of an instant in `timeZone`: the hour Google's ad schedule and segments.hour mean. */
export function hourOfDay(ms: number, timeZone: string = UTC): number {
  return new Date(ms + offsetMs(ms, timeZone)).getUTCHours();
}

const startCache = new Map<string, number>();

/**
 * Epoch ms of a date's local midnight in `timeZone` (memoised like `isoDate`: the guard asks for
 * every date every hour). Where a DST change skips midnight, the first instant of the date.
 */
export function startOfDateMs(date: string, timeZone: string = UTC): number {
  const key = timeZone === UTC ? date : `${timeZone}|${date}`;
  let ms = startCache.get(key);
  if (ms === undefined) {
    const wall = Date.parse(`${date}T00:00:00Z`);
    ms = wall;
    if (timeZone !== UTC) {
      // Two rounds settle the offset that holds at local midnight itself.
      ms = wall - offsetMs(wall, timeZone);
      ms = wall - offsetMs(ms, timeZone);
      if (isoDate(ms, timeZone) !== date) ms += 3_600_000;
    }
    startCache.set(key, ms);
  }
  return ms;
}

/** Local midnight at the end of `date` (the next date's start: 23 or 25 hours later on a DST change). */
export function endOfDateMs(date: string, timeZone: string = UTC): number {
  return timeZone === UTC ? startOfDateMs(date) + DAY_MS : startOfDateMs(addDays(date, 1), timeZone);
}

/** The date before `date` (YYYY-MM-DD). */
export function previousIsoDate(date: string): string {
  return isoDate(startOfDateMs(date) - DAY_MS);
}

/** Whether this runtime knows the IANA zone (a Google Ads account's zone it cannot read must fail that business alone). */
export function isReadableTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
