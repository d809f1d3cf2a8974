import type { OpsJobActionResponse } from '../../schema/api/ops';
import { errors } from '../../schema/errors';
import type { Sql } from '../persistence/sql';
import { isUuid } from '../queries/list-campaigns';
import { type AgendaJobRow, JOB_ROW_SQL, JOB_STATUS_SQL, presentJob } from './list-jobs';

/**
 * Moves a job's next run to now, so the next worker poll picks it up; only when `allowed` holds for
 * its status. Through the table rather than Agenda's API so that a web process (which runs no
 * scheduler) can do it too. Every job is idempotent (engine/jobs/jobs.ts), so running one early or
 * again is safe. Recurring jobs keep their interval: Agenda schedules the next run from it.
 */
async function runSoon(db: Sql, jobId: string, allowed: readonly string[], refusal: string): Promise<AgendaJobRow> {
  if (!isUuid(jobId)) throw errors.notFound('Job not found');
  const updated = await db.query<{ id: string }>(
    `update agenda_jobs set next_run_at = now(), updated_at = now() where id = $1 and (${JOB_STATUS_SQL}) = any($2::text[]) returning id`,
    [jobId, allowed],
  );
  const [row] = await db.query<AgendaJobRow>(`${JOB_ROW_SQL} where id = $1`, [jobId]);
  if (!row) throw errors.notFound('Job not found');
  if (updated.length === 0) throw errors.conflict(`${refusal} (it is ${row.status})`);
  return row;
}

/** "Run now": any job that is not running or disabled. */
export async function runJobNow(db: Sql, jobId: string): Promise<OpsJobActionResponse> {
  const row = await runSoon(db, jobId, ['scheduled', 'finished', 'failed'], 'This job cannot run now');
  return { message: `${row.name} will run at the next worker poll`, job: presentJob(row) };
}

/** "Retry": a job whose latest run failed runs again now instead of waiting for its back-off. */
export async function retryJob(db: Sql, jobId: string): Promise<OpsJobActionResponse> {
  const row = await runSoon(db, jobId, ['failed'], 'Only a failed job can be retried');
  return { message: `${row.name} will be retried at the next worker poll`, job: presentJob(row) };
}
