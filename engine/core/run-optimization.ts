import { isoDate } from '../budget/month-calendar';
import { deliveryFromBooks, lookbackStart, optimizeCampaign, type Totals } from '../optimizer/optimize-campaign';
import type { AdsPlatform, MetricsRow } from '../platform/ads-platform';
import type { ActivityEntryDraft } from './activity-entry';
import { type EngineBusiness, type EngineState, recordDecision } from './engine-state';
import { learnDeliveryProfile } from './sync-metrics';

/** The 4-hourly optimization of a business: read the last four weeks in the account's dates, decide per campaign, apply. */
export async function runOptimization(state: EngineState, business: EngineBusiness, platform: AdsPlatform, nowMs: number): Promise<ActivityEntryDraft[]> {
  const campaignIds = business.campaignIds.filter((campaignId) => state.campaigns[campaignId].status === 'active');
  if (campaignIds.length === 0) return [];
  await learnDeliveryProfile(state, business, platform, nowMs);
  const window = { campaignIds, from: lookbackStart(nowMs, business.timeZone), to: isoDate(nowMs, business.timeZone), segment: 'day' as const };
  const [ads, keywords] = await Promise.all([
    platform.fetchMetrics({ ...window, level: 'ad' }),
    platform.fetchMetrics({ ...window, level: 'keyword' }),
  ]);
  const adTotals = totalsById(ads.rows);
  const keywordTotals = totalsById(keywords.rows);
  let businessCost = 0;
  let businessConversions = 0;
  for (const { totals } of adTotals.values()) {
    businessCost += totals.costMicros / 1e6;
    businessConversions += totals.conversions;
  }
  const entries: ActivityEntryDraft[] = [];
  for (const campaignId of campaignIds) {
    const campaign = state.campaigns[campaignId];
    const activeAds = campaign.adGroups.flatMap((group) => group.ads.filter((ad) => ad.status === 'active'));
    const activeKeywords = campaign.adGroups.flatMap((group) => group.keywords.filter((keyword) => keyword.status === 'active'));
    const result = optimizeCampaign({
      businessId: business.businessId,
      campaignId,
      nowMs,
      ads: activeAds.map((ad) => ({
        adId: ad.adId,
        variant: ad.variant,
        isChampion: ad.role === 'champion',
        totals: adTotals.get(ad.adId)?.totals ?? zero(),
        qualityScore: adTotals.get(ad.adId)?.qualityScore ?? null,
      })),
      keywords: activeKeywords.map((keyword) => ({
        keywordId: keyword.keywordId,
        text: keyword.text,
        cpcBidMicros: keyword.cpcBidMicros,
        totals: keywordTotals.get(keyword.keywordId)?.totals ?? zero(),
        qualityScore: keywordTotals.get(keyword.keywordId)?.qualityScore ?? null,
      })),
      hourOfDay: campaign.hourOfDay.map(toTotals),
      dayOfWeek: campaign.dayOfWeek.map(toTotals),
      weight: campaign.weight,
      businessConversionsPerDollar: businessCost > 0 ? businessConversions / businessCost : 0,
      currencyCode: business.currencyCode,
      delivery: deliveryFromBooks(campaign, nowMs, business.timeZone),
      bidsByGoogle: (campaign.bidding?.strategy.kind ?? 'manual_cpc') !== 'manual_cpc',
    });
    for (const action of result.actions) {
      if (action.type === 'pauseAd') {
        const comparedTo = activeAds.filter((ad) => ad.status === 'active').map((ad) => ad.adId);
        recordDecision(campaign, { atMs: nowMs, kind: 'pauseAd', entityId: action.adId, comparedTo });
        await platform.setAdStatus(action.adId, 'PAUSED');
        for (const ad of activeAds) if (ad.adId === action.adId) ad.status = 'paused';
      } else if (action.type === 'pauseKeyword') {
        const comparedTo = activeKeywords.filter((keyword) => keyword.status === 'active').map((keyword) => keyword.keywordId);
        recordDecision(campaign, { atMs: nowMs, kind: 'pauseKeyword', entityId: action.keywordId, comparedTo });
        await platform.setKeywordStatus(action.keywordId, 'PAUSED');
        for (const keyword of activeKeywords) if (keyword.keywordId === action.keywordId) keyword.status = 'paused';
      } else if (action.type === 'setKeywordBids') {
        await platform.setKeywordBids(action.bids);
        for (const bid of action.bids) for (const keyword of activeKeywords) if (keyword.keywordId === bid.keywordId) keyword.cpcBidMicros = bid.cpcBidMicros;
      } else if (action.type === 'setBidSchedule') {
        await platform.setBidSchedule(campaignId, action.schedule);
      } else {
        campaign.weight = action.weight;
      }
    }
    entries.push(...result.logEntries);
  }
  return entries;
}

function totalsById(rows: readonly MetricsRow[]): Map<string, { totals: Totals; qualityScore: number | null }> {
  const byId = new Map<string, { totals: Totals; qualityScore: number | null }>();
  for (const row of rows) {
    const item = byId.get(row.entityId) ?? { totals: zero(), qualityScore: row.qualityScore };
    item.totals.impressions += row.impressions;
    item.totals.clicks += row.clicks;
    item.totals.conversions += row.conversions;
    item.totals.costMicros += row.costMicros;
    item.qualityScore = row.qualityScore ?? item.qualityScore;
    byId.set(row.entityId, item);
  }
  return byId;
}

function zero(): Totals {
  return { impressions: 0, clicks: 0, conversions: 0, costMicros: 0 };
}

function toTotals(counters: readonly number[]): Totals {
  return { impressions: counters[0], clicks: counters[1], conversions: counters[2], costMicros: counters[3] };
}
