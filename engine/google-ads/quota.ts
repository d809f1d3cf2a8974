import type { Sql } from '../persistence/sql';
import { QuotaExhausted } from './google-ads-errors';

/** Daily operations by developer-token access level (Google Ads API access levels). */
export const DAILY_OPERATION_QUOTA = { explorer: 2_880, basic: 15_000 } as const;
export type DeveloperTokenLevel = keyof typeof DAILY_OPERATION_QUOTA;

export interface QuotaLedger {
  /** Reserves `operations` for today (UTC) or throws QuotaExhausted, reserving nothing. */
  reserve(operations: number, nowMs: number): Promise<void>;
  usedToday(nowMs: number): Promise<number>;
}

const day = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

/**
 * Quota accounting shared by every process: one row per UTC day in google_ads_quota_usage. A
 * reservation is decided on the process's running total (so a call made inside an engine
 * transaction never waits on another connection: on the embedded database that would wait
 * forever), and written to the table in the background; each write answers the day's total across
 * all processes, which the next decision uses.
 */
export function sharedQuotaLedger(sql: Sql, level: DeveloperTokenLevel, onWriteError?: (error: unknown) => void): QuotaLedger & { flushed(): Promise<void> } {
  const limit = DAILY_OPERATION_QUOTA[level];
  let today = '';
  let total = 0;
  let writes: Promise<void> = Promise.resolve();
  return {
    async reserve(operations, nowMs) {
      if (day(nowMs) !== today) {
        today = day(nowMs);
        total = 0;
      }
      if (total + operations > limit) throw new QuotaExhausted(limit);
      total += operations;
      const writtenDay = today;
      writes = writes
        .then(() =>
          sql.query<{ operations: number }>(
            `insert into google_ads_quota_usage (day, operations) values ($1, $2)
             on conflict (day) do update set operations = google_ads_quota_usage.operations + excluded.operations returning operations`,
            [writtenDay, operations],
          ),
        )
        .then((rows) => {
          if (writtenDay === today) total = Math.max(total, rows[0]?.operations ?? 0);
        })
        .catch((error: unknown) => onWriteError?.(error));
    },
    async usedToday(nowMs) {
      return day(nowMs) === today ? total : 0;
    },
    flushed: () => writes,
  };
}

/** The same accounting in memory: tests, and one-off scripts without a database. */
export function memoryQuotaLedger(level: DeveloperTokenLevel): QuotaLedger {
  const limit = DAILY_OPERATION_QUOTA[level];
  const used = new Map<string, number>();
  return {
    async reserve(operations, nowMs) {
      const today = used.get(day(nowMs)) ?? 0;
      if (today + operations > limit) throw new QuotaExhausted(limit);
      used.set(day(nowMs), today + operations);
    },
    async usedToday(nowMs) {
      return used.get(day(nowMs)) ?? 0;
    },
  };
}
