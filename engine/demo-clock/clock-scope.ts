import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '../persistence/platform-store';

/**
 * The engine has one clock (`ctx.clock`), and a demo business may have its own (issue 20). Work done
 * for such a business (its simulated hours, the owner's commands and reads) runs inside a scope in
 * which the engine's clock answers the business's simulated time, so that every line of the engine
 * (sync, guard, optimizer, rounds, activity log, the demo platform) runs unchanged on it.
 */
const scopes = new AsyncLocalStorage<Clock>();

/** The engine's clock: the scope's simulated time inside a business's scope, `base` elsewhere. */
export function scopedClock(base: Clock): Clock {
  return () => {
    const scoped = scopes.getStore();
    return scoped ? scoped() : base();
  };
}

export function runWithClock<T>(clock: Clock, work: () => Promise<T>): Promise<T> {
  return scopes.run(clock, work);
}

/** Runs `work` outside any business's scope: the engine's clock is real time there. */
export function outsideClockScope<T>(work: () => T): T {
  return scopes.exit(work);
}
