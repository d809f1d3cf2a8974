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
 * fourth hour, round check, the mail check (weekly report, alerts). Each is the job's own code in its
 * own units of work, with the engine's clock set to the simulated hour, so what a fast-forward shows
 * is what real time would have done.
 *
 * A simulated day (its hours up to 23:00 UTC, or the last hour asked) is one transaction
 * (`Database.inOneTransaction`: each unit a savepoint) with the demo account held open in memory
 * (`PlatformStore.holdOpen`: read once, written once), committed with the clock and pushed to the
 * owner after its commit (`DomainEventBus.holdWhile`), so the dashboard moves day by day while a
 * fast-forward runs. A crash loses the uncommitted day whole, and the day is redone from the last
 * committed clock; no hour of it is half-kept.
 */
export async function runDemoHours(ctx: EngineContext, businessId: string, clock: DemoClockState, hours: readonly number[]): Promise<DemoClockState> {
  let state = clock;
  for (const day of simulatedDays(hours)) {
    // Simulated days are idempotent and resume from the last committed one: their commits need
    // not wait for the disk (engine/persistence/sql.ts).
    state = await withoutCommitWait(() =>
      ctx.bus.holdWhile(() =>
        ctx.db.inOneTransaction(() =>
          ctx.platforms.holdOpen(ctx.db, async () => {
            for (const hour of day) await runWithClock(() => hour, () => runHour(ctx, businessId, hour));
            const next = { ...state, steppedHourMs: day[day.length - 1] };
            await saveDemoClock(ctx, businessId, next);
            return next;
          }),
        ),
      ),
    );
  }
  return state;
}

/** One simulated hour's jobs, as the scheduler runs them. */
async function runHour(ctx: EngineContext, businessId: string, hour: number): Promise<void> {
  await syncBusinessMetrics(ctx, businessId);
  await auditBudgetBatch(ctx, [businessId]);
  if ((hour / HOUR_MS) % OPTIMIZE_EVERY_HOURS === 0) await optimizeBatch(ctx, [businessId]);
  await checkRounds(ctx, { businessIds: [businessId] });
  if ((hour / HOUR_MS) % 24 === SEARCH_TERM_REVIEW_HOUR) await reviewSearchTermsOfBusiness(ctx, businessId);
  // The mail job's hourly look, on this business's clock: its weekly report arrives on its simulated week.
  // Mail is told, never in charge: a failure here must not stop the engine's hours (the next hour
  // looks again). Its own savepoint, so that its failure leaves the day's transaction usable.
  await ctx.db.transaction(() => checkMailOfBusiness(ctx, businessId)).catch(() => undefined);
}

/** The hours split into simulated days: each ends at 23:00 UTC or at the last hour. */
function simulatedDays(hours: readonly number[]): number[][] {
  const days: number[][] = [];
  let day: number[] = [];
  for (const [index, hour] of hours.entries()) {
    day.push(hour);
    if ((hour / HOUR_MS) % 24 === 23 || index === hours.length - 1) {
      days.push(day);
      day = [];
    }
  }
  return days;
}

/** Stores the clock and pushes the business (its simulated date, spend and pacing) to the owner. */
export async function saveDemoClock(ctx: EngineContext, businessId: string, state: DemoClockState): Promise<void> {
  await ctx.db.query('update businesses set demo_clock = $2 where id = $1', [businessId, JSON.stringify(state)]);
  const business = await getBusinessById(ctx.db, businessId, Math.max(state.steppedHourMs, state.virtualMs));
  if (business) ctx.bus.publish([domainEvent('business.updated', businessId, business)]);
}
