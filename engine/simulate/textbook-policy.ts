import { isoDate } from '../budget/month-calendar';
import { type EngineBusiness, type EngineState, recordDecision } from '../core/engine-state';
import type { AdsPlatform } from '../platform/ads-platform';
import { normalCdf } from '../stats/sequential-boundary';

const DAY_MS = 86_400_000;
/** A careful human's weekly look: keywords whose conversion rate is credibly (95%) below the campaign's. */
const CREDIBLY_BELOW = 0.95;

/**
 * The simulator's `textbook` baseline (not the product): what a careful human would do once a week.
 * Pause only keywords whose conversion rate is credibly below the campaign's (Beta posterior of the
 * keyword's rate, uniform prior, against the campaign's rate over the same weeks), keep at least one
 * keyword, move the budget toward campaigns that convert cheaper (the business's campaigns' weights,
 * within 0.5-2), and leave ads to Google's even rotation.
 */
export async function runTextbookWeek(state: EngineState, business: EngineBusiness, platform: AdsPlatform, nowMs: number, sinceMs: number): Promise<void> {
  const campaignIds = business.campaignIds.filter((id) => state.campaigns[id].status === 'active' || state.campaigns[id].pausedByGuard);
  if (campaignIds.length === 0) return;
  const report = await platform.fetchMetrics({ campaignIds, level: 'keyword', from: isoDate(sinceMs), to: isoDate(nowMs - DAY_MS), segment: 'day' });
  const totals = new Map<string, { clicks: number; conversions: number; costMicros: number }>();
  for (const row of report.rows) {
    const total = totals.get(row.entityId) ?? { clicks: 0, conversions: 0, costMicros: 0 };
    total.clicks += row.clicks;
    total.conversions += row.conversions;
    total.costMicros += row.costMicros;
    totals.set(row.entityId, total);
  }
  const efficiency = new Map<string, number>();
  for (const campaignId of campaignIds) {
    const campaign = state.campaigns[campaignId];
    const active = campaign.adGroups.flatMap((group) => group.keywords.filter((keyword) => keyword.status === 'active'));
    const clicks = active.reduce((sum, keyword) => sum + (totals.get(keyword.keywordId)?.clicks ?? 0), 0);
    const conversions = active.reduce((sum, keyword) => sum + (totals.get(keyword.keywordId)?.conversions ?? 0), 0);
    const cost = active.reduce((sum, keyword) => sum + (totals.get(keyword.keywordId)?.costMicros ?? 0), 0);
    if (cost > 0) efficiency.set(campaignId, conversions / cost);
    if (clicks === 0) continue;
    const campaignRate = conversions / clicks;
    let serving = active.length;
    for (const keyword of active) {
      const total = totals.get(keyword.keywordId);
      if (!total || serving <= 1) continue;
      const mean = (1 + total.conversions) / (2 + total.clicks);
      const sd = Math.sqrt((mean * (1 - mean)) / (3 + total.clicks));
      if (normalCdf((campaignRate - mean) / sd) < CREDIBLY_BELOW) continue;
      const comparedTo = active.filter((other) => other.status === 'active').map((other) => other.keywordId);
      await platform.setKeywordStatus(keyword.keywordId, 'PAUSED');
      keyword.status = 'paused';
      serving--;
      recordDecision(campaign, { atMs: nowMs, kind: 'pauseKeyword', entityId: keyword.keywordId, comparedTo });
    }
  }
  if (efficiency.size < 2) return;
  const average = [...efficiency.values()].reduce((sum, value) => sum + value, 0) / efficiency.size;
  for (const [campaignId, value] of efficiency) {
    const campaign = state.campaigns[campaignId];
    if (average > 0) campaign.weight = Math.min(2, Math.max(0.5, campaign.weight * Math.min(1.2, Math.max(0.8, value / average))));
  }
}
