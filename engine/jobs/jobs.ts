import { z } from 'zod';
import { recoverFees } from '../billing/fee-recovery';
import type { EngineContext } from '../engine-context';
import { runObservedJob } from '../ops/job-runs';
import { reviewSearchTermsOfBusiness } from '../search-terms/search-term-review-job';
import { watchConversionsOfBusiness } from '../tracking/conversion-watch-job';
import { launchBusiness } from '../workflows/launch-business';
import { advanceDemoClocks } from './advance-demo-clocks-job';
import { auditBudgetBatch } from './budget-audit-job';
import { recordJobOutcomes } from './business-health';
import { checkMail } from './mail-check-job';
import { billMonth, previousMonth } from './monthly-billing-job';
import { optimizeBatch } from './optimization-job';
import { chunks, fanOut, type PerBusinessResult, runPerBusiness } from './per-business';
import { checkPolicies } from './policy-check-job';
import { checkRounds } from './round-check-job';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAY_MS, sendMail } from './send-mail-job';
import { syncBusinessMetrics } from './sync-metrics-job';

/** Demo businesses per transaction of the batched jobs: big enough for one-statement writes, small enough to keep locks short. */
export const BATCH_SIZE = 200;

const uuid = z.uuid();
/** Without ids: every business (the recurring run, which fans out); with ids: those (a shard, or one business's retry). */
const someBusinesses = z.object({ businessIds: z.array(uuid).optional() });

/**
 * Every job, listed explicitly, each with its zod payload, its schedule (for the recurring ones)
 * and its handler. Every handler is idempotent (ledger unique per window, log entries keyed,
 * decided rounds reused, workflows checked), so retries are always safe. The recurring jobs work
 * business by business (engine/jobs/per-business.ts): one business's failure is recorded in its
 * health and retried on its own, and never stops, delays or rolls back another's work.
 */
export const JOBS = {
  'sync-metrics': {
    payload: someBusinesses,
    every: '1 hour',
    run: async (ctx: EngineContext, data: { businessIds?: string[] }) =>
      fanOut(ctx, 'sync-metrics', data.businessIds ?? (await allBusinessIds(ctx)), async (ids) => {
        let ledgerRows = 0;
        const result = await runPerBusiness(ctx, 'sync-metrics', ids, async (businessId) => {
          ledgerRows += (await syncBusinessMetrics(ctx, businessId)).ledgerRows;
        });
        return { ledgerRows, ...summary(result) };
      }),
  },
  'budget-audit': {
    payload: someBusinesses,
    every: '1 hour',
    run: async (ctx: EngineContext, data: { businessIds?: string[] }) =>
      fanOut(ctx, 'budget-audit', data.businessIds ?? (await allBusinessIds(ctx)), (ids) => batchedThenPerBusiness(ctx, 'budget-audit', ids, auditBudgetBatch)),
  },
  optimize: {
    payload: someBusinesses,
    every: '4 hours',
    run: async (ctx: EngineContext, data: { businessIds?: string[] }) =>
      fanOut(ctx, 'optimize', data.businessIds ?? (await allBusinessIds(ctx)), (ids) => batchedThenPerBusiness(ctx, 'optimize', ids, optimizeBatch)),
  },
  'round-check': {
    payload: z.object({}),
    every: '1 hour',
    run: (ctx: EngineContext) => checkRounds(ctx),
  },
  'policy-check': {
    payload: someBusinesses,
    /** Reviews change within hours, not minutes: 2 queries a business every 4 hours (12 operations a day). */
    every: '4 hours',
    run: (ctx: EngineContext, data: { businessIds?: string[] }) => checkPolicies(ctx, data.businessIds),
  },
  'search-term-review': {
    payload: someBusinesses,
    /** Daily at 06:00 UTC, after the night's reports: 1 query and at most 2 mutates a business (docs/search-terms.md). */
    every: '0 6 * * *',
    run: async (ctx: EngineContext, data: { businessIds?: string[] }) =>
      fanOut(ctx, 'search-term-review', data.businessIds ?? (await allBusinessIds(ctx)), async (ids) => {
        let decided = 0;
        const result = await runPerBusiness(ctx, 'search-term-review', ids, async (businessId) => {
          decided += (await reviewSearchTermsOfBusiness(ctx, businessId)).decided;
        });
        return { decided, ...summary(result) };
      }),
  },
  'conversion-watch': {
    payload: someBusinesses,
    /** Daily at 07:00 UTC: 1 query a live business; tells its owner once when conversions stopped for 14 days (docs/conversion-tracking.md). */
    every: '0 7 * * *',
    run: async (ctx: EngineContext, data: { businessIds?: string[] }) =>
      fanOut(ctx, 'conversion-watch', data.businessIds ?? (await liveBusinessIds(ctx)), async (ids) => {
        let told = 0;
        const result = await runPerBusiness(ctx, 'conversion-watch', ids, async (businessId) => {
          if (await watchConversionsOfBusiness(ctx, businessId)) told += 1;
        });
        return { told, ...summary(result) };
      }),
  },
  'launch-business': {
    payload: z.object({ businessId: uuid, workflowId: uuid }),
    every: null,
    run: async (ctx: EngineContext, data: { businessId: string; workflowId: string }) => {
      await launchBusiness(ctx, data);
      return {};
    },
  },
  'advance-demo-clocks': {
    payload: z.object({}),
    /** Often enough for "fast" demo speed (a simulated day per ten seconds) to look continuous. */
    every: '10 seconds',
    run: (ctx: EngineContext) => advanceDemoClocks(ctx),
  },
  'send-mail': {
    payload: z.object({ mailId: uuid }),
    every: null,
    /** Its own back-off: a refused mail is tried again within seconds, not the 30 s-doubling of the engine's jobs. */
    retry: { delayMs: MAIL_RETRY_DELAY_MS, maxRetries: MAIL_MAX_ATTEMPTS - 1 },
    run: (ctx: EngineContext, data: { mailId: string }) => sendMail(ctx, data.mailId),
  },
  'mail-check': {
    payload: someBusinesses,
    /** The weekly reports due and the alerts' events (docs/mail.md); each mail's key makes it once-only. */
    every: '1 hour',
    run: async (ctx: EngineContext, data: { businessIds?: string[] }) => checkMail(ctx, data.businessIds ?? (await allBusinessIds(ctx))),
  },
  'monthly-billing': {
    payload: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/).optional() }),
    /** Cron: 02:00 UTC on the 1st, after the last day's reports are final. */
    every: '0 2 1 * *',
    run: (ctx: EngineContext, data: { month?: string }) => billMonth(ctx, data.month ?? previousMonth(ctx.clock())),
  },
  'fee-recovery': {
    payload: z.object({}),
    /** Hourly: a declined fee is retried on day 1, 3 and 7 after its first failure; then the campaigns pause (docs/billing.md). */
    every: '1 hour',
    run: (ctx: EngineContext) => recoverFees(ctx),
  },
} as const;

