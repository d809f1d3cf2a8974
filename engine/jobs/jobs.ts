import { z } from 'zod';
import type { EngineContext } from '../engine-context';
import { auditBudgetBatch } from './budget-audit-job';
import { billMonth, previousMonth } from './monthly-billing-job';
import { optimizeBatch } from './optimization-job';
import { checkRounds } from './round-check-job';
import { syncBusinessMetrics } from './sync-metrics-job';
import { runObservedJob } from '../ops/job-runs';
import { launchBusiness } from '../workflows/launch-business';

/** Businesses per transaction of the batched jobs: big enough for one-statement writes, small enough to keep locks short. */
export const BATCH_SIZE = 200;

const uuid = z.uuid();

/**
 * Every job, listed explicitly, each with its zod payload, its schedule (for the recurring ones)
 * and its handler. Every handler is idempotent (ledger unique per window, log entries keyed,
 * decided rounds reused, workflows checked), so Agenda's retries with back-off are always safe.
 */
export const JOBS = {
  'sync-metrics': {
    payload: z.object({ businessIds: z.array(uuid).optional() }),
    every: '1 hour',
    run: async (ctx: EngineContext, data: { businessIds?: string[] }) => {
      let ledgerRows = 0;
      for (const businessId of data.businessIds ?? (await allBusinessIds(ctx))) ledgerRows += (await syncBusinessMetrics(ctx, businessId)).ledgerRows;
      return { ledgerRows };
    },
  },
  'budget-audit': {
    payload: z.object({}),
    every: '1 hour',
    run: async (ctx: EngineContext) => {
      let campaigns = 0;
      for (const batch of chunks(await allBusinessIds(ctx), BATCH_SIZE)) campaigns += (await auditBudgetBatch(ctx, batch)).campaigns;
      return { campaigns };
    },
  },
  optimize: {
    payload: z.object({}),
    every: '4 hours',
    run: async (ctx: EngineContext) => {
      let campaigns = 0;
      for (const batch of chunks(await allBusinessIds(ctx), BATCH_SIZE)) campaigns += (await optimizeBatch(ctx, batch)).campaigns;
      return { campaigns };
    },
  },
  'round-check': {
    payload: z.object({}),
    every: '1 hour',
    run: (ctx: EngineContext) => checkRounds(ctx),
  },
  'launch-business': {
    payload: z.object({ businessId: uuid, workflowId: uuid }),
    every: null,
    run: async (ctx: EngineContext, data: { businessId: string; workflowId: string }) => {
      await launchBusiness(ctx, data);
      return {};
    },
  },
  'monthly-billing': {
    payload: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/).optional() }),
    /** Cron: 02:00 UTC on the 1st, after the last day's reports are final. */
    every: '0 2 1 * *',
    run: (ctx: EngineContext, data: { month?: string }) => billMonth(ctx, data.month ?? previousMonth(ctx.clock())),
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

async function allBusinessIds(ctx: EngineContext): Promise<string[]> {
  const rows = await ctx.db.query<{ id: string }>('select id from businesses order by id');
  return rows.map((row) => row.id);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}
