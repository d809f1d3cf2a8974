import { setTimeout as delay } from 'node:timers/promises';
import { PostgresBackend, PostgresNotificationChannel } from '@agendajs/postgres-backend';
import { Agenda, backoffStrategies, type Job, type JobNotification, type NotificationChannel } from 'agenda';
import pg from 'pg';
import { POOL_TIMEOUTS, pgClientConfig } from '../db/pg-config';
import type { EngineContext } from '../engine-context';
import { JOB_NAMES, JOBS, type JobRequest, runJob } from './jobs';
import { runScaleProbe, SCALE_PROBE_JOB } from './scale-probe-job';

export interface Scheduler {
  /** Starts processing (or, enqueue-only, just the notification channel) and registers the recurring jobs. */
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish for a bounded time, then hands the rest back. */
  stop(): Promise<void>;
  enqueue(job: JobRequest): Promise<void>;
  /** Runs the job at `at` (a business's retry after its back-off). */
  schedule(job: JobRequest, at: Date): Promise<void>;
  readonly running: boolean;
  /** 'process' runs jobs (ROLE=all|worker); 'enqueue' only adds them (ROLE=web). */
  readonly mode: 'process' | 'enqueue';
}

export interface SchedulerOptions {
  databaseUrl: string;
  name?: string;
  mode?: 'process' | 'enqueue';
  /** A crashed worker's job is taken over by another once its lock is this old. Default 2 minutes. */
  lockLifetimeMs?: number;
  /** How often to look for due jobs when no notification arrived. Default 5 s. */
  processEveryMs?: number;
  /** How long stop() lets running jobs finish. Default 8 s. */
  jobDrainMs?: number;
  /** Define the test-only `scale-probe` job. */
  scaleProbe?: boolean;
  /** Register the recurring jobs on start (default true; benches that enqueue by hand turn it off). */
  recurring?: boolean;
  onError?: (message: string, error: unknown) => void;
}

const DEFAULT_LOCK_LIFETIME_MS = 120_000;

/**
 * Agenda on the same database. The table comes from a migration (`ensureSchema: false`); a new
 * job wakes the workers through LISTEN/NOTIFY. Failed jobs retry with exponential back-off.
 *
 * Locks: a running job's lock is touched every quarter of its lifetime, so a live worker keeps it
 * however long the job runs, while a killed worker's job is free again one lifetime later and
 * another worker runs it (every job is idempotent). On stop, running jobs get `jobDrainMs` to
 * finish; those still running are unlocked, so another worker takes them at once.
 */
