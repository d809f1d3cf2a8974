import { domainEvent } from '../events/domain-events';
import type { EngineContext } from '../engine-context';
import { auditBudgetBatch } from '../jobs/budget-audit-job';
import { optimizeBatch } from '../jobs/optimization-job';
import { checkRounds } from '../jobs/round-check-job';
import { checkMailOfBusiness } from '../jobs/mail-check-job';
import { syncBusinessMetrics } from '../jobs/sync-metrics-job';
import { withoutCommitWait } from '../persistence/sql';
import { reviewSearchTermsOfBusiness } from '../search-terms/search-term-review-job';
import { getBusinessById } from '../queries/get-my-business';
import { runWithClock } from './clock-scope';
import type { DemoClockState } from './demo-clock';

const HOUR_MS = 3_600_000;
/** The search-term review's hour in the product (jobs.ts: daily at 06:00 UTC). */
const SEARCH_TERM_REVIEW_HOUR = 6;
/** The optimizer's cadence in the product (jobs.ts: every 4 hours). */
const OPTIMIZE_EVERY_HOURS = 4;

/**
 * Runs the engine's recurring jobs for one demo business over simulated hours, in the order and at
 * the cadence the scheduler runs them in real time: metrics sync, budget audit, optimization every
 * fourth hour, round check, the mail check (weekly report, alerts). Each is the job's own code in its own transactions, with the engine's
 * clock set to the simulated hour, so what a fast-forward shows is what real time would have done.
 * Progress is committed every simulated day, with a `business.updated` push, so the owner's
 * dashboard moves while it runs and a crash loses at most a day (the jobs are idempotent per hour).
 */
export async function runDemoHours(ctx: EngineContext, businessId: string, clock: DemoClockState, hours: readonly number[]): Promise<DemoClockState> {
  let state = clock;
  for (const [index, hour] of hours.entries()) {
    await runWithClock(
      () => hour,
      // Simulated hours are idempotent and resume from the last committed one: their commits need
      // not wait for the disk (engine/persistence/sql.ts).
      () => withoutCommitWait(async () => {
        await syncBusinessMetrics(ctx, businessId);
        await auditBudgetBatch(ctx, [businessId]);
        if ((hour / HOUR_MS) % OPTIMIZE_EVERY_HOURS === 0) await optimizeBatch(ctx, [businessId]);
        await checkRounds(ctx, { businessIds: [businessId] });
        if ((hour / HOUR_MS) % 24 === SEARCH_TERM_REVIEW_HOUR) await reviewSearchTermsOfBusiness(ctx, businessId);
        // The mail job's hourly look, on this business's clock: its weekly report arrives on its simulated week.
        // Mail is told, never in charge: a failure here must not stop the engine's hours (the next hour looks again).
        await checkMailOfBusiness(ctx, businessId).catch(() => undefined);
      }),
    );
    state = { ...state, steppedHourMs: hour };
    const endOfDay = (hour / HOUR_MS) % 24 === 23 || index === hours.length - 1;
    if (endOfDay) await saveDemoClock(ctx, businessId, state);
  }
  return state;
}

/** Stores the clock and pushes the business (its simulated date, spend and pacing) to the owner. */
export async function saveDemoClock(ctx: EngineContext, businessId: string, state: DemoClockState): Promise<void> {
  await ctx.db.query('update businesses set demo_clock = $2 where id = $1', [businessId, JSON.stringify(state)]);
  const business = await getBusinessById(ctx.db, businessId, Math.max(state.steppedHourMs, state.virtualMs));
  if (business) ctx.bus.publish([domainEvent('business.updated', businessId, business)]);
}
