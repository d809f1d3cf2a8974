import { fromPromise, waitFor } from 'xstate';
import { restoreTournamentActor, type TournamentPersistedSnapshot, tournamentMachine } from '../../machines/tournament';
import { lookDates } from '../../schema/round-math';
import type { RoundEvaluation } from '../../schema/tournament-state';
import type { AdsPlatform } from '../platform/ads-platform';
import { type ArmDay, evaluateRound, type RoundResult } from '../stats/evaluate-round';
import { campaignEvaluation, detectabilityMessage, machineEvaluation, planAfterLook, type RoundPlan } from '../tournament/round-plan';
import type { ActivityEntryDraft } from './activity-entry';
import type { ChallengerGenerator } from './challenger-generator';
import { type EngineAdGroup, type EngineCampaign, recordDecision } from './engine-state';

export interface RoundCheckOptions {
  seed: number;
  generateChallengers: ChallengerGenerator;
  /** Statistics knobs, e.g. fewer Monte Carlo draws in a big simulation. */
  draws?: number;
}

/**
 * The round check: when a look is due (7 whole dates over and final, then daily), drive the
 * campaign's tournament actor through its evaluation (engine/stats as the injected `evaluateRound`)
 * and apply the plan the product applies (engine/tournament/round-plan.ts): an open round changes
 * nothing; a decided one sets roles, pauses the others and, when the next round starts, brings in
 * one new challenger if none stays on.
 */
export async function checkRound(
  campaign: EngineCampaign,
  platform: AdsPlatform,
  nowMs: number,
  options: RoundCheckOptions,
  timeZone?: string,
): Promise<ActivityEntryDraft[]> {
  const at = new Date(nowMs).toISOString();
  const results: { group: EngineAdGroup; result: RoundResult }[] = [];
  const machine = tournamentMachine.provide({
    actors: {
      evaluateRound: fromPromise(async ({ input }) => {
        const dates = lookDates(input.roundStartDate ?? at, input.roundEndedAt ?? at, input.timeZone ?? undefined);
        const report = await platform.fetchMetrics({ campaignIds: [campaign.campaignId], level: 'ad', from: dates.from, to: dates.to, segment: 'day' });
        results.length = 0;
        const looks: RoundEvaluation[] = [];
        for (const group of campaign.adGroups) {
          const racing = group.ads.filter((ad) => ad.status === 'active');
          if (racing.length === 0) continue;
          // An ad group decided at an earlier look of this round waits for the others, as decided.
          const decided = campaign.rounds.find((round) => round.tournament === input.tournament && round.round === input.round && round.adGroupId === group.adGroupId);
          if (decided) {
            looks.push(machineEvaluation(decided.result, input.championAdId));
            continue;
          }
          const quality = new Map<string, number | null>();
          const days = new Map<string, ArmDay[]>(racing.map((ad) => [ad.adId, []]));
          for (const row of report.rows) {
            days.get(row.entityId)?.push(row);
            quality.set(row.entityId, row.qualityScore);
          }
          const championId = racing.find((ad) => ad.role === 'champion')?.adId ?? null;
          const result = evaluateRound({
            arms: racing.map((ad) => ({ adId: ad.adId, variant: ad.variant, days: days.get(ad.adId) ?? [], qualityScore: quality.get(ad.adId) ?? null })),
            championId,
            seed: (options.seed ^ hash(`${campaign.campaignId}|${input.tournament}|${input.round}|${group.adGroupId}|${dates.to}`)) >>> 0,
            draws: options.draws,
            roundDays: dates.days,
          });
          results.push({ group, result });
          looks.push(machineEvaluation(result, input.championAdId));
          if (result.outcome !== 'open') campaign.rounds.push({ tournament: input.tournament, round: input.round, adGroupId: group.adGroupId, result });
          if (result.outcome === 'replaced' && championId) {
            recordDecision(campaign, { atMs: nowMs, kind: 'replace', entityId: result.championId, comparedTo: [championId], metric: result.metric });
          }
        }
        return campaignEvaluation(looks, input.championAdId);
      }),
    },
  });
  const actor = restoreTournamentActor(machine, campaign.tournament as TournamentPersistedSnapshot);
  actor.start();
  if (!actor.getSnapshot().matches('testing')) {
    actor.stop();
    return [];
  }
  const looked = { tournament: actor.getSnapshot().context.tournament, round: actor.getSnapshot().context.round };
  actor.send({ type: 'round.elapsed', at, timeZone });
  if (!actor.getSnapshot().matches('evaluating')) {
    actor.stop();
    return [];
  }
  await waitFor(actor, (snapshot) => !snapshot.matches('evaluating'));
  // Zero-touch owners: a finished tournament starts the next one straight away.
  if (actor.getSnapshot().matches('complete') && actor.getSnapshot().context.autoApprove) actor.send({ type: 'round.approve', at });
  const snapshot = actor.getSnapshot();
  campaign.tournament = actor.getPersistedSnapshot();
  actor.stop();

  const entries: ActivityEntryDraft[] = [];
  for (const { group, result } of results) {
    if (result.outcome === 'open') continue;
    const plan = planAfterLook(result);
    await applyRoundPlan(group, plan, platform);
    entries.push({
      businessId: campaign.businessId,
      campaignId: campaign.campaignId,
      title: result.outcome === 'replaced' ? 'New champion ad' : result.outcome === 'crowned' ? 'First champion ad' : 'Tournament round ended',
      message: result.reason,
      level: result.outcome === 'noDecision' ? 'warning' : 'success',
      eventType: 'automation',
      createdAt: nowMs,
      details: {
        analysisReasoning: {
          strategy: 'Champion against one challenger, looked at daily from day 7 to day 28',
          hypothesis: 'The ad most likely to be best should get most of the traffic.',
          reasoning: result.championReason,
        },
        recommendations: [],
        metric: result.metric,
        arms: result.arms.map((arm) => ({ adId: arm.adId, variant: arm.variant, probabilityBest: arm.probabilityBest, ctr: arm.ctr, label: arm.label })),
      },
    });
  }
  // The next round starts (every ad group decided, and the owner approves automatically): each ad
  // group, decided at this look or an earlier one, gets its challenger.
  const advanced = snapshot.matches('testing') && (snapshot.context.tournament !== looked.tournament || snapshot.context.round !== looked.round);
  if (!advanced) return entries;
  for (const { adGroupId, result } of campaign.rounds.filter((round) => round.tournament === looked.tournament && round.round === looked.round)) {
    const group = campaign.adGroups.find((candidate) => candidate.adGroupId === adGroupId);
    if (!group) continue;
    if (planAfterLook(result).needsChallenger) await addChallenger(campaign, group, platform, snapshot.context.tournament, snapshot.context.round, options);
    const impressions = result.arms.reduce((sum, arm) => sum + arm.impressions, 0);
    const clicks = result.arms.reduce((sum, arm) => sum + arm.clicks, 0);
    const conversions = result.arms.reduce((sum, arm) => sum + arm.conversions, 0);
    entries.push({
      businessId: campaign.businessId,
      campaignId: campaign.campaignId,
      title: `Round ${snapshot.context.round} started`,
      message: detectabilityMessage({
        impressionsPerDay: impressions / Math.max(1, result.lookDay),
        ctr: impressions > 0 ? clicks / impressions : 0.04,
        conversionRate: clicks > 0 ? conversions / clicks : 0,
        live: false,
      }),
      level: 'info',
      eventType: 'automation',
      createdAt: nowMs,
      details: null,
    });
  }
  return entries;
}

