import { defineEntity, p } from '@mikro-orm/core';
import { FEE_TIER_NAMES } from '../../../schema/constants';
import type { DemoState } from '../../platform/demo/demo-state';
import { User } from './user';

/**
 * A business and how it runs: one per owner. Money is integer cents (dollars only in DTOs). The demo
 * simulator's whole account lives in `demoState` (lazy: it can be large and only jobs read it).
 */
export const Business = defineEntity({
  name: 'Business',
  tableName: 'businesses',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    owner: p.manyToOne(User).unique(),
    businessName: p.string().length(200),
    websiteUrl: p.text(),
    industry: p.string().length(200).nullable(),
    targetAudience: p.text().nullable(),
    monthlyBudgetCents: p.integer(),
    dailyBudgetCents: p.integer(),
    serviceFeePercentage: p.integer(),
    currentPricingTier: p.enum(FEE_TIER_NAMES),
    paymentConfirmed: p.boolean(),
    setupIntentId: p.string().length(255).nullable(),
    nextBillingDate: p.datetime().nullable(),
    autoApprove: p.boolean().default(false),
    platformMode: p.enum(['demo', 'live'] as const),
    pacingProfile: p.enum(['even', 'front', 'back'] as const).default('even'),
    demoState: p.json<DemoState>().nullable().lazy(),
    /** Last successful metrics sync: the budget guard treats a day as final only after it. */
    syncedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type BusinessEntity = InstanceType<typeof Business.class>;
