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

const positionCache = new Map<number, Readonly<MonthPosition>>();

/** Every field depends on the UTC date only, so one frozen object per date serves every caller. */
export function monthPosition(nowMs: number): MonthPosition {
  const day = Math.floor(nowMs / DAY_MS);
  let position = positionCache.get(day);
  if (position === undefined) {
    const now = new Date(day * DAY_MS);
    const year = now.getUTCFullYear();
    const monthIndex = now.getUTCMonth();
    const daysInMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
    const dayIndex = now.getUTCDate() - 1;
    const startOfTomorrowMs = Date.UTC(year, monthIndex, now.getUTCDate() + 1);
    position = Object.freeze({
      month: isoDate(nowMs).slice(0, 7),
      today: isoDate(nowMs),
      tomorrow: isoDate(startOfTomorrowMs),
      dayIndex,
      daysInMonth,
      daysLeft: daysInMonth - dayIndex,
      startOfTomorrowMs,
    });
    positionCache.set(day, position);
  }
  return position;
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

const startCache = new Map<string, number>();

/** Epoch ms of a date's UTC midnight (memoised like `isoDate`: the guard asks for every date every hour). */
export function startOfDateMs(date: string): number {
  let ms = startCache.get(date);
  if (ms === undefined) {
    ms = Date.parse(`${date}T00:00:00Z`);
    startCache.set(date, ms);
  }
  return ms;
}

export function endOfDateMs(date: string): number {
  return startOfDateMs(date) + DAY_MS;
}

/** The date before `date` (YYYY-MM-DD). */
export function previousIsoDate(date: string): string {
  return isoDate(startOfDateMs(date) - DAY_MS);
}
