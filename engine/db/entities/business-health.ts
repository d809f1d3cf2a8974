import { defineEntity, p } from '@mikro-orm/core';
import { Business } from './business';

/**
 * How one business fares in one recurring job (engine/jobs/business-health.ts): healthy, retrying
 * (failed, another attempt is due) or failing since `failingSince` with `reason`. The job
 * `fail-safe` records budgets lowered at Google because spend could not be read.
 */
export const BusinessHealth = defineEntity({
  name: 'BusinessHealth',
  tableName: 'business_health',
  properties: {
    business: p.manyToOne(Business).primary().deleteRule('cascade'),
    job: p.text().primary(),
    status: p.enum(['healthy', 'retrying', 'failing'] as const),
    reason: p.text().nullable(),
    failingSince: p.datetime().nullable(),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    lastSuccessAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});
