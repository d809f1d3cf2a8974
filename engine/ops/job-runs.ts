import { withCause } from './cause';

/** One finished job run, as observers (logs, metrics) see it. */
export interface JobRunReport {
  name: string;
  /** Agenda's job id; null when the job ran in-process (tests, seed, inline mode). */
  jobId: string | null;
  durationMs: number;
  outcome: 'succeeded' | 'failed';
  error?: unknown;
}

export type JobRunPhase = { phase: 'started'; name: string; jobId: string | null } | ({ phase: 'finished' } & JobRunReport);
type JobRunObserver = (event: JobRunPhase) => void;

const observers = new Set<JobRunObserver>();

/**
 * Observes job runs in this process: the API's job log lines and the Prometheus job metrics
 * subscribe here. Process-wide on purpose, like the process's one /metrics endpoint: jobs may run
 * on a scheduler no route module can reach. Returns the unsubscribe.
 */
export function observeJobRuns(observer: JobRunObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

function notify(event: JobRunPhase): void {
  for (const observer of observers) {
    try {
      observer(event);
    } catch {
      // An observer (a log line, a metric) must never fail the job it observes.
    }
  }
}

/**
 * Runs one job with its cause set (so journal entries name the job) and reports its start, its
 * duration and its outcome. The job's own error is rethrown unchanged: retries stay Agenda's call.
 */
export async function runObservedJob<T>(run: { name: string; jobId: string | null }, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  notify({ phase: 'started', name: run.name, jobId: run.jobId });
  try {
    const value = await withCause({ kind: 'job', name: run.name, jobId: run.jobId }, work);
    notify({ phase: 'finished', ...run, durationMs: performance.now() - started, outcome: 'succeeded' });
    return value;
  } catch (error) {
    notify({ phase: 'finished', ...run, durationMs: performance.now() - started, outcome: 'failed', error });
    throw error;
  }
}
