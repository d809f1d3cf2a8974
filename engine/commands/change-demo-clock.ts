import { DAY_MS } from '../../schema/constants';
import type { DemoClockResponse, DemoSpeed } from '../../schema/demo-clock';
import { errors } from '../../schema/errors';
import { realNow, withDemoClockLock } from '../demo-clock/business-clock';
import { type DemoClockState, dueHours, floorHour, presentDemoClock, startedClock, virtualNow, withSpeed } from '../demo-clock/demo-clock';
import { runDemoHours, saveDemoClock } from '../demo-clock/run-demo-hours';
import type { EngineContext } from '../engine-context';

interface OwnedDemoBusiness {
  id: string;
  clock: DemoClockState;
}

/**
 * The owner's demo business and its clock (a new one starts at real time). A live business runs on
 * Google's clock: its owner gets a 409 that says so, and nothing changes.
 */
async function demoBusinessOf(ctx: EngineContext, userId: string): Promise<OwnedDemoBusiness> {
  const [row] = await ctx.db.query<{ id: string; platform_mode: 'demo' | 'live'; demo_clock: DemoClockState | null }>(
    'select id, platform_mode, demo_clock from businesses where owner_id = $1',
    [userId],
  );
  if (!row) throw errors.notFound('No business found. Complete onboarding first.');
  if (row.platform_mode !== 'demo') {
    throw errors.conflict('Simulated time is for demo mode only: this business runs live on Google Ads, in real time.');
  }
  return { id: row.id, clock: row.demo_clock ?? startedClock(realNow(ctx)) };
}

/**
 * Fast-forwards the owner's demo business by `days` simulated days: the engine's jobs run over every
 * simulated hour (engine/demo-clock/run-demo-hours.ts), committing and pushing as they go. Answers
 * once the days are committed. The clock keeps its speed afterwards, from the new simulated time.
 */
export async function fastForwardDemo(ctx: EngineContext, userId: string, days: number): Promise<DemoClockResponse> {
  const { id } = await demoBusinessOf(ctx, userId);
  const result = await withDemoClockLock(ctx, id, true, async () => {
    // Read again under the lock: a concurrent fast-forward or clock job may have moved it.
    const { clock } = await demoBusinessOf(ctx, userId);
    await saveDemoClock(ctx, id, clock); // from here on the regular jobs leave this business to its clock
    const targetMs = virtualNow(clock, realNow(ctx)) + days * DAY_MS;
    const hours = dueHours({ ...clock, virtualMs: targetMs, realMs: realNow(ctx), speed: 'paused' }, realNow(ctx));
    const stepped = await runDemoHours(ctx, id, clock, hours);
    const after: DemoClockState = { ...stepped, virtualMs: targetMs, realMs: realNow(ctx), steppedHourMs: Math.max(stepped.steppedHourMs, floorHour(targetMs)) };
    await saveDemoClock(ctx, id, after);
    return { clock: presentDemoClock(after), hoursRun: hours.length };
  });
  // The blocking lock always answers.
  return result as DemoClockResponse;
}

/** Plays the owner's demo business at a speed, or pauses it, from its current simulated time. */
export async function setDemoClockSpeed(ctx: EngineContext, userId: string, speed: DemoSpeed): Promise<DemoClockResponse> {
  const { id } = await demoBusinessOf(ctx, userId);
  const result = await withDemoClockLock(ctx, id, true, async () => {
    const { clock } = await demoBusinessOf(ctx, userId);
    const changed = withSpeed(clock, speed, realNow(ctx));
    await saveDemoClock(ctx, id, changed);
    return { clock: presentDemoClock(changed), hoursRun: 0 };
  });
  return result as DemoClockResponse;
}
