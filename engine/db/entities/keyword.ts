import { defineEntity, p } from '@mikro-orm/core';
import { MATCH_TYPES } from '../../../schema/google-ads-limits';
import { AdGroup } from './ad-group';
import { Business } from './business';
import { Campaign } from './campaign';

export const Keyword = defineEntity({
  name: 'Keyword',
  tableName: 'keywords',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    campaign: p.manyToOne(Campaign).index(),
    adGroup: p.manyToOne(AdGroup).index(),
    text: p.string().length(80),
    matchType: p.enum(MATCH_TYPES),
    cpcBidMicros: p.bigint('number'),
    status: p.enum(['active', 'paused'] as const),
    /** Google's policy review of the keyword; null until read. */
    policy: p.json<unknown>().nullable(),
    platformKeywordId: p.string().length(100).nullable(),
    impressions: p.bigint('number').default(0),
    clicks: p.bigint('number').default(0),
    conversions: p.double().default(0),
    costMicros: p.bigint('number').default(0),
    qualityScore: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['business', 'createdAt'] }],
});
export type KeywordEntity = InstanceType<typeof Keyword.class>;
