import { AppError } from '../../schema/errors';
import type { EngineContext } from '../engine-context';
import { tellOwnersOfLostAccess } from '../google-ads/access-lost';
import type { Sql } from '../persistence/sql';
import { type BusinessFailure, type RecordedFailure, recordJobOutcomes } from './business-health';

/** Businesses of one shard worked on at once: enough to overlap Google's ~0.3 s answers, few enough for the pool (20). */
export const BUSINESS_CONCURRENCY = 12;

/** Businesses per Agenda job when a recurring job fans out: each worker runs one shard of a job kind at a time. */
export const SHARD_SIZE = 50;

/** The recurring jobs whose payload names businesses: a failed business is retried alone. */
export type ShardedJob = 'sync-metrics' | 'budget-audit' | 'optimize' | 'search-term-review' | 'conversion-watch';
/** The recurring jobs that work business by business (the others retry at their next run). */
export type PerBusinessJob = ShardedJob | 'round-check' | 'monthly-billing';
const SHARDED: readonly PerBusinessJob[] = ['sync-metrics', 'budget-audit', 'optimize', 'search-term-review', 'conversion-watch'];
const isSharded = (job: PerBusinessJob): job is ShardedJob => SHARDED.includes(job);

export interface PerBusinessResult {
  succeeded: string[];
  failed: RecordedFailure[];
  /** Live businesses left alone because their Google Ads access is lost or gone (writes stop until a reconnect). */
  withoutAccess: string[];
}

/**
 * Runs `work` for each business, `BUSINESS_CONCURRENCY` at a time, each on its own: a business
 * whose work throws costs only itself. Live businesses without a usable connection are not worked
 * on at all. Afterwards each business's health is recorded (engine/jobs/business-health.ts), owners
 * whose access was found lost are told (once), and each failed business that has attempts left gets
 * its own retry of this job, scheduled after its back-off (Agenda; inline, the next run retries).
 */
export async function runPerBusiness(
  ctx: EngineContext,
  job: PerBusinessJob,
  businessIds: readonly string[],
  work: (businessId: string) => Promise<unknown>,
  /** False for work that never calls Google Ads (billing): it runs whatever the connection. */
  needsGoogleAds = true,
): Promise<PerBusinessResult> {
  const withoutAccess = new Set(needsGoogleAds ? await liveWithoutAccess(ctx.db, businessIds) : []);
  const runnable = businessIds.filter((id) => !withoutAccess.has(id));
  const succeeded: string[] = [];
  const failed: BusinessFailure[] = [];
  await eachAtMost(BUSINESS_CONCURRENCY, runnable, async (businessId) => {
    try {
      await work(businessId);
      succeeded.push(businessId);
    } catch (error) {
      failed.push({ businessId, reason: reasonOf(error) });
    }
  });
  // A failure that meant access is lost has marked the connection broken before it was thrown.
  const lost = new Map((await brokenConnections(ctx.db, failed.map((item) => item.businessId))).map((row) => [row.business_id, row.broken_reason]));
  for (const failure of failed) {
    if (!lost.has(failure.businessId)) continue;
    failure.accessLost = true;
    failure.reason = `Google Ads access lost: ${lost.get(failure.businessId) ?? 'Google refused the connection'}`;
  }
  const nowMs = ctx.clock();
  const recorded = await recordJobOutcomes(ctx.db, job, { succeeded, failed }, nowMs, isSharded(job));
  if (lost.size > 0 || withoutAccess.size > 0) await tellOwnersOfLostAccess(ctx.db, ctx.bus, nowMs);
  for (const failure of recorded) {
    if (failure.nextAttemptAt && isSharded(job)) await ctx.scheduleJob({ name: job, data: { businessIds: [failure.businessId] } }, failure.nextAttemptAt.getTime());
  }
  return { succeeded, failed: recorded, withoutAccess: [...withoutAccess] };
}

/**
 * A recurring run over every business: with workers (Agenda), split into shard jobs of
 * `SHARD_SIZE` that any worker takes, so several workers share the load; in-process (tests,
 * benches, inline mode), all of it here.
 */
export async function fanOut<T>(ctx: EngineContext, job: ShardedJob, businessIds: readonly string[], runHere: (ids: string[]) => Promise<T>): Promise<T | { shards: number }> {
  if (!ctx.jobsDistributed || businessIds.length <= SHARD_SIZE) return runHere([...businessIds]);
  const shards = chunks(businessIds, SHARD_SIZE);
  for (const shard of shards) await ctx.enqueue({ name: job, data: { businessIds: shard } });
  return { shards: shards.length };
}

/** Live businesses whose owner's connection is missing or broken: nothing can be read or changed for them. */
async function liveWithoutAccess(sql: Sql, businessIds: readonly string[]): Promise<string[]> {
  if (businessIds.length === 0) return [];
  const rows = await sql.query<{ id: string }>(
    `select b.id from businesses b left join google_ads_connections c on c.user_id = b.owner_id
     where b.id = any($1::uuid[]) and b.platform_mode = 'live' and c.status is distinct from 'connected'`,
    [businessIds],
  );
  return rows.map((row) => row.id);
}

async function brokenConnections(sql: Sql, businessIds: readonly string[]): Promise<{ business_id: string; broken_reason: string | null }[]> {
  if (businessIds.length === 0) return [];
  return sql.query(
    `select b.id as business_id, c.broken_reason from businesses b join google_ads_connections c on c.user_id = b.owner_id
     where b.id = any($1::uuid[]) and c.status = 'broken'`,
    [businessIds],
  );
}

function reasonOf(error: unknown): string {
  if (error instanceof AppError || error instanceof Error) return error.message;
  return String(error);
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}
