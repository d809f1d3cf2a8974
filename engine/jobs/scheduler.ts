import { PostgresBackend } from '@agendajs/postgres-backend';
import pg from 'pg';
import { pgClientConfig } from '../db/pg-config';
import { Agenda, backoffStrategies, InMemoryNotificationChannel } from 'agenda';
import type { EngineContext } from '../engine-context';
import { JOB_NAMES, JOBS, type JobRequest, runJob } from './jobs';

export interface Scheduler {
  /** Starts processing and registers the recurring jobs (one row each, however many workers). */
  start(): Promise<void>;
  stop(): Promise<void>;
  enqueue(job: JobRequest): Promise<void>;
  readonly running: boolean;
}

/**
 * Agenda on the same database. The table comes from a migration (`ensureSchema: false`). On the
 * embedded database LISTEN/NOTIFY does not cross connections, so the in-process notification
 * channel wakes the worker instead. Failed jobs retry with exponential back-off.
 */
export function createScheduler(ctx: EngineContext, options: { databaseUrl: string; embedded: boolean; name?: string }): Scheduler {
  // Our own pool, so that a lost database connection is an 'error' we handle, not a process crash.
  const pool = new pg.Pool({ ...pgClientConfig(options.databaseUrl), max: 4 });
  pool.on('error', () => {});
  const backend = new PostgresBackend({ pool, ensureSchema: false, disableNotifications: options.embedded });
  const agenda = new Agenda({
    backend,
    name: options.name ?? `adpilot-${process.pid}`,
    processEvery: '5 seconds',
    defaultConcurrency: 1,
    maxConcurrency: 4,
    ...(options.embedded ? { notificationChannel: new InMemoryNotificationChannel() } : {}),
  });
  for (const name of JOB_NAMES) {
    agenda.define(
      name,
      async (job) => {
        await runJob(ctx, { name, data: job.attrs.data } as JobRequest, job.attrs._id?.toString() ?? null);
      },
      { backoff: backoffStrategies.exponential({ delay: 30_000, maxRetries: 5 }) },
    );
  }
  let running = false;
  return {
    get running() {
      return running;
    },
    async start() {
      await agenda.start();
      for (const name of JOB_NAMES) {
        const every = JOBS[name].every;
        if (every) await agenda.every(every, name, {}, { timezone: 'UTC' });
      }
      running = true;
    },
    async stop() {
      running = false;
      await agenda.stop();
      await pool.end();
    },
    async enqueue(job) {
      await agenda.now(job.name, job.data);
    },
  };
}
