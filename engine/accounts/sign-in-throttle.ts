import { createHash } from 'node:crypto';
import type { Sql } from '../persistence/sql';
import { type SignInDelayPolicy, signInDelaySchedule } from './sign-in-delay';

/** Failures older than this are forgotten, and their rows deleted. */
export const THROTTLE_MEMORY_MS = 24 * 3_600_000;

/** The row of an account (whoever tries it, from anywhere): the same for known and unknown e-mails. */
export function accountThrottleKey(email: string): string {
  return digest(`account:${email.trim().toLowerCase()}`);
}

/** The row of one trusted device (its signed cookie's nonce): its own failures, apart from the account's. */
export function deviceThrottleKey(nonce: string): string {
  return digest(`device:${nonce}`);
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export type SignInClaim =
  /** The password may be checked. `failures` counts this attempt; `lockedUntil` applies if it fails. */
  | { allowed: true; failures: number; lockedUntil: Date }
  | { allowed: false; retryAfterMs: number };

/**
 * Claims one password check for `key`, in one atomic upsert that every process shares: unless the
 * key is locked, the attempt is counted as a failure up front and the lock it would earn is set
 * (a success clears both). Counting before checking means parallel requests, on any process, cannot
 * slip several guesses through one unlocked moment. A locked key changes nothing and says how long
 * is left. Failures quiet for a day start again from one.
 */
export async function claimSignInAttempt(sql: Sql, key: string, now: Date, policy: SignInDelayPolicy): Promise<SignInClaim> {
  const schedule = signInDelaySchedule(policy);
  const forgetBefore = new Date(now.getTime() - THROTTLE_MEMORY_MS);
  // In a data-modifying CTE the outer select sees the table as it was: when the update's where
  // refuses (locked), `claimed` is empty and the row read is the lock that refused it.
  const [row] = await sql.query<{ claimed: boolean; failures: number; locked_until: Date }>(
    `with claimed as (
       insert into sign_in_throttles as t (key, failures, locked_until, updated_at)
       values ($1, 1, $2::timestamptz + ($3::int[])[1] * interval '1 millisecond', $2)
       on conflict (key) do update set
         failures = case when t.updated_at < $4 then 1 else t.failures + 1 end,
         locked_until = $2::timestamptz
           + ($3::int[])[least(case when t.updated_at < $4 then 1 else t.failures + 1 end, cardinality($3::int[]))] * interval '1 millisecond',
         updated_at = $2
       where t.locked_until <= $2
       returning failures, locked_until
     )
     select true as claimed, failures, locked_until from claimed
     union all
     select false, failures, locked_until from sign_in_throttles where key = $1 and not exists (select 1 from claimed)`,
    [key, now, schedule, forgetBefore],
  );
  if (!row) throw new Error('sign-in throttle: the upsert returned no row');
  if (row.claimed) return { allowed: true, failures: row.failures, lockedUntil: row.locked_until };
  return { allowed: false, retryAfterMs: Math.max(1, row.locked_until.getTime() - now.getTime()) };
}

/** A correct password: the account's (and the device's) failures are forgotten. */
export async function clearSignInFailures(sql: Sql, keys: string[]): Promise<void> {
  await sql.query('delete from sign_in_throttles where key = any($1::varchar[])', [keys]);
}

/**
 * Deletes rows quiet for a day (on write: after each failed check). Their failures no longer count,
 * and their locks (at most 15 minutes by default) ended long ago; the index on `updated_at` keeps
 * this a short range scan.
 */
export async function deleteStaleSignInThrottles(sql: Sql, now: Date, policy: SignInDelayPolicy): Promise<number> {
  const before = new Date(now.getTime() - Math.max(THROTTLE_MEMORY_MS, policy.maxDelayMs));
  const rows = await sql.query('delete from sign_in_throttles where updated_at < $1 returning key', [before]);
  return rows.length;
}
