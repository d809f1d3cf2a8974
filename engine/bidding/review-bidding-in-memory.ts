import { addDays, isoDate, previousIsoDate } from '../budget/month-calendar';
import type { ActivityEntryDraft } from '../core/activity-entry';
import type { EngineBusiness, EngineState } from '../core/engine-state';
import type { AdsPlatform } from '../platform/ads-platform';
import { biddingEntry } from './bidding-entry';
import { BIDDING_RULES, chooseBiddingStrategy, type TrackingHealth } from './choose-bidding-strategy';
import { LAUNCH_STRATEGY } from './launch-strategy';


/**
 * The daily bidding review of a business in the in-memory engine (the simulator): each active
 * campaign's last 30 days from the platform's campaign report, the pure lifecycle decides, the
 * platform switches. The demo records every conversion, so its tracking is recording.
 */
export async function reviewBiddingInMemory(state: EngineState, business: EngineBusiness, platform: AdsPlatform, nowMs: number, tracking: TrackingHealth = 'recording'): Promise<ActivityEntryDraft[]> {
  const campaignIds = business.campaignIds.filter((id) => state.campaigns[id].status === 'active');
  if (campaignIds.length === 0) return [];
  // The account's own dates: its local today is not final yet.
  const today = isoDate(nowMs, business.timeZone);
  const report = await platform.fetchMetrics({ campaignIds, level: 'campaign', from: addDays(today, -BIDDING_RULES.windowDays), to: previousIsoDate(today), segment: 'day' });
  const entries: ActivityEntryDraft[] = [];
  for (const campaignId of campaignIds) {
    const campaign = state.campaigns[campaignId];
    const last30Days = { clicks: 0, conversions: 0, costMicros: 0 };
    for (const row of report.rows) {
      if (row.campaignId !== campaignId) continue;
      last30Days.clicks += row.clicks;
      last30Days.conversions += row.conversions;
      last30Days.costMicros += row.costMicros;
    }
    const keywords = campaign.adGroups.flatMap((group) => group.keywords.filter((keyword) => keyword.status === 'active'));
    const bidding = campaign.bidding ?? { strategy: LAUNCH_STRATEGY, sinceMs: null };
    const decision = chooseBiddingStrategy({
      current: bidding.strategy,
      sinceMs: bidding.sinceMs,
      nowMs,
      averageDailyBudgetMicros: (campaign.monthlyBudgetCents * 10_000) / 30.4,
      last30Days,
      averageBidMicros: keywords.length > 0 ? keywords.reduce((sum, keyword) => sum + keyword.cpcBidMicros, 0) / keywords.length : 0,
      tracking,
    });
    if (!decision) continue;
    await platform.setBiddingStrategy(campaignId, decision.next);
    // As the persisted review (plan-bidding.ts): a Maximize Clicks ceiling change keeps the strategy's date.
    const sameClicks = decision.next.kind === 'maximize_clicks' && bidding.strategy.kind === 'maximize_clicks';
    campaign.bidding = { strategy: decision.next, sinceMs: sameClicks ? bidding.sinceMs : nowMs };
    entries.push(biddingEntry(decision, business.businessId, campaignId, nowMs));
  }
  return entries;
}
