import type { AdReasoning } from '../../schema/fields';
import type { UnitContext } from '../events/unit-of-work';
import type { AdsPlatform } from '../platform/ads-platform';
import { variantLabel } from './variant-label';

export interface ChallengerCopy {
  headlines: string[];
  descriptions: string[];
  reasoning: AdReasoning | null;
  finalUrl?: string;
}

/** Google serves at most 3 enabled responsive search ads per ad group (DESIGN.md). */
const LIVE_ENABLED_ADS = 3;

/**
 * Starts a round in every ad group of a campaign (engine/tournament/round-plan.ts): the champion
 * stays and faces one challenger: the one the last round kept on (the first round's second best),
 * else a queued challenger, else the first of the new copies (the rest are queued for later rounds).
 * Every other ad retires. Demo serving gives the challenger 30%, Google's even rotation half.
 * Idempotent per (ad group, tournament, round): an ad group that already has this round's
 * challenger is left alone.
 */
export async function openNextRound(
  unit: UnitContext,
  input: {
    businessId: string;
    campaignId: string;
    platform: AdsPlatform;
    live: boolean;
    tournament: number;
    round: number;
    startedAt: Date;
    /** Challengers per ad group id; an ad group without an entry gets its challengers later. */
    challengers: ReadonlyMap<string, readonly ChallengerCopy[]>;
  },
): Promise<{ missingChallengers: string[] }> {
  const { tx } = unit;
  const groups = await tx.query<{ id: string; platform_ad_group_id: string }>(
    'select id, platform_ad_group_id from ad_groups where campaign_id = $1 order by created_at, platform_ad_group_id collate "C"',
    [input.campaignId],
  );
  const ads = await tx.query<{
    id: string;
    ad_group_id: string;
    platform_ad_id: string;
    lifecycle_stage: string;
    status: string;
    tournament: number;
    round: number;
    final_url: string;
  }>('select id, ad_group_id, platform_ad_id, lifecycle_stage, status, tournament, round, final_url from ads where campaign_id = $1 order by created_at, variant', [input.campaignId]);
  const missingChallengers: string[] = [];
  for (const group of groups) {
    const groupAds = ads.filter((ad) => ad.ad_group_id === group.id);
    const already = groupAds.filter((ad) => ad.tournament === input.tournament && ad.round === input.round);
    const champion = groupAds.find((ad) => ad.lifecycle_stage === 'champion' && ad.status === 'active') ?? null;
    const copies = input.challengers.get(group.id);
    const isThisRound = (ad: (typeof groupAds)[number]) => ad.tournament === input.tournament && ad.round === input.round;
    const staying = already.length === 0 ? (groupAds.find((ad) => ad.lifecycle_stage === 'challenger' && ad.status === 'active' && !isThisRound(ad)) ?? null) : null;
    const queued = already.length === 0 && !staying ? (groupAds.find((ad) => ad.lifecycle_stage === 'queued_challenger') ?? null) : null;
    const facing = staying ?? queued;
    if (already.length === 0) {
      const retiring = groupAds.filter((ad) => ad.id !== champion?.id && ad.id !== facing?.id && ad.lifecycle_stage !== 'eliminated' && ad.lifecycle_stage !== 'queued_challenger');
      for (const ad of retiring) if (ad.status === 'active') await input.platform.setAdStatus(ad.platform_ad_id, 'PAUSED');
      if (retiring.length > 0) {
        await tx.query(`update ads set lifecycle_stage = 'eliminated', status = 'paused' where id = any($1::uuid[])`, [retiring.map((ad) => ad.id)]);
      }
    }
    const newIds: string[] = [];
    if (facing) {
      if (facing === queued) await input.platform.setAdStatus(facing.platform_ad_id, 'ENABLED');
      await tx.query(`update ads set lifecycle_stage = 'challenger', status = 'active' where id = $1`, [facing.id]);
      await input.platform.setAdRoles(group.platform_ad_group_id, { ...(champion ? { [champion.platform_ad_id]: 'champion' as const } : {}), [facing.platform_ad_id]: 'challenger' });
      newIds.push(facing.id);
    }
    if (already.length === 0 && copies && copies.length > 0) {
      const finalUrl = champion?.final_url ?? groupAds[0]?.final_url ?? '';
      const platformIds = await input.platform.addAds(
        group.platform_ad_group_id,
        copies.map((copy) => ({ headlines: copy.headlines, descriptions: copy.descriptions, finalUrl: copy.finalUrl ?? finalUrl })),
      );
      // One challenger at a time (at most Google's 3 enabled ads in any case); with one already facing the champion, all wait.
      const enabledSlots = facing ? 0 : Math.min(1, LIVE_ENABLED_ADS - (champion ? 1 : 0));
      const stages = copies.map((_, index) => (index < enabledSlots ? 'challenger' : 'queued_challenger'));
      for (const [index, stage] of stages.entries()) {
        if (stage === 'queued_challenger') await input.platform.setAdStatus(platformIds[index], 'PAUSED');
      }
      const ids = copies.map(() => crypto.randomUUID());
      newIds.push(...ids.filter((_, index) => stages[index] === 'challenger'));
      await tx.query(
        `insert into ads (id, business_id, campaign_id, ad_group_id, variant, headlines, descriptions, final_url, ai_reasoning,
           lifecycle_stage, status, platform_ad_id, tournament, round, created_at)
         select v.id, $1, $2, $3, v.variant, v.headlines::jsonb, v.descriptions::jsonb, $4, v.reasoning::jsonb, v.stage,
           case when v.stage = 'challenger' then 'active' else 'paused' end, v.platform_id, $5, $6, $7
         from unnest($8::uuid[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
           as v(id, variant, headlines, descriptions, reasoning, stage, platform_id)`,
        [
          input.businessId,
          input.campaignId,
          group.id,
          finalUrl,
          input.tournament,
          input.round,
          input.startedAt,
          ids,
          copies.map((_, index) => variantLabel(groupAds.length + index)),
          copies.map((copy) => JSON.stringify(copy.headlines)),
          copies.map((copy) => JSON.stringify(copy.descriptions)),
          copies.map((copy) => (copy.reasoning ? JSON.stringify(copy.reasoning) : null)),
          stages,
          platformIds,
        ],
      );
      const roles: Record<string, 'champion' | 'challenger'> = {};
      if (champion) roles[champion.platform_ad_id] = 'champion';
      for (const [index, platformId] of platformIds.entries()) if (stages[index] === 'challenger') roles[platformId] = 'challenger';
      if (!facing) await input.platform.setAdRoles(group.platform_ad_group_id, roles);
    } else if (already.length === 0 && !facing) {
      missingChallengers.push(group.id);
    }
    const racing = [...(champion ? [champion.id] : []), ...newIds, ...already.filter((ad) => ad.lifecycle_stage === 'challenger').map((ad) => ad.id)];
    await tx.query(
      `insert into tournament_rounds (id, business_id, campaign_id, ad_group_id, tournament, round, started_at, ad_ids, decided)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7::jsonb, false)
       on conflict (ad_group_id, tournament, round) do update set ad_ids = excluded.ad_ids
         where jsonb_array_length(tournament_rounds.ad_ids) < jsonb_array_length(excluded.ad_ids)`,
      [input.businessId, input.campaignId, group.id, input.tournament, input.round, input.startedAt, JSON.stringify(racing)],
    );
  }
  return { missingChallengers };
}
