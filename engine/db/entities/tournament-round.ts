import { defineEntity, p } from '@mikro-orm/core';
import { AdGroup } from './ad-group';
import { Business } from './business';
import { Campaign } from './campaign';

/** An arm's figures at the round's end, as engine/stats computed them. */
export interface StoredArm {
  adId: string;
  variant: string;
  impressions: number;
  clicks: number;
  conversions: number;
  costMicros: number;
  ctr: number;
  conversionRate: number;
  probabilityBest: number;
  label: string;
  qualityScore: number | null;
}

/**
 * One round of one ad group's tournament: open while testing, decided at the round's end. The
 * unique key (ad group, tournament, round) makes the evaluation idempotent: a repeated evaluation
 * finds the decided row and reuses it instead of deciding twice.
 */
export const TournamentRound = defineEntity({
  name: 'TournamentRound',
  tableName: 'tournament_rounds',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    campaign: p.manyToOne(Campaign).index(),
    adGroup: p.manyToOne(AdGroup),
    tournament: p.integer(),
    round: p.integer(),
    startedAt: p.datetime(),
    endedAt: p.datetime().nullable(),
    /** Ads that raced (ids), in variant order. */
    adIds: p.json<string[]>(),
    decided: p.boolean().default(false),
    outcome: p.enum(['crowned', 'replaced', 'kept', 'noDecision'] as const).nullable(),
    metric: p.string().length(40).nullable(),
    reason: p.text().nullable(),
    championReason: p.text().nullable(),
    championAdId: p.uuid().nullable(),
    runnerUpAdId: p.uuid().nullable(),
    eliminatedAdIds: p.json<string[]>().nullable(),
    arms: p.json<StoredArm[]>().nullable(),
  },
  uniques: [{ properties: ['adGroup', 'tournament', 'round'] }],
});
export type TournamentRoundEntity = InstanceType<typeof TournamentRound.class>;
