const DAY_MS = 86_400_000;

/** Where `nowMs` falls in its UTC month: the budget month of DESIGN.md's guarantee. */
export interface MonthPosition {
  month: string;
  today: string;
  tomorrow: string;
  /** 0-based index of today in the month. */
  dayIndex: number;
  daysInMonth: number;
  /** Days left including today. */
  daysLeft: number;
  startOfTomorrowMs: number;
}

export function monthPosition(nowMs: number): MonthPosition {
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  const monthIndex = now.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const dayIndex = now.getUTCDate() - 1;
  const startOfTomorrowMs = Date.UTC(year, monthIndex, now.getUTCDate() + 1);
  return {
    month: isoDate(nowMs).slice(0, 7),
    today: isoDate(nowMs),
    tomorrow: isoDate(startOfTomorrowMs),
    dayIndex,
    daysInMonth,
    daysLeft: daysInMonth - dayIndex,
    startOfTomorrowMs,
  };
}

const dateCache = new Map<number, string>();

/** YYYY-MM-DD (UTC) of an instant; memoised per day because the simulator asks millions of times. */
export function isoDate(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let date = dateCache.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dateCache.set(day, date);
  }
  return date;
}

export function endOfDateMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) + DAY_MS;
}
