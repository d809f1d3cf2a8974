import { defineEntity, p } from '@mikro-orm/core';
import { Business } from './business';
import { Campaign } from './campaign';

/**
 * Layer 4 of the budget guard: the append-only spend ledger. A row records that the window
 * (campaign, date) had reported `cumulativeMicros` and adds the difference in cents; the unique key
 * makes a replayed sync insert nothing (DESIGN.md, "Budget guard").
 */
export const SpendLedgerEntry = defineEntity({
  name: 'SpendLedgerEntry',
  tableName: 'spend_ledger',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    business: p.manyToOne(Business),
    campaign: p.manyToOne(Campaign),
    date: p.string().length(10),
    /** YYYY-MM: the budget month the spend counts against. */
    month: p.string().length(7),
    cumulativeMicros: p.bigint('number'),
    deltaCents: p.integer(),
    recordedAt: p.datetime(),
    /** Read from Google Ads (not the demo simulator): the only spend the monthly fee is computed on. */
    live: p.boolean().default(false),
  },
  uniques: [{ properties: ['campaign', 'date', 'cumulativeMicros'] }],
  indexes: [{ properties: ['business', 'month'] }],
});
export type SpendLedgerEntryEntity = InstanceType<typeof SpendLedgerEntry.class>;
