import { AsyncLocalStorage } from 'node:async_hooks';

/** Why the engine is doing something right now: which job run or which user asked for it. */
export type EngineCause =
  | { kind: 'job'; name: string; jobId: string | null }
  | { kind: 'user'; userId: string }
  | { kind: 'system'; label: string };

const causes = new AsyncLocalStorage<EngineCause>();

/**
 * Runs `work` with `cause` as the current cause. Carried by async context rather than by argument
 * so that the journal learns who caused a transition without every command and job threading it
 * through the code that lies between them and the tournament actor.
 */
export function withCause<T>(cause: EngineCause, work: () => Promise<T>): Promise<T> {
  return causes.run(cause, work);
}

/** The innermost cause, or 'engine' when nothing declared one (seed scripts, ad-hoc calls). */
export function currentCause(): EngineCause {
  return causes.getStore() ?? { kind: 'system', label: 'engine' };
}