async function applyRoundPlan(group: EngineAdGroup, plan: RoundPlan, platform: AdsPlatform): Promise<void> {
  for (const ad of group.ads) {
    if (ad.status !== 'active') continue;
    const role = plan.roles[ad.adId];
    if (role) {
      ad.role = role;
    } else if (plan.paused.includes(ad.adId)) {
      ad.status = 'paused';
      await platform.setAdStatus(ad.adId, 'PAUSED');
    }
  }
  await platform.setAdRoles(group.adGroupId, plan.roles);
}

async function addChallenger(campaign: EngineCampaign, group: EngineAdGroup, platform: AdsPlatform, tournament: number, round: number, options: RoundCheckOptions): Promise<void> {
  const champion = group.ads.find((ad) => ad.role === 'champion' && ad.status === 'active');
  if (!champion) return;
  const specs = options.generateChallengers({ campaignName: campaign.name, champion: champion.spec, tournament, round, count: 1 });
  const ids = await platform.addAds(group.adGroupId, specs);
  ids.forEach((adId, index) => {
    group.ads.push({ adId, variant: variantLabel(group.ads.length), role: 'challenger', status: 'active', spec: specs[index], tournament, round });
  });
  await platform.setAdRoles(group.adGroupId, Object.fromEntries(ids.map((adId) => [adId, 'challenger' as const])));
}

/** A, B, ..., Z, AA, AB, ... */
function variantLabel(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : variantLabel(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26));
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}
