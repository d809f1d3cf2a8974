import type { EngineContext } from '../engine-context';
import { outsideClockScope, runWithClock } from './clock-scope';
import { type DemoClockState, virtualNow } from './demo-clock';

/** Real time: the engine's clock outside any business's simulated time. */
export function realNow(ctx: EngineContext): number {
  return outsideClockScope(() => ctx.clock());
}

/**
 * Runs an owner's command or read in their business's time: its simulated time when it is a demo
 * business whose owner has set its clock, real time otherwise.
 */
export async function inOwnersTime<T>(ctx: EngineContext, userId: string, work: () => Promise<T>): Promise<T> {
  const [row] = await ctx.db.query<{ demo_clock: DemoClockState | null }>(
    "select demo_clock from businesses where owner_id = $1 and platform_mode = 'demo'",
    [userId],
  );
  const clock = row?.demo_clock;
  if (!clock) return work();
  return runWithClock(() => virtualNow(clock, realNow(ctx)), work);
}

/**
 * Serializes the simulated hours of one business across processes (a fast-forward and the clock's
 * job): a transaction-scoped advisory lock held on a connection of its own while `work` runs its
 * jobs' transactions on others. `wait: false` gives up at once when another holds it.
 */
export async function withDemoClockLock<T>(ctx: EngineContext, businessId: string, wait: boolean, work: () => Promise<T>): Promise<T | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ locked: boolean }>(
      wait ? "select pg_advisory_xact_lock(hashtext('demo-clock:' || $1)) is not null as locked" : "select pg_try_advisory_xact_lock(hashtext('demo-clock:' || $1)) as locked",
      [businessId],
    );
    return row?.locked ? work() : undefined;
  });
}
