import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { checkMailOfBusiness } from '../jobs/mail-check-job';
import { optimizeBatch } from '../jobs/optimization-job';
import { checkRounds } from '../jobs/round-check-job';
import { withoutCommitWait } from '../persistence/sql';
import { getBusinessById } from '../queries/get-my-business';
import { reviewSearchTermsOfBusiness } from '../search-terms/search-term-review-job';
import { runWithClock } from './clock-scope';
import type { DemoClockState } from './demo-clock';
import { DemoHourBatch } from './demo-hour-batch';

const HOUR_MS = 3_600_000;
/** The search-term review's hour in the product (jobs.ts: daily at 06:00 UTC). */
const SEARCH_TERM_REVIEW_HOUR = 6;
/** The optimizer's cadence in the product (jobs.ts: every 4 hours). */
const OPTIMIZE_EVERY_HOURS = 4;

/**
 * Runs the engine's recurring jobs for one demo business over simulated hours, in the order and at
 * the cadence the scheduler runs them in real time: metrics sync, budget audit, optimization every
 * fourth hour, round check, the daily search-term review, the mail check (weekly report, alerts),
 * with the engine's clock set to the simulated hour, so what a fast-forward shows is what real time
 * would have done.
 *
 * The hours in which only the sync and the audit have work are run by a `DemoHourBatch`: the same
 * steps in memory, written once when the batch ends (engine/demo-clock/demo-hour-batch.ts). A batch
 * ends at the first hour at which another job is due (the optimizer every fourth hour, the
 * search-term review, a round's daily look) and at the end of each simulated day; that job then runs
 * as itself, in its own transactions, on what the batch wrote. The mail check looks at those hours
 * (at most three simulated hours after a report fell due, on the same day). The clock is committed
 * every simulated day, with a `business.updated` push, so the owner's dashboard moves while it runs
 * and a crash loses at most a day (the jobs are idempotent per hour).
 */
export async function runDemoHours(ctx: EngineContext, businessId: string, clock: DemoClockState, hours: readonly number[]): Promise<DemoClockState> {
  let state = clock;
  let index = 0;
  const moved = new Set<string>();
  while (index < hours.length) {
    const due = await withoutCommitWait(() =>
      DemoHourBatch.run(ctx, businessId, moved, async (batch) => {
        while (index < hours.length) {
          const hour = hours[index];
          await batch.runHour(hour);
          index++;
          const hourOfDay = (hour / HOUR_MS) % 24;
          const jobs = {
            hour,
            optimize: (hour / HOUR_MS) % OPTIMIZE_EVERY_HOURS === 0,
            searchTerms: hourOfDay === SEARCH_TERM_REVIEW_HOUR,
            rounds: batch.roundLookDue(hour),
            endOfDay: hourOfDay === 23 || index === hours.length,
          };
          if (jobs.endOfDay) batch.endDay();
          if (jobs.optimize || jobs.searchTerms || jobs.rounds || jobs.endOfDay) return jobs;
        }
        throw new Error('unreachable: the last hour ends the batch');
      }),
    );
    await runWithClock(
      () => due.hour,
      // Simulated hours are idempotent and resume from the last committed one: their commits need
      // not wait for the disk (engine/persistence/sql.ts).
      () =>
        withoutCommitWait(async () => {
          if (due.optimize) await optimizeBatch(ctx, [businessId]);
          if (due.rounds) await checkRounds(ctx, { businessIds: [businessId] });
          if (due.searchTerms) await reviewSearchTermsOfBusiness(ctx, businessId);
          // Mail is told, never in charge: a failure here must not stop the engine's hours (the next look tries again).
          await checkMailOfBusiness(ctx, businessId).catch(() => undefined);
        }),
    );
    state = { ...state, steppedHourMs: due.hour };
    if (due.endOfDay) await saveDemoClock(ctx, businessId, state);
  }
  return state;
}

/** Stores the clock and pushes the business (its simulated date, spend and pacing) to the owner. */
export async function saveDemoClock(ctx: EngineContext, businessId: string, state: DemoClockState): Promise<void> {
  await ctx.db.query('update businesses set demo_clock = $2 where id = $1', [businessId, JSON.stringify(state)]);
  const business = await getBusinessById(ctx.db, businessId, Math.max(state.steppedHourMs, state.virtualMs));
  if (business) ctx.bus.publish([domainEvent('business.updated', businessId, business)]);
}
