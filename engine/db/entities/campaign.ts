import { defineEntity, p } from '@mikro-orm/core';
import type { CampaignAssets } from '../../../schema/assets';
import { BIDDING_STRATEGIES } from '../../../schema/bidding';
import { TOURNAMENT_STATES } from '../../../schema/tournament-state';
import { Business } from './business';

type ByDate = Record<string, number>;
type Counters = [number, number, number, number];

/**
 * A campaign with its budget books (the in-memory engine's EngineCampaign, as columns) and its
 * tournament actor's persisted snapshot. `tournamentState`, `tournamentRound` and `roundStartDate`
 * repeat what the snapshot holds so that the round check and the list find campaigns by index.
 * `tournamentVersion` guards the snapshot: a writer that read an older version loses (optimistic).
 */
export const Campaign = defineEntity({
  name: 'Campaign',
  tableName: 'campaigns',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    name: p.string().length(200),
    theme: p.string().length(200),
    description: p.text().default(''),
    status: p.enum(['active', 'paused'] as const),
    pausedByGuard: p.boolean().default(false),
    platformCampaignId: p.string().length(100).nullable(),
    /** The planned campaign's stable identity, kept at Google in the campaign's name: a retried launch adopts, never duplicates. */
    launchKey: p.string().length(40).nullable(),
    /** Created paused by a launch that has not enabled it yet (the owner's pause meanwhile clears it). */
    awaitingLaunch: p.boolean().default(false),
    /** The plan's sitelinks, callouts, snippets, call and location with their sources (issue 22); null before them. */
    assets: p.json<CampaignAssets>().nullable(),
    monthlyBudgetCents: p.integer(),
    dailyBudgetMicros: p.bigint('number'),
    /** The optimizer's tilt of the campaign's share of the pacing plan (1 = as planned). */
    weight: p.double().default(1),
    /** This month and last: date -> highest daily budget in effect while enabled. */
    maxBudgetByDate: p.json<ByDate>(),
    /** date -> ledger cents (a cache of spend_ledger kept in the same transaction). */
    ledgerCentsByDate: p.json<ByDate>(),
    /** date -> cumulative micros the platform reported at the last sync (the ledger window). */
    platformMicrosByDate: p.json<ByDate>(),
    hourOfDay: p.json<Counters[]>(),
    dayOfWeek: p.json<Counters[]>(),
    learnedThroughHour: p.integer(),
    impressions: p.bigint('number').default(0),
    clicks: p.bigint('number').default(0),
    conversions: p.double().default(0),
    costMicros: p.bigint('number').default(0),
    tournament: p.json<unknown>(),
    tournamentVersion: p.integer().version(),
    tournamentState: p.enum(TOURNAMENT_STATES),
    tournamentRound: p.integer(),
    tournamentNumber: p.integer(),
    roundStartDate: p.datetime().nullable(),
    /** The bid strategy the bidding lifecycle set (engine/bidding, docs/bidding.md), its ceiling or target, and since when (null: since launch). */
    biddingStrategy: p.enum(BIDDING_STRATEGIES).default('manual_cpc'),
    biddingCpcCeilingMicros: p.bigint('number').nullable(),
    biddingTargetCpaMicros: p.bigint('number').nullable(),
    biddingSince: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['business', 'createdAt'] }, { properties: ['tournamentState', 'roundStartDate'] }],
  uniques: [{ properties: ['business', 'launchKey'] }],
});
export type CampaignEntity = InstanceType<typeof Campaign.class>;
