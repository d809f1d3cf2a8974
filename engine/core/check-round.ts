import { fromPromise, waitFor } from 'xstate';
import { restoreTournamentActor, tournamentMachine, type TournamentPersistedSnapshot } from '../../machines/tournament';
import { CHALLENGERS_PER_ROUND } from '../../schema/constants';
import type { RoundEvaluation } from '../../schema/tournament-state';
import { isoDate } from '../budget/month-calendar';
import type { AdsPlatform } from '../platform/ads-platform';
import { type ArmDay, evaluateRound, type RoundResult } from '../stats/evaluate-round';
import type { ActivityEntryDraft } from './activity-entry';
import type { ChallengerGenerator } from './challenger-generator';
import type { EngineAdGroup, EngineCampaign } from './engine-state';

const MACHINE_OUTCOME: Record<RoundResult['outcome'], RoundEvaluation['outcome']> = {
  crowned: 'replaced',
  replaced: 'replaced',
  kept: 'kept',
  noDecision: 'no_decision',
};

export interface RoundCheckOptions {
  seed: number;
  generateChallengers: ChallengerGenerator;
  /** Statistics knobs, e.g. fewer Monte Carlo draws in a big simulation. */
  draws?: number;
  minImpressionsPerArm?: number;
}

/**
 * The round check: when a round's 7 days have passed, drive the campaign's tournament actor through
 * its evaluation (our Beta-Binomial statistics as the injected `evaluateRound`), apply the outcome
 * (roles, eliminated ads paused) and, when the next round starts, bring in new challengers.
 */
export async function checkRound(campaign: EngineCampaign, platform: AdsPlatform, nowMs: number, options: RoundCheckOptions): Promise<ActivityEntryDraft[]> {
  const at = new Date(nowMs).toISOString();
  const results: { group: EngineAdGroup; result: RoundResult }[] = [];
  const machine = tournamentMachine.provide({
    actors: {
      evaluateRound: fromPromise(async ({ input }) => {
        const from = isoDate(Date.parse(input.roundStartDate ?? at));
        // The round covers whole dates from its start to the day before it was found over.
        const to = isoDate(Date.parse(input.roundEndedAt ?? at) - 1);
        const report = await platform.fetchMetrics({ campaignIds: [campaign.campaignId], level: 'ad', from, to, segment: 'day' });
        results.length = 0;
        for (const group of campaign.adGroups) {
          const racing = group.ads.filter((ad) => ad.status === 'active');
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
            seed: (options.seed ^ hash(`${campaign.campaignId}|${input.tournament}|${input.round}|${group.adGroupId}`)) >>> 0,
            draws: options.draws,
            minImpressionsPerArm: options.minImpressionsPerArm,
          });
          results.push({ group, result });
          campaign.rounds.push({ tournament: input.tournament, round: input.round, adGroupId: group.adGroupId, result });
        }
        const main = results[0]?.result;
        return {
          outcome: main ? MACHINE_OUTCOME[main.outcome] : 'no_decision',
          championAdId: main?.championId ?? input.championAdId,
          reason: main?.reason ?? 'No ads raced this round.',
        };
      }),
    },
  });
  const actor = restoreTournamentActor(machine, campaign.tournament as TournamentPersistedSnapshot);
  actor.start();
  if (!actor.getSnapshot().matches('testing')) {
    actor.stop();
    return [];
  }
  actor.send({ type: 'round.elapsed', at });
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
    await applyRoundResult(group, result, platform);
    entries.push({
      businessId: campaign.businessId,
      campaignId: campaign.campaignId,
      title: result.outcome === 'replaced' || result.outcome === 'crowned' ? 'New champion ad' : 'Tournament round ended',
      message: result.reason,
      level: result.outcome === 'noDecision' ? 'warning' : 'success',
      eventType: 'automation',
      createdAt: nowMs,
      details: {
        analysisReasoning: {
          strategy: 'Tournament of 7-day rounds',
          hypothesis: 'The ad most likely to be best should get most of the traffic.',
          reasoning: result.championReason,
        },
        recommendations: [],
        metric: result.metric,
        arms: result.arms.map((arm) => ({ adId: arm.adId, variant: arm.variant, probabilityBest: arm.probabilityBest, ctr: arm.ctr, label: arm.label })),
      },
    });
    if (snapshot.matches('testing')) await addChallengers(campaign, group, platform, snapshot.context.tournament, snapshot.context.round, options);
  }
  return entries;
}

async function applyRoundResult(group: EngineAdGroup, result: RoundResult, platform: AdsPlatform): Promise<void> {
  const roles: Record<string, 'champion' | 'runnerUp'> = { [result.championId]: 'champion' };
  if (result.runnerUpId) roles[result.runnerUpId] = 'runnerUp';
  for (const ad of group.ads) {
    if (ad.status !== 'active') continue;
    const role = roles[ad.adId];
    if (role) {
      ad.role = role;
    } else if (result.eliminatedIds.includes(ad.adId)) {
      ad.status = 'paused';
      await platform.setAdStatus(ad.adId, 'PAUSED');
    }
  }
  await platform.setAdRoles(group.adGroupId, roles);
}

async function addChallengers(
  campaign: EngineCampaign,
  group: EngineAdGroup,
  platform: AdsPlatform,
  tournament: number,
  round: number,
  options: RoundCheckOptions,
): Promise<void> {
  const champion = group.ads.find((ad) => ad.role === 'champion' && ad.status === 'active');
  if (!champion) return;
  const specs = options.generateChallengers({ campaignName: campaign.name, champion: champion.spec, tournament, round, count: CHALLENGERS_PER_ROUND });
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