export function createScheduler(ctx: EngineContext, options: SchedulerOptions): Scheduler {
  const mode = options.mode ?? 'process';
  const lockLifetime = options.lockLifetimeMs ?? DEFAULT_LOCK_LIFETIME_MS;
  const report = options.onError ?? (() => {});
  // Our own pool, so that a lost database connection is an 'error' we handle, not a process crash.
  const pool = new pg.Pool({ ...pgClientConfig(options.databaseUrl), ...POOL_TIMEOUTS, max: 4 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // Our own channel too: the backend's gives up after 10 reconnection attempts (about 100 s of
  // outage) and then never wakes workers again; this one keeps trying every few seconds.
  const channel = new PostgresNotificationChannel({ pool, reconnect: { enabled: true, maxAttempts: Number.POSITIVE_INFINITY, initialDelayMs: 250, maxDelayMs: 5_000 } });
  channel.on('error', (error: unknown) => report('job notification channel error', error));
  if (mode === 'process') coalesceJobNotifications(channel);
  const backend = new PostgresBackend({ pool, ensureSchema: false, disableNotifications: true });
  const agenda = new Agenda({
    backend,
    name: options.name ?? `adpilot-${process.pid}`,
    // A number, never a string: Agenda parses strings with human-interval 2.0.1, which reads
    // "N milliseconds" as N *seconds* ("100 milliseconds" = 100 s, "5000 milliseconds" = 83 min).
    // That made workers poll almost never: they ran only what a notification made them lock, and a
    // due job missed by a notification, or a killed worker's expired lock, waited for minutes.
    processEvery: options.processEveryMs ?? 5_000,
    defaultConcurrency: 1,
    // Room for every job kind at once (each runs one at a time), so none waits on another's slot.
    maxConcurrency: 8,
    defaultLockLifetime: lockLifetime,
    notificationChannel: channel,
  });
  agenda.on('error', (error: unknown) => report('job scheduler error', error));

  /** Jobs started here and not yet saved back as finished (Agenda's 'complete' comes after that save). */
  const runningJobs = new Map<string, () => void>();
  const finished = new Map<string, Promise<void>>();
  // Also emitted for other processes' jobs (state notifications), with another shape: look up ours only.
  agenda.on('complete', (job: { attrs?: { _id?: unknown } } | undefined) => {
    const id = job?.attrs?._id;
    if (id !== undefined) runningJobs.get(String(id))?.();
  });
  /** Runs `work` with the job's lock touched every quarter lifetime; every touch is awaited before returning. */
  const withLockKept = async (job: Job, work: () => Promise<unknown>) => {
    const id = String(job.attrs._id);
    finished.set(
      id,
      new Promise<void>((resolve) =>
        runningJobs.set(id, () => {
          runningJobs.delete(id);
          finished.delete(id);
          resolve();
        }),
      ),
    );
    let touching: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      touching = touching.then(() => job.touch().catch((error: unknown) => report('could not extend a job lock', error)));
    }, lockLifetime / 4);
    try {
      await work();
    } finally {
      clearInterval(timer);
      await touching;
    }
  };

  if (mode === 'process') {
    for (const name of JOB_NAMES) {
      agenda.define(name, (job) => withLockKept(job, () => runJob(ctx, { name, data: job.attrs.data } as JobRequest, String(job.attrs._id))), {
        backoff: backoffStrategies.exponential(retryOf(name)),
        // Lock only the job this worker runs now: a recurring run's shards (engine/jobs/per-business.ts)
        // would otherwise all be locked by the first worker that looked, and wait in its queue.
        lockLimit: 1,
      });
    }
    if (options.scaleProbe) {
      const worker = `${agenda.attrs.name}`;
      agenda.define(SCALE_PROBE_JOB, (job) => withLockKept(job, () => runScaleProbe(ctx, job.attrs.data, worker)), {
        concurrency: 4,
        backoff: backoffStrategies.exponential({ delay: 1_000, maxRetries: 5 }),
      });
    }
  }

  let running = false;
  return {
    mode,
    get running() {
      return running;
    },
    async start() {
      if (mode === 'enqueue') {
        // No processing here, but a connected channel, so that each enqueued job wakes a worker
        // at once instead of at its next poll.
        await agenda.ready;
        await channel.connect();
        running = true;
        return;
      }
      await agenda.start();
      for (const name of options.recurring === false ? [] : JOB_NAMES) {
        const every = JOBS[name].every;
        if (every) await agenda.every(every, name, {}, { timezone: 'UTC' });
      }
      running = true;
    },
    async stop() {
      if (!running) {
        await pool.end().catch(() => {});
        return;
      }
      running = false;
      // Unlocks the jobs fetched but not started; running ones keep their locks for now.
      await agenda.stop().catch((error: unknown) => report('job scheduler stop failed', error));
      await channel.disconnect().catch(() => {});
      const drained = await Promise.race([
        Promise.all([...finished.values()]).then(() => true),
        delay(options.jobDrainMs ?? 8_000, false, { ref: false }),
      ]);
      if (!drained && runningJobs.size > 0) {
        // Hand the unfinished jobs back: another worker runs them again from the start (idempotent).
        await backend.repository.unlockJobs([...runningJobs.keys()]).catch((error: unknown) => report('could not unlock running jobs', error));
      }
      await pool.end().catch(() => {});
    },
    async enqueue(job) {
      await agenda.now(job.name, job.data);
    },
    async schedule(job, at) {
      await agenda.schedule(at, job.name, job.data);
    },
  };
}

/** A job's own retry policy (send-mail), or the engine's: 30 s doubling, 5 retries. */
function retryOf(name: (typeof JOB_NAMES)[number]): { delay: number; maxRetries: number } {
  const job = JOBS[name];
  return 'retry' in job ? { delay: job.retry.delayMs, maxRetries: job.retry.maxRetries } : { delay: 30_000, maxRetries: 5 };
}

/**
 * At most one notification-triggered queue fill per job name at a time, plus one more if
 * notifications arrived meanwhile. Agenda starts a fill for every notification, and each fill
 * locks due jobs one query at a time until none is left: 1,000 enqueues made 1,000 concurrent fills
 * on a pool of 4 connections (hundreds of queries waiting), which delayed the running jobs' own
 * state saves and lock touches by seconds. One fill already takes every due job of its name, so the
 * coalesced notifications lose nothing.
 */
function coalesceJobNotifications(channel: NotificationChannel): void {
  const subscribe = channel.subscribe.bind(channel);
  channel.subscribe = (handler) => {
    /** Per job name being filled: the latest notification that arrived during the fill, if any. */
    const filling = new Map<string, JobNotification | undefined>();
    return subscribe(async (notification) => {
      const name = notification.jobName;
      if (filling.has(name)) {
        filling.set(name, notification);
        return;
      }
      let next: JobNotification | undefined = notification;
      try {
        while (next) {
          filling.set(name, undefined);
          await handler(next);
          next = filling.get(name);
        }
      } finally {
        filling.delete(name);
      }
    });
  };
}