export type JobName = keyof typeof JOBS;
export type JobPayload<K extends JobName> = z.input<(typeof JOBS)[K]['payload']>;
export type JobRequest = { [K in JobName]: { name: K; data: JobPayload<K> } }[JobName];
export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/**
 * Validates the payload and runs the job's handler: what Agenda calls (with its job id), and what
 * tests call directly. Observed (engine/ops/job-runs.ts): logs, metrics and the journal's cause.
 */
export async function runJob(ctx: EngineContext, request: JobRequest, jobId: string | null = null): Promise<unknown> {
  const job = JOBS[request.name];
  const data = job.payload.parse(request.data ?? {});
  return runObservedJob({ name: request.name, jobId }, () => (job.run as (ctx: EngineContext, data: unknown) => Promise<unknown>)(ctx, data));
}

/** Every business on the real clock: a demo business with a clock of its own runs in advance-demo-clocks; a live one never does. */
async function liveBusinessIds(ctx: EngineContext): Promise<string[]> {
  const rows = await ctx.db.query<{ id: string }>("select id from businesses where platform_mode = 'live' order by id");
  return rows.map((row) => row.id);
}

async function allBusinessIds(ctx: EngineContext): Promise<string[]> {
  const rows = await ctx.db.query<{ id: string }>("select id from businesses where demo_clock is null or platform_mode = 'live' order by id");
  return rows.map((row) => row.id);
}

/**
 * Demo businesses in batches of `BATCH_SIZE` (no remote call: one transaction and a few statements
 * per batch), live ones each on its own, their Google Ads calls in their own transaction. A batch
 * that fails is run again one business at a time, so the failure costs only the business behind it.
 */
async function batchedThenPerBusiness(
  ctx: EngineContext,
  job: 'budget-audit' | 'optimize',
  businessIds: readonly string[],
  runBatch: (ctx: EngineContext, ids: readonly string[]) => Promise<{ campaigns: number }>,
) {
  const rows = await ctx.db.query<{ id: string; platform_mode: string }>('select id, platform_mode from businesses where id = any($1::uuid[]) order by id', [businessIds]);
  const single = rows.filter((row) => row.platform_mode === 'live').map((row) => row.id);
  let campaigns = 0;
  for (const batch of chunks(rows.filter((row) => row.platform_mode !== 'live').map((row) => row.id), BATCH_SIZE)) {
    try {
      campaigns += (await runBatch(ctx, batch)).campaigns;
      await recordJobOutcomes(ctx.db, job, { succeeded: batch, failed: [] }, ctx.clock());
    } catch {
      single.push(...batch);
    }
  }
  const result = await runPerBusiness(ctx, job, single, async (businessId) => {
    campaigns += (await runBatch(ctx, [businessId])).campaigns;
  });
  return { campaigns, ...summary(result) };
}

function summary(result: PerBusinessResult) {
  return { businesses: result.succeeded.length, failed: result.failed.length, withoutAccess: result.withoutAccess.length };
}
