import { DAY_MS } from '../../../../schema/constants';

export interface MonthPace {
  daysInMonth: number;
  /** Days of the month begun so far, including today (1 on the first). */
  daysElapsed: number;
  /** How far through the month `now` is, 0..1, to the minute. */
  fraction: number;
}

/** Where `now` stands in its calendar month (UTC, like the spend ledger's months). */
export function monthPace(now: Date): MonthPace {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const daysInMonth = Math.round((end - start) / DAY_MS);
  return {
    daysInMonth,
    daysElapsed: Math.floor((now.getTime() - start) / DAY_MS) + 1,
    fraction: (now.getTime() - start) / (end - start),
  };
}
