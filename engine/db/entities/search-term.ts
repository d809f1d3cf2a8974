import { defineEntity, p } from '@mikro-orm/core';
import { AdGroup } from './ad-group';
import { Business } from './business';
import { Campaign } from './campaign';
import { Keyword } from './keyword';

/**
 * A negative keyword the engine added because of a search term (docs/search-terms.md): campaign
 * level when `adGroup` is null. `removedAt` is set when the owner undid it (removed at the platform too).
 */
export const SearchTermNegative = defineEntity({
  name: 'SearchTermNegative',
  tableName: 'search_term_negatives',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    campaign: p.manyToOne(Campaign).index(),
    adGroup: p.manyToOne(AdGroup).nullable(),
    text: p.string().length(80),
    matchType: p.enum(['EXACT', 'PHRASE'] as const),
    platformNegativeId: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
    removedAt: p.datetime().nullable(),
  },
});
export type SearchTermNegativeEntity = InstanceType<typeof SearchTermNegative.class>;

/**
 * A search that triggered an ad group's ads, its figures over the last review window and what the
 * engine made of it: kept, excluded (by `negative`), added as `keyword`, or new (no decision yet).
 * `ownerOverride`: the owner undid the decision, the engine leaves the term alone from then on.
 */
export const SearchTerm = defineEntity({
  name: 'SearchTerm',
  tableName: 'search_terms',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    campaign: p.manyToOne(Campaign),
    adGroup: p.manyToOne(AdGroup),
    text: p.text(),
    impressions: p.bigint('number').default(0),
    clicks: p.bigint('number').default(0),
    conversions: p.double().default(0),
    costMicros: p.bigint('number').default(0),
    status: p.enum(['new', 'kept', 'excluded', 'added'] as const),
    verdict: p.enum(['relevant', 'irrelevant', 'unsure'] as const).nullable(),
    reason: p.text(),
    negative: p.manyToOne(SearchTermNegative).nullable(),
    keyword: p.manyToOne(Keyword).nullable(),
    ownerOverride: p.boolean().default(false),
    firstSeenAt: p.datetime().onCreate(() => new Date()),
    decidedAt: p.datetime().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['adGroup', 'text'] }],
  indexes: [{ properties: ['business', 'costMicros'] }],
});
export type SearchTermEntity = InstanceType<typeof SearchTerm.class>;
