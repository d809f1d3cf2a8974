import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignInRequest } from '../../schema/auth';
import { AppError, errors } from '../../schema/errors';
import type { UserEntity } from '../db/entities';
import type { Sql } from '../persistence/sql';
import { signIn } from './credentials';
import { describeWait, type SignInDelayPolicy } from './sign-in-delay';
import { accountThrottleKey, claimSignInAttempt, clearSignInFailures, deleteStaleSignInThrottles, deviceThrottleKey } from './sign-in-throttle';

export interface SignInThrottle {
  /** The shared database (every web process sees the same rows). */
  db: Sql;
  policy: SignInDelayPolicy;
  clock?: () => number;
  /** A failed check left the account locked: the owner may be told (never awaited, never fails the answer). */
  onAccountLocked?: (email: string, waitMs: number) => Promise<unknown>;
  /** Where a failure of the side work (clean-up, mail) is reported. */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Built-in sign-in behind the per-account throttle (docs/security.md "Password guessing"). Without
 * a trusted device the attempt is counted against the account's e-mail, known or not, and a locked
 * account gets a 429 before any password is checked. From a trusted device (`deviceNonce`: this
 * browser signed in to this account before) it counts against that device alone, so someone else's
 * failures never lock the owner out of their own browser. A success clears both.
 */
export async function signInThrottled(em: EntityManager, throttle: SignInThrottle, input: SignInRequest, deviceNonce: string | null): Promise<UserEntity> {
  const now = new Date((throttle.clock ?? Date.now)());
  const accountKey = accountThrottleKey(input.email);
  const deviceKey = deviceNonce ? deviceThrottleKey(deviceNonce) : null;
  const claim = await claimSignInAttempt(throttle.db, deviceKey ?? accountKey, now, throttle.policy);
  if (!claim.allowed) {
    throw errors.rateLimited(
      `Too many failed sign-in attempts for this account. Try again in ${describeWait(claim.retryAfterMs)}.`,
      Math.ceil(claim.retryAfterMs / 1_000),
    );
  }
  try {
    const user = await signIn(em, input);
    await clearSignInFailures(throttle.db, deviceKey ? [accountKey, deviceKey] : [accountKey]);
    return user;
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_credentials') afterFailure(throttle, now, input.email, deviceKey ? 0 : claim.lockedUntil.getTime() - now.getTime());
    throw error;
  }
}

/** Clean-up on write, and the owner's mail when this failure locked the account; neither delays the answer. */
function afterFailure(throttle: SignInThrottle, now: Date, email: string, lockedForMs: number): void {
  const warn = (what: string) => (error: unknown) =>
    throttle.warn?.(what, { error: error instanceof Error ? error.message : String(error) });
  void deleteStaleSignInThrottles(throttle.db, now, throttle.policy).catch(warn('stale sign-in throttles not deleted'));
  if (lockedForMs > 0 && throttle.onAccountLocked) void throttle.onAccountLocked(email, lockedForMs).catch(warn('account-locked mail not queued'));
}
