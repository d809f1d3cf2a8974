import { defineEntity, p } from '@mikro-orm/core';
import { AD_LIFECYCLE_STAGES } from '../../../schema/entities';
import type { AdReasoning } from '../../../schema/fields';
import { AdGroup } from './ad-group';
import { Business } from './business';
import { Campaign } from './campaign';

/**
 * A responsive search ad. `lifecycleStage` is its part in the tournament; a queued challenger waits
 * (paused) for a free slot in live mode, where Google serves at most 3 enabled RSAs per ad group.
 * Totals are lifetime figures kept by the metrics sync so that the hierarchy reads one table.
 */
export const Ad = defineEntity({
  name: 'Ad',
  tableName: 'ads',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    campaign: p.manyToOne(Campaign).index(),
    adGroup: p.manyToOne(AdGroup).index(),
    variant: p.string().length(8),
    headlines: p.json<string[]>(),
    descriptions: p.json<string[]>(),
    finalUrl: p.text(),
    path1: p.string().length(15).nullable(),
    path2: p.string().length(15).nullable(),
    aiReasoning: p.json<AdReasoning>().nullable(),
    lifecycleStage: p.enum(AD_LIFECYCLE_STAGES),
    status: p.enum(['active', 'paused'] as const),
    platformAdId: p.string().length(100).nullable(),
    /** Google's policy review (approval, review status, topics); null until read. */
    policy: p.json<unknown>().nullable(),
    /** Tournament and round the ad entered. */
    tournament: p.integer(),
    round: p.integer(),
    impressions: p.bigint('number').default(0),
    clicks: p.bigint('number').default(0),
    conversions: p.double().default(0),
    costMicros: p.bigint('number').default(0),
    qualityScore: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['business', 'createdAt'] }],
});
export type AdEntity = InstanceType<typeof Ad.class>;
