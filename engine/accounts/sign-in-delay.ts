/**
 * How long an account (or a trusted device) waits after failed sign-ins: the first `freeFailures`
 * cost nothing, then each further failure doubles the wait from one second, up to `maxDelayMs`.
 * With the defaults (5 free, 15 minutes): 1 s, 2 s, 4 s … 512 s, then 900 s for every later one.
 * An attacker gets about 100 guesses a day per account; the owner who mistypes waits seconds.
 */
export interface SignInDelayPolicy {
  /** Failed checks before the first wait (SIGN_IN_FREE_FAILURES, default 5). */
  freeFailures: number;
  /** The longest wait (SIGN_IN_MAX_DELAY_SECONDS, default 900). */
  maxDelayMs: number;
}

export const DEFAULT_SIGN_IN_DELAY_POLICY: SignInDelayPolicy = { freeFailures: 5, maxDelayMs: 15 * 60_000 };

const FIRST_DELAY_MS = 1_000;

/** The wait after `failures` failed checks in a row. */
export function signInDelayMs(failures: number, policy: SignInDelayPolicy): number {
  if (failures < policy.freeFailures) return 0;
  // 2^31 ms is already 24 days: past any sane cap, and the exponent stays small.
  const doublings = Math.min(failures - policy.freeFailures, 31);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, policy.maxDelayMs);
}

/**
 * The schedule as a list whose entry i is the wait after i+1 failures, ending at the first capped
 * entry: the database indexes it with least(failures, length), so the one upsert and this module
 * cannot disagree.
 */
export function signInDelaySchedule(policy: SignInDelayPolicy): number[] {
  const schedule: number[] = [];
  for (let failures = 1; ; failures++) {
    const delay = signInDelayMs(failures, policy);
    schedule.push(delay);
    if (failures >= policy.freeFailures && delay >= policy.maxDelayMs) return schedule;
    if (failures > policy.freeFailures + 40) return schedule;
  }
}

/** "4 seconds", "2 minutes": when to try again, in the words of the 429's message. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1_000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
