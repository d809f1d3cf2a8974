import { defineEntity, p } from '@mikro-orm/core';

/**
 * What the platform reported for one campaign, ad or keyword on one date, as of the last sync (an
 * upsert: later syncs of the same date overwrite it). Round evaluation and the optimizer read these
 * instead of asking the platform again. Plain uuid columns, no foreign keys: written in bulk.
 */
export const MetricSnapshot = defineEntity({
  name: 'MetricSnapshot',
  tableName: 'metric_snapshots',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    businessId: p.uuid(),
    campaignId: p.uuid(),
    level: p.enum(['campaign', 'ad', 'keyword'] as const),
    /** Our id of the campaign, ad or keyword. */
    entityId: p.uuid(),
    /** YYYY-MM-DD (UTC, the platform's day). */
    date: p.string().length(10),
    impressions: p.bigint('number'),
    clicks: p.bigint('number'),
    conversions: p.double(),
    costMicros: p.bigint('number'),
    qualityScore: p.integer().nullable(),
    syncedAt: p.datetime(),
  },
  uniques: [{ properties: ['entityId', 'date'] }],
  indexes: [{ properties: ['campaignId', 'level', 'date'] }],
});
export type MetricSnapshotEntity = InstanceType<typeof MetricSnapshot.class>;
