import { workflowSchema } from '../entities';

/** GET /api/workflows/current: the business's latest workflow (e.g. the launch), null if none yet. */
export const currentWorkflowResponseSchema = workflowSchema.nullable();
