import { createActor } from 'xstate';
import { tournamentMachine } from '../../machines/tournament';
import type { CampaignAssets } from '../../schema/assets';
import type { MatchType } from '../../schema/google-ads-limits';
import { launchBidding } from '../bidding/launch-strategy';
import { monthPosition } from '../budget/month-calendar';
import type { AdSpec, AdsPlatform } from '../platform/ads-platform';
import type { EngineCampaign, EngineState } from './engine-state';

export interface LaunchRequest {
  businessId: string;
  name: string;
  /** The campaign's monthly budget: its share weight within the business. */
  monthlyBudgetCents: number;
  ads: readonly AdSpec[];
  keywords: readonly { text: string; matchType: MatchType; cpcBidMicros: number }[];
  nowMs: number;
  autoApprove?: boolean;
  /** Sitelinks, callouts, snippets, call and location created with the campaign (issue 22). */
  assets?: CampaignAssets | null;
  /** Created on its launch strategy (engine/bidding/launch-strategy.ts); false: manual CPC, as the arms without the bidding lifecycle run. */
  bidding?: boolean;
}

const emptyCounters = () => [0, 0, 0, 0] as [number, number, number, number];

/**
 * Creates a campaign (one ad group, launch variants racing evenly) on the platform and in the
 * engine's books, with tournament round 1 starting now. The first budget audit sets the real budget.
 */
export async function launchCampaign(state: EngineState, platform: AdsPlatform, request: LaunchRequest): Promise<EngineCampaign> {
  const business = state.businesses[request.businessId];
  if (!business) throw new Error(`Unknown business ${request.businessId}`);
  const position = monthPosition(request.nowMs);
  // Conservative start: what even pacing would give, the guard raises or lowers it within the hour.
  const dailyBudgetMicros = Math.floor((request.monthlyBudgetCents * 10_000) / position.daysInMonth / 2 / 10_000) * 10_000;
  const bidding = request.bidding === false ? null : launchBidding({ monthlyBudgetCents: request.monthlyBudgetCents, keywordBidsMicros: request.keywords.map((keyword) => keyword.cpcBidMicros), nowMs: request.nowMs });
  const created = await platform.createCampaign({
    name: request.name,
    dailyBudgetMicros,
    ...(bidding ? { bidding: bidding.next } : {}),
    adGroups: [{ name: `${request.name} - main`, ads: request.ads, keywords: request.keywords }],
    ...(request.assets ? { assets: request.assets } : {}),
  });
  const group = created.adGroups[0];
  const actor = createActor(tournamentMachine, {
    input: { startedAt: new Date(request.nowMs).toISOString(), autoApprove: request.autoApprove ?? true },
  });
  actor.start();
  const tournament = actor.getPersistedSnapshot();
  actor.stop();
  const campaign: EngineCampaign = {
    businessId: request.businessId,
    campaignId: created.campaignId,
    name: request.name,
    status: 'active',
    pausedByGuard: false,
    dailyBudgetMicros,
    monthlyBudgetCents: request.monthlyBudgetCents,
    weight: 1,
    maxBudgetByDate: { [position.today]: dailyBudgetMicros },
    ledgerCentsByDate: {},
    platformMicrosByDate: {},
    recordedMicros: {},
    adGroups: [
      {
        adGroupId: group.adGroupId,
        ads: group.adIds.map((adId, index) => ({
          adId,
          variant: String.fromCharCode(65 + index),
          role: 'contender',
          status: 'active',
          spec: request.ads[index],
          tournament: 1,
          round: 1,
        })),
        keywords: group.keywordIds.map((keywordId, index) => ({
          keywordId,
          text: request.keywords[index].text,
          cpcBidMicros: request.keywords[index].cpcBidMicros,
          status: 'active',
        })),
      },
    ],
    tournament,
    hourOfDay: Array.from({ length: 24 }, emptyCounters),
    dayOfWeek: Array.from({ length: 7 }, emptyCounters),
    learnedThroughHour: Math.floor(request.nowMs / 3_600_000) - 1,
    rounds: [],
    // Null: the strategy it was launched with, as the policy reads it (its first ceiling is a guess from the bids, corrected once clicks say better).
    ...(bidding ? { bidding: { strategy: bidding.next, sinceMs: null } } : {}),
  };
  state.campaigns[campaign.campaignId] = campaign;
  business.campaignIds.push(campaign.campaignId);
  return campaign;
}
