import type { Sql } from '../persistence/sql';

export type HealthStatus = 'healthy' | 'retrying' | 'failing';

/** Attempts of one business in one job before it counts as failing (the first run included). */
export const MAX_ATTEMPTS = 4;

/** Back-off before attempt n+1 of one business: 2, 4, 8 minutes. Past the last one, the next scheduled run tries again. */
export function retryDelayMs(attempt: number): number {
  return 120_000 * 2 ** (attempt - 1);
}

export interface BusinessFailure {
  businessId: string;
  reason: string;
  /** Access is lost (engine/google-ads/access-lost.ts): no retry helps, the owner must reconnect. */
  accessLost?: boolean;
}

export interface RecordedFailure extends BusinessFailure {
  attempts: number;
  status: HealthStatus;
  /** When the next attempt is due (null: not before the next scheduled run). */
  nextAttemptAt: Date | null;
}

/**
 * Records how each business fared in one run of `job`, in two statements whatever the number of
 * businesses. A success makes the business healthy; a failure counts an attempt, keeps the time the
 * trouble started (`failing_since`) and says whether another attempt is due (retrying) or not
 * (failing: attempts used up, or access lost).
 */
export async function recordJobOutcomes(
  sql: Sql,
  job: string,
  outcomes: { succeeded: readonly string[]; failed: readonly BusinessFailure[] },
  nowMs: number,
  /** False for jobs that only try again at their next scheduled run. */
  retries = true,
): Promise<RecordedFailure[]> {
  const now = new Date(nowMs);
  if (outcomes.succeeded.length > 0) {
    await sql.query(
      `insert into business_health (business_id, job, status, attempts, last_success_at, updated_at)
       select id, $2, 'healthy', 0, $3, $3 from unnest($1::uuid[]) as v(id)
       on conflict (business_id, job) do update set status = 'healthy', reason = null, failing_since = null, attempts = 0,
         next_attempt_at = null, last_success_at = excluded.last_success_at, updated_at = excluded.updated_at`,
      [outcomes.succeeded, job, now],
    );
  }
  if (outcomes.failed.length === 0) return [];
  const rows = await sql.query<{ business_id: string; attempts: number }>(
    `insert into business_health (business_id, job, status, reason, failing_since, attempts, updated_at)
     select v.id, $3, 'retrying', v.reason, $4, 1, $4 from unnest($1::uuid[], $2::text[]) as v(id, reason)
     on conflict (business_id, job) do update set reason = excluded.reason, attempts = business_health.attempts + 1,
       failing_since = coalesce(business_health.failing_since, excluded.failing_since), updated_at = excluded.updated_at
     returning business_id, attempts`,
    [outcomes.failed.map((item) => item.businessId), outcomes.failed.map((item) => item.reason.slice(0, 1000)), job, now],
  );
  const attemptsOf = new Map(rows.map((row) => [row.business_id, row.attempts]));
  const recorded = outcomes.failed.map((failure): RecordedFailure => {
    const attempts = attemptsOf.get(failure.businessId) ?? 1;
    const retry = retries && !failure.accessLost && attempts < MAX_ATTEMPTS;
    return { ...failure, attempts, status: retry ? 'retrying' : 'failing', nextAttemptAt: retry ? new Date(nowMs + retryDelayMs(attempts)) : null };
  });
  await sql.query(
    `update business_health h set status = v.status, next_attempt_at = v.next_at from unnest($1::uuid[], $2::text[], $3::timestamptz[]) as v(id, status, next_at)
     where h.business_id = v.id and h.job = $4`,
    [recorded.map((item) => item.businessId), recorded.map((item) => item.status), recorded.map((item) => item.nextAttemptAt), job],
  );
  return recorded;
}

export interface BusinessHealthRow {
  businessId: string;
  businessName: string;
  ownerEmail: string | null;
  platformMode: 'demo' | 'live';
  job: string;
  status: HealthStatus;
  reason: string | null;
  failingSince: Date | null;
  attempts: number;
  nextAttemptAt: Date | null;
  lastSuccessAt: Date | null;
}

/** Every business not healthy in some job, worst first (failing, then retrying; oldest trouble first). */
export async function listUnhealthyBusinesses(sql: Sql, limit = 500): Promise<BusinessHealthRow[]> {
  const rows = await sql.query<{
    business_id: string;
    business_name: string;
    email: string | null;
    platform_mode: 'demo' | 'live';
    job: string;
    status: HealthStatus;
    reason: string | null;
    failing_since: Date | null;
    attempts: number;
    next_attempt_at: Date | null;
    last_success_at: Date | null;
  }>(
    `select h.business_id, b.business_name, u.email, b.platform_mode, h.job, h.status, h.reason, h.failing_since, h.attempts, h.next_attempt_at, h.last_success_at
     from business_health h join businesses b on b.id = h.business_id left join users u on u.id = b.owner_id
     where h.status <> 'healthy' order by (h.status = 'failing') desc, h.failing_since, b.business_name limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    businessId: row.business_id,
    businessName: row.business_name,
    ownerEmail: row.email,
    platformMode: row.platform_mode,
    job: row.job,
    status: row.status,
    reason: row.reason,
    failingSince: row.failing_since,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastSuccessAt: row.last_success_at,
  }));
}
