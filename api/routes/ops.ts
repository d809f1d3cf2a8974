import type { Engine } from '../../engine/engine';
import { createOps } from '../../engine/ops/ops';
import { requireAdmin } from '../middleware/require-admin';
import { type AppRouter, route } from '../route';

export interface OpsRouteDeps {
  engine: Engine;
  adminEmails: readonly string[];
}

/**
 * The ops console (issue 9): every tournament actor with its journal, Agenda's jobs with
 * run-now and retry, and the businesses a recurring job is failing for (issue 19). Each call needs a session (401) and an administrator (403); the POSTs also
 * pass the app-wide Origin check like every state-changing call.
 */
export function registerOpsRoutes(router: AppRouter, deps: OpsRouteDeps): void {
  const ops = createOps(deps.engine.context.db);
  const admin = requireAdmin(deps.adminEmails);
  route(router, 'listOpsTournaments', admin, async (_ctx, { query }) => ops.listTournaments(query));
  route(router, 'getOpsJournal', admin, async (_ctx, { params }) => ops.getTournamentJournal(params.id));
  route(router, 'listOpsJobs', admin, async () => ops.listJobs());
  route(router, 'listOpsBusinessHealth', admin, async () => ({
    businesses: (await ops.listUnhealthyBusinesses()).map((row) => ({
      ...row,
      status: row.status === 'failing' ? ('failing' as const) : ('retrying' as const),
      failingSince: row.failingSince?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    })),
  }));
  route(router, 'runOpsJobNow', admin, async (ctx, { params, userId }) => {
    const result = await ops.runJobNow(params.id);
    ctx.state.log.info('ops: job run now', { jobId: params.id, jobName: result.job.name, userId });
    return result;
  });
  route(router, 'retryOpsJob', admin, async (ctx, { params, userId }) => {
    const result = await ops.retryJob(params.id);
    ctx.state.log.info('ops: job retry', { jobId: params.id, jobName: result.job.name, userId });
    return result;
  });
}
