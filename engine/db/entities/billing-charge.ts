import { defineEntity, p } from '@mikro-orm/core';
import { Business } from './business';

/** The service fee of one business for one month; unique per (business, month) so billing runs once. */
export const BillingCharge = defineEntity({
  name: 'BillingCharge',
  tableName: 'billing_charges',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    month: p.string().length(7),
    spendCents: p.integer(),
    feePercentage: p.integer(),
    feeCents: p.integer(),
    /** charged = paid; requires_action = the owner must confirm it (3-D Secure); see docs/billing.md. */
    status: p.enum(['pending', 'charged', 'failed', 'requires_action', 'refunded'] as const),
    reference: p.string().length(255).nullable(),
    /** Tries made so far (the first charge is 1); retries follow FEE_RETRY_DAYS. */
    attempts: p.integer().default(0),
    nextRetryAt: p.datetime().nullable(),
    /** After the last failed try: when the business's campaigns pause if the fee is still unpaid. */
    pauseAt: p.datetime().nullable(),
    failureMessage: p.text().nullable(),
    receiptUrl: p.text().nullable(),
    paidAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
  uniques: [{ properties: ['business', 'month'] }],
});
export type BillingChargeEntity = InstanceType<typeof BillingCharge.class>;
