import type { EvaluateRoundInput } from '../../machines/tournament';
import { lookDates } from '../../schema/round-math';
import type { RoundEvaluation } from '../../schema/tournament-state';
import type { ActivityEntryDraft } from '../core/activity-entry';
import type { StoredArm } from '../db/entities/tournament-round';
import { hashText } from '../persistence/platform-store';
import type { Tx } from '../persistence/sql';
import type { AdsPlatform } from '../platform/ads-platform';
import { accountLocalId } from '../platform/local-id';
import { type ArmDay, evaluateRound, type RoundResult } from '../stats/evaluate-round';
import { campaignEvaluation, machineEvaluation, type NextRole, planAfterLook } from './round-plan';

interface OpenRound {
  id: string;
  ad_group_id: string;
  platform_ad_group_id: string;
  ad_ids: string[];
  decided: boolean;
  outcome: RoundResult['outcome'] | null;
  reason: string | null;
  champion_ad_id: string | null;
}

export interface RoundEvaluationEffects {
  /** Activity entries of the ad groups decided by this call (none when the rounds were already decided). */
  entries: (ActivityEntryDraft & { dedupeKey: string })[];
}

/**
 * The engine's `evaluateRound` for the tournament actor: decides every ad group's round from the
 * metric snapshots of the dates the round covered (engine/stats: one joint posterior test over all
 * arms), stores the result, and applies it (roles, eliminated ads paused) on the platform and in
 * the tables. Idempotent per (campaign, tournament, round): an ad group whose round row is already
 * decided is not decided again, its stored outcome is returned.
 */
