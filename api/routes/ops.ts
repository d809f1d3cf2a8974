import type { Engine } from '../../engine/engine';
import { createOps } from '../../engine/ops/ops';
import { requireAdmin } from '../middleware/require-admin';
import { type AppRouter, route } from '../route';

export interface OpsRouteDeps {
  engine: Engine;
  adminEmails: readonly string[];
}

/**
 * The ops console (issue 9): every tournament actor with its journal, and Agenda's jobs with
 * run-now and retry. Each call needs a session (401) and an administrator (403); the POSTs also
 * pass the app-wide Origin check like every state-changing call.
 */
export function registerOpsRoutes(router: AppRouter, deps: OpsRouteDeps): void {
  const ops = createOps(deps.engine.context.db);
  const admin = requireAdmin(deps.adminEmails);
  route(router, 'listOpsTournaments', admin, async (_ctx, { query }) => ops.listTournaments(query));
  route(router, 'getOpsJournal', admin, async (_ctx, { params }) => ops.getTournamentJournal(params.id));
  route(router, 'listOpsJobs', admin, async () => ops.listJobs());
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
