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
    status: p.enum(['pending', 'charged', 'failed'] as const),
    reference: p.string().length(255).nullable(),
    createdAt: p.datetime(),
  },
  uniques: [{ properties: ['business', 'month'] }],
});
export type BillingChargeEntity = InstanceType<typeof BillingCharge.class>;
