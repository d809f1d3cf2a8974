import { defineEntity, p } from '@mikro-orm/core';
import { WORKFLOW_STATUSES } from '../../../schema/entities';
import { Business } from './business';

/** A long-running piece of work the owner watches, e.g. the launch after onboarding. */
export const Workflow = defineEntity({
  name: 'Workflow',
  tableName: 'workflows',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    kind: p.enum(['launch'] as const),
    status: p.enum(WORKFLOW_STATUSES),
    step: p.string().length(200),
    progress: p.double(),
    message: p.text().nullable(),
    startedAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
    /** A launch's plan with its planned campaign keys, kept so that a retry launches the same campaigns. */
    plan: p.json<unknown>().nullable(),
  },
  indexes: [{ properties: ['business', 'startedAt'] }],
});
export type WorkflowEntity = InstanceType<typeof Workflow.class>;
