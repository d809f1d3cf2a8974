import { OPS_JOB_LIMIT, OPS_JOB_STATUSES, type OpsJob, type OpsJobStatus, type OpsJobsResponse } from '../../schema/api/ops';
import type { Sql } from '../persistence/sql';

export interface AgendaJobRow {
  id: string;
  name: string;
  status: OpsJobStatus;
  type: string;
  repeat_interval: string | null;
  next_run_at: Date | null;
  last_run_at: Date | null;
  last_finished_at: Date | null;
  failed_at: Date | null;
  fail_count: number | null;
  fail_reason: string | null;
  data: Record<string, unknown> | null;
}

/**
 * A job's status from Agenda's columns. A run sets `last_run_at` when it starts and
 * `last_finished_at` when it ends, under a lock; a worker also locks a recurring job ahead of its
 * next run (up to an hour early), so a lock alone is not a run. A failure sets `failed_at` and
 * `last_finished_at` to the same time, a later success moves `last_finished_at` past it (and keeps
 * `failed_at`), so "failed" means the latest run failed, even while a retry is scheduled.
 */
export const JOB_STATUS_SQL = `case
    when disabled then 'disabled'
    when locked_at is not null and last_run_at is not null and (last_finished_at is null or last_finished_at < last_run_at) then 'running'
    when failed_at is not null and (last_finished_at is null or failed_at >= last_finished_at) then 'failed'
    when next_run_at is not null then 'scheduled'
    else 'finished'
  end`;

export const JOB_ROW_SQL = `select id::text, name, ${JOB_STATUS_SQL} as status, type, repeat_interval, next_run_at, last_run_at, last_finished_at,
    failed_at, fail_count, fail_reason, data from agenda_jobs`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentJob(row: AgendaJobRow): OpsJob {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    recurring: row.type === 'single' || row.repeat_interval !== null,
    repeatInterval: row.repeat_interval,
    nextRunAt: iso(row.next_run_at),
    lastRunAt: iso(row.last_run_at),
    lastFinishedAt: iso(row.last_finished_at),
    failedAt: iso(row.failed_at),
    failCount: row.fail_count ?? 0,
    failReason: row.fail_reason,
    data: row.data ?? {},
  };
}

/**
 * Agenda's jobs as an operator triages them: running, then failed, then the next scheduled, then
 * the latest finished. One-off jobs (a launch per business) accumulate, so the list is bounded and
 * the counts cover every row.
 */
export async function listJobs(db: Sql): Promise<OpsJobsResponse> {
  const [rows, counts] = await Promise.all([
    db.query<AgendaJobRow>(
      `select * from (${JOB_ROW_SQL}) j
       order by array_position(array['running', 'failed', 'scheduled', 'disabled', 'finished'], j.status),
         case when j.status = 'scheduled' then j.next_run_at end asc,
         coalesce(j.last_finished_at, j.last_run_at, j.next_run_at) desc nulls last, j.name
       limit $1`,
      [OPS_JOB_LIMIT],
    ),
    db.query<{ status: OpsJobStatus; count: number }>(`select ${JOB_STATUS_SQL} as status, count(*)::int as count from agenda_jobs group by 1`),
  ]);
  const byStatus = Object.fromEntries(OPS_JOB_STATUSES.map((status) => [status, 0])) as Record<OpsJobStatus, number>;
  for (const row of counts) byStatus[row.status] = row.count;
  return { jobs: rows.map(presentJob), counts: byStatus };
}
