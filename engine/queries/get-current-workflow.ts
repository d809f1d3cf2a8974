import type { Workflow } from '../../schema/entities';
import type { Sql } from '../persistence/sql';
import { presentWorkflow, type WorkflowRow } from './presenters';

const WORKFLOW_COLUMNS = 'w.id, w.status, w.step, w.progress, w.message, w.started_at, w.finished_at';

/** The user's business's latest workflow (the launch), or null if there is none. */
export async function getCurrentWorkflow(sql: Sql, userId: string): Promise<Workflow | null> {
  const rows = await sql.query<WorkflowRow>(
    `select ${WORKFLOW_COLUMNS} from workflows w join businesses b on b.id = w.business_id
     where b.owner_id = $1 order by w.started_at desc limit 1`,
    [userId],
  );
  return rows[0] ? presentWorkflow(rows[0]) : null;
}

export async function getWorkflowById(sql: Sql, workflowId: string): Promise<Workflow | null> {
  const rows = await sql.query<WorkflowRow>(`select ${WORKFLOW_COLUMNS} from workflows w where w.id = $1`, [workflowId]);
  return rows[0] ? presentWorkflow(rows[0]) : null;
}
