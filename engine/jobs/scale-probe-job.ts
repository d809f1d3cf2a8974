import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { syncBusinessMetrics } from './sync-metrics-job';

/** Defined only with ADPILOT_SCALE_PROBE=1 (scale tests, bench/scale): never in production. */
export const SCALE_PROBE_JOB = 'scale-probe';

export const scaleProbePayload = z.object({
  key: z.string().min(1).max(100),
  businessId: z.uuid(),
  /** On the first attempt only: stay "in the middle of the job" this long (a worker can be killed there). */
  holdMs: z.number().int().min(0).max(120_000).optional(),
  /** Also run the real metrics sync of the business (ledger rows, idempotent by window). */
  syncMetrics: z.boolean().optional(),
});

/**
 * A job whose runs can be counted from outside: every attempt is a row in `scale_probe_attempts`
 * (created by the test or the bench, not by a migration: it is not part of the product), and its
 * effect is one activity-log entry keyed by the probe's key, written and pushed after commit the
 * way every engine job does. Attempts may repeat (a crashed worker's job runs again); the effect
 * may not.
 */
export async function runScaleProbe(ctx: EngineContext, data: unknown, worker: string): Promise<void> {
  const probe = scaleProbePayload.parse(data);
  const [{ attempts }] = await ctx.db.query<{ attempts: number }>(
    `with inserted as (insert into scale_probe_attempts (key, worker) values ($1, $2) returning key)
     select (select count(*) from scale_probe_attempts where key = $1)::int + 1 as attempts`,
    [probe.key, worker],
  );
  if (probe.holdMs && attempts === 1) await delay(probe.holdMs);
  if (probe.syncMetrics) await syncBusinessMetrics(ctx, probe.businessId);
  await runUnit(ctx.db, ctx.bus, async (unit) => {
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId: probe.businessId,
        campaignId: null,
        title: 'Scale probe',
        message: `Probe ${probe.key} ran on ${worker}.`,
        level: 'info',
        eventType: 'automation',
        createdAt: ctx.clock(),
        dedupeKey: `probe|${probe.key}`,
        details: { probe: probe.key, worker },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', probe.businessId, entry));
  });
}
