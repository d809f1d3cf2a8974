import { listUnhealthyBusinesses } from '../jobs/business-health';
import type { Sql } from '../persistence/sql';
import { getTournamentJournal } from './get-journal';
import { retryJob, runJobNow } from './job-commands';
import { listJobs } from './list-jobs';
import { listTournaments } from './list-tournaments';

/**
 * The ops console's queries and commands. Unlike the owner-facing ones these are not scoped to a
 * business: the API lets only administrators reach them (api/routes/ops.ts).
 */
export function createOps(db: Sql) {
  return {
    listTournaments: (filter: { q?: string } = {}) => listTournaments(db, filter),
    getTournamentJournal: (campaignId: string) => getTournamentJournal(db, campaignId),
    listJobs: () => listJobs(db),
    runJobNow: (jobId: string) => runJobNow(db, jobId),
    retryJob: (jobId: string) => retryJob(db, jobId),
    listUnhealthyBusinesses: () => listUnhealthyBusinesses(db),
  };
}
export type Ops = ReturnType<typeof createOps>;
