import { DeadlineExceeded, isResourceExhausted, RetryLater, retryDelayMs } from './google-ads-errors';
import type { QuotaLedger } from './quota';

export interface CallPolicyOptions {
  quota: QuotaLedger;
  clock: () => number;
  /** Per attempt. A mutate with no network was seen hanging past 60 s (STACK-NOTES), so always bounded. */
  deadlineMs?: number;
  /** Attempts on RESOURCE_EXHAUSTED, the first included. */
  maxAttempts?: number;
  /**
   * The longest wait a call blocks for when Google's RESOURCE_EXHAUSTED names a retry_delay; a
   * longer one ends the call with RetryLater and the job's next run tries again.
   */
  maxRetryDelayMs?: number;
  /** Back-off before attempt n+1 (n from 1) when Google names no delay: injected so tests take no real time. */
  backoffMs?: (attempt: number) => number;
  /** Waits; injected so tests do not sleep. */
  wait?: (ms: number) => Promise<void>;
  /** Told of each back-off, for the activity log. */
  onBackoff?: (info: { what: string; attempt: number; delayMs: number }) => void;
}

/** Exponential back-off with full jitter: 2 s, 4 s, 8 s... capped at 60 s. */
export function exponentialBackoff(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(60_000, 2_000 * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type GoogleAdsCall = <T>(what: string, operations: number, run: () => Promise<T>) => Promise<T>;

/**
 * Every call to Google Ads goes through here: quota reserved first (operations counted against the
 * Cloud project's daily level), a deadline on each attempt, and on RESOURCE_EXHAUSTED the wait
 * Google names in its retry_delay (exponential back-off when it names none). Other failures are
 * thrown at once, for the caller to log.
 */
export function createCallPolicy(options: CallPolicyOptions): GoogleAdsCall {
  const deadlineMs = options.deadlineMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 4;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 120_000;
  const backoff = options.backoffMs ?? ((attempt: number) => exponentialBackoff(attempt));
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async function call<T>(what: string, operations: number, run: () => Promise<T>): Promise<T> {
    await options.quota.reserve(operations, options.clock());
    for (let attempt = 1; ; attempt++) {
      try {
        return await withDeadline(run(), deadlineMs, what);
      } catch (error) {
        if (!isResourceExhausted(error) || attempt >= maxAttempts) throw error;
        const asked = retryDelayMs(error);
        if (asked !== null && asked > maxRetryDelayMs) throw new RetryLater(what, asked);
        const delayMs = asked ?? backoff(attempt);
        options.onBackoff?.({ what, attempt, delayMs });
        await wait(delayMs);
      }
    }
  };
}

/** Rejects with DeadlineExceeded when `promise` takes longer than `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(what, ms)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
