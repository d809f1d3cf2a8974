/**
 * Tuning of the split deployment and of shutdown, read from the environment once at start-up.
 * Defaults suit production; tests shorten the lock lifetime and the polling interval so that a
 * crashed worker's job is taken over in seconds rather than minutes.
 */
export interface ScaleOptions {
  /** AGENDA_LOCK_LIFETIME_MS: how long a crashed worker's job stays locked before another takes it. */
  lockLifetimeMs: number;
  /** AGENDA_PROCESS_EVERY_MS: how often a worker looks for due jobs when no notification woke it. */
  processEveryMs: number;
  /** SHUTDOWN_TIMEOUT_MS: the whole graceful shutdown, after which the process exits anyway. */
  shutdownTimeoutMs: number;
  /** JOB_DRAIN_MS: how long a stopping worker lets running jobs finish before handing them back. */
  jobDrainMs: number;
  /** ADPILOT_SCALE_PROBE=1: defines the test-only `scale-probe` job (scale tests and the bench). */
  scaleProbe: boolean;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function readScaleOptions(env: NodeJS.ProcessEnv = process.env): ScaleOptions {
  return {
    lockLifetimeMs: positive(env.AGENDA_LOCK_LIFETIME_MS, 120_000),
    processEveryMs: positive(env.AGENDA_PROCESS_EVERY_MS, 5_000),
    shutdownTimeoutMs: positive(env.SHUTDOWN_TIMEOUT_MS, 15_000),
    jobDrainMs: positive(env.JOB_DRAIN_MS, 8_000),
    scaleProbe: env.ADPILOT_SCALE_PROBE === '1',
  };
}
