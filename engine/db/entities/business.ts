import { defineEntity, p } from '@mikro-orm/core';
import type { ConversionStatus } from '../../../schema/api/conversion-tracking';
import { FEE_TIER_NAMES } from '../../../schema/constants';
import type { Targeting } from '../../../schema/targeting';
import type { DemoClockState } from '../../demo-clock/demo-clock';
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
    /** Locations and languages (schema/targeting.ts); null for businesses created before it existed. */
    targeting: p.json<Targeting>().nullable(),
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
    /** Ad and keyword changes booked for the demo account without loading it (PlatformStore.book); null: none. */
    demoChanges: p.json<unknown[]>().nullable().lazy(),
    /** A demo business's own clock (engine/demo-clock/demo-clock.ts); null on real time. */
    demoClock: p.json<DemoClockState>().nullable(),
    /** "Pause everything": since when, and the campaigns it paused (engine/commands/pause-business.ts); null while running. */
    ownerPause: p.json<{ at: string; campaignIds: string[] }>().nullable(),
    /** The owner cancelled the service (docs/billing.md): campaigns paused, last fee charged, Google disconnected. */
    cancelledAt: p.datetime().nullable(),
    /** What demo mode showed before the business went live (schema/entities.ts simulationHistorySchema). */
    simulationHistory: p.json<Record<string, unknown>>().nullable(),
    /** Last successful metrics sync: the budget guard treats a day as final only after it. */
    syncedAt: p.datetime().nullable(),
    /** The Google Ads account's IANA time zone and ISO currency (null: demo, UTC and USD). */
    timeZone: p.string().length(64).nullable(),
    currencyCode: p.string().length(3).nullable(),
    /**
     * Live: Google's record of the conversion action as the daily conversion-watch last read it
     * (engine/tracking/conversion-watch-job.ts), with when; the bidding lifecycle and the
     * dashboard's 14-day banner read it. Null: demo, or not read yet.
     */
    conversionStatus: p.json<ConversionStatus & { readAt: string }>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type BusinessEntity = InstanceType<typeof Business.class>;
