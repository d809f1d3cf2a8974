import type { Sql } from '../persistence/sql';
import { DAILY_OPERATION_QUOTA, type GoogleAdsAccessLevel } from './access-level';
import { QuotaExhausted } from './google-ads-errors';

export interface QuotaLedger {
  /** Reserves `operations` for today (UTC) or throws QuotaExhausted, reserving nothing. */
  reserve(operations: number, nowMs: number): Promise<void>;
  usedToday(nowMs: number): Promise<number>;
}

const day = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

/**
 * Quota accounting shared by every process: one row per UTC day in google_ads_quota_usage. A
 * reservation is decided on the process's running total (so a call made inside an engine
 * transaction never waits on another connection, which could wait on that transaction's locks),
 * and written to the table in the background; each write answers the day's total across
 * all processes, which the next decision uses.
 */
export function sharedQuotaLedger(sql: Sql, level: GoogleAdsAccessLevel, onWriteError?: (error: unknown) => void): QuotaLedger & { flushed(): Promise<void> } {
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
export function memoryQuotaLedger(level: GoogleAdsAccessLevel): QuotaLedger {
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

/**
 * Operations per business and UTC day (google_ads_business_operations): which business costs the
 * project's quota what. Counted as each call is made, written in the background like the shared
 * ledger (never inside the caller's transaction).
 */
export function businessOperationCounter(sql: Sql, onWriteError?: (error: unknown) => void) {
  let writes: Promise<void> = Promise.resolve();
  return {
    count(businessId: string, operations: number, nowMs: number): void {
      writes = writes
        .then(async () => {
          await sql.query(
            `insert into google_ads_business_operations (business_id, day, operations) values ($1, $2, $3)
             on conflict (business_id, day) do update set operations = google_ads_business_operations.operations + excluded.operations`,
            [businessId, day(nowMs), operations],
          );
        })
        .catch((error: unknown) => onWriteError?.(error));
    },
    flushed: () => writes,
  };
}