export async function evaluatePersistedRound(
  tx: Tx,
  context: { businessId: string; campaignId: string; platform: AdsPlatform; seed: number; nowMs: number; effects: RoundEvaluationEffects },
  input: EvaluateRoundInput,
): Promise<RoundEvaluation> {
  const at = new Date(context.nowMs).toISOString();
  const rounds = await tx.query<OpenRound>(
    `select r.id, r.ad_group_id, g.platform_ad_group_id, r.ad_ids, r.decided, r.outcome, r.reason, r.champion_ad_id
     from tournament_rounds r join ad_groups g on g.id = r.ad_group_id
     where r.campaign_id = $1 and r.tournament = $2 and r.round = $3 order by g.created_at, g.platform_ad_group_id collate "C"`,
    [context.campaignId, input.tournament, input.round],
  );
  // The look compares whole dates from the round's first to the day before the look (final by then).
  const { from, to, days: roundDays } = lookDates(input.roundStartDate ?? at, input.roundEndedAt ?? at, input.timeZone ?? undefined);
  const evaluations: RoundEvaluation[] = [];
  for (const round of rounds) {
    if (round.decided && round.outcome) {
      evaluations.push({ outcome: round.outcome === 'kept' ? 'kept' : round.outcome === 'noDecision' ? 'no_decision' : 'replaced', championAdId: round.champion_ad_id, reason: round.reason ?? '' });
      continue;
    }
    const ads = await tx.query<{ id: string; variant: string; platform_ad_id: string; lifecycle_stage: string; quality_score: number | null }>(
      `select id, variant, platform_ad_id, lifecycle_stage, quality_score from ads
       where id = any($1::uuid[]) and status = 'active' order by variant`,
      [round.ad_ids],
    );
    if (ads.length === 0) continue;
    const days = await tx.query<ArmDay & { entity_id: string; cost_micros: number; quality_score: number | null }>(
      `select entity_id, date, impressions, clicks, conversions, cost_micros as "costMicros", quality_score
       from metric_snapshots where entity_id = any($1::uuid[]) and date between $2 and $3`,
      [ads.map((ad) => ad.id), from, to],
    );
    const byAd = new Map<string, ArmDay[]>(ads.map((ad) => [ad.id, []]));
    const quality = new Map<string, number | null>();
    for (const day of days) {
      byAd.get(day.entity_id)?.push(day);
      if (day.quality_score !== null) quality.set(day.entity_id, day.quality_score);
    }
    const championId = ads.find((ad) => ad.lifecycle_stage === 'champion')?.id ?? null;
    const result = evaluateRound({
      arms: ads.map((ad) => ({ adId: ad.id, variant: ad.variant, days: byAd.get(ad.id) ?? [], qualityScore: quality.get(ad.id) ?? ad.quality_score })),
      championId,
      // The draws' seed names the ad group by its id in the account, not by a table uuid: the same account
      // and plan evaluate alike whatever business they belong to (a demo business and its replay).
      seed: (context.seed ^ hashText(`${accountLocalId(round.platform_ad_group_id ?? round.ad_group_id)}|${input.tournament}|${input.round}|${to}`)) >>> 0,
      roundDays,
    });
    if (result.outcome === 'open') {
      evaluations.push(machineEvaluation(result, input.championAdId));
      // Waiting is a decision too: the owner reads once per round why it goes on (the looks after it say
      // the same with other figures, so they are not logged).
      context.effects.entries.push({
        businessId: context.businessId,
        campaignId: context.campaignId,
        title: `Round ${input.round} goes on: not enough evidence yet`,
        message: result.reason,
        level: 'info',
        eventType: 'automation',
        createdAt: context.nowMs,
        dedupeKey: `round-open|${round.ad_group_id}|${input.tournament}|${input.round}`,
        details: {
          recommendations: [],
          metric: result.metric,
          comparedDates: result.comparedDates,
          arms: result.arms.map((arm) => ({ adId: arm.adId, variant: arm.variant, probabilityBest: arm.probabilityBest, ctr: arm.ctr, label: arm.label })),
        },
      });
      continue;
    }
    const arms: StoredArm[] = result.arms.map((arm) => ({
      adId: arm.adId,
      variant: arm.variant,
      impressions: arm.impressions,
      clicks: arm.clicks,
      conversions: arm.conversions,
      costMicros: arm.costMicros,
      ctr: arm.ctr,
      conversionRate: arm.conversionRate,
      probabilityBest: arm.probabilityBest,
      label: arm.label,
      qualityScore: arm.qualityScore,
    }));
    await tx.query(
      `update tournament_rounds set decided = true, ended_at = $2, outcome = $3, metric = $4, reason = $5, champion_reason = $6,
         champion_ad_id = $7, runner_up_ad_id = $8, eliminated_ad_ids = $9::jsonb, arms = $10::jsonb
       where id = $1`,
      [round.id, input.roundEndedAt ?? at, result.outcome, result.metric, result.reason, result.championReason, result.championId, result.runnerUpId, JSON.stringify(result.eliminatedIds), JSON.stringify(arms)],
    );
    await applyRoundResult(tx, context.platform, round.platform_ad_group_id, ads, result);
    evaluations.push(machineEvaluation(result, input.championAdId));
    const decided = result.outcome === 'replaced' || result.outcome === 'crowned';
    context.effects.entries.push({
      businessId: context.businessId,
      campaignId: context.campaignId,
      title: decided
        ? `Round ${input.round} complete: ${result.outcome === 'crowned' ? 'first champion ad' : 'new champion ad'}`
        : `Round ${input.round} complete: ${result.outcome === 'kept' ? 'champion kept' : 'no decision'}`,
      message: result.reason,
      level: result.outcome === 'noDecision' ? 'warning' : 'success',
      eventType: 'automation',
      createdAt: context.nowMs,
      dedupeKey: `round|${round.ad_group_id}|${input.tournament}|${input.round}`,
      details: {
        analysisReasoning: {
          strategy: 'Champion against one challenger, looked at daily from day 7 to day 28',
          hypothesis: 'The ad most likely to be the best of all arms should get most of the traffic.',
          reasoning: result.championReason,
        },
        recommendations: result.outcome === 'noDecision' ? ['Check that every ad is approved and serving: the round had no date on which all of them served.'] : [],
        metric: result.metric,
        comparedDates: result.comparedDates,
        arms: arms.map((arm) => ({ adId: arm.adId, variant: arm.variant, probabilityBest: arm.probabilityBest, ctr: arm.ctr, label: arm.label })),
      },
    });
  }
  return campaignEvaluation(evaluations, input.championAdId);
}

async function applyRoundResult(
  tx: Tx,
  platform: AdsPlatform,
  platformAdGroupId: string,
  ads: readonly { id: string; platform_ad_id: string }[],
  result: RoundResult,
): Promise<void> {
  const plan = planAfterLook(result);
  const platformId = new Map(ads.map((ad) => [ad.id, ad.platform_ad_id]));
  const roles: Record<string, NextRole> = {};
  for (const [adId, role] of Object.entries(plan.roles)) roles[platformId.get(adId) ?? ''] = role;
  for (const adId of plan.paused) {
    const id = platformId.get(adId);
    if (id) await platform.setAdStatus(id, 'PAUSED');
  }
  await platform.setAdRoles(platformAdGroupId, roles);
  // The first round's second-best stays on as the next round's challenger; every other ad is out.
  const staying = Object.entries(plan.roles).find(([, role]) => role === 'challenger')?.[0] ?? null;
  await tx.query(
    `update ads set lifecycle_stage = case when id = $1 then 'champion' when id = $2 then 'challenger' else 'eliminated' end,
       status = case when id = any($3::uuid[]) then 'paused' else status end
     where id = any($4::uuid[])`,
    [result.championId, staying, plan.paused, ads.map((ad) => ad.id)],
  );
}
