import { OPTIMIZATION_INTERVAL_HOURS } from '../../schema/constants';
import { biddingEntry } from '../bidding/bidding-entry';
import { planBidding, recordBidding } from '../bidding/plan-bidding';
import { isoDate } from '../budget/month-calendar';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { deliveryFromBooks, lookbackStart, OPTIMIZER_RULES, type OptimizerAction, optimizeCampaign, type Totals } from '../optimizer/optimize-campaign';
import { type ActivityWrite, insertActivityEntries } from '../persistence/activity-log-writer';
import type { AdsPlatform } from '../platform/ads-platform';
import type { DemoChange } from '../platform/demo/demo-platform';

interface CampaignRow {
  id: string;
  business_id: string;
  platform_campaign_id: string;
  weight: number;
  monthly_budget_cents: number;
  max_budget_by_date: Record<string, number>;
  platform_micros_by_date: Record<string, number>;
  hour_of_day: number[][];
  day_of_week: number[][];
  currency_code: string | null;
  time_zone: string | null;
  bidding_strategy: string;
}

interface EntityRow {
  id: string;
  campaign_id: string;
  platform_id: string;
  variant?: string;
  text?: string;
  lifecycle_stage?: string;
  cpc_bid_micros?: number;
}

interface TotalsRow extends Totals {
  entity_id: string;
  quality_score: number | null;
}

/**
 * The 4-hourly optimization of a batch of businesses in one transaction: the last week's figures
 * come from the metric snapshots (one grouped query, no platform round trip per campaign), the pure
 * optimizer decides per campaign, its platform changes are booked for demo accounts already at this
 * hour (PlatformStore.book) and sent to any other business's platform, and ads, keywords and weights
 * are written back in one statement each. Log entries are keyed by
 * (campaign, 4-hour slot, title) so a rerun in the same slot logs nothing twice.
 */
export async function optimizeBatch(ctx: EngineContext, businessIds: readonly string[]): Promise<{ campaigns: number; actions: number }> {
  const nowMs = ctx.clock();
  const slot = Math.floor(nowMs / (OPTIMIZATION_INTERVAL_HOURS * 3_600_000));
  return runUnit(ctx.db, ctx.bus, async (unit) => {
    const { tx } = unit;
    const campaigns = await tx.query<CampaignRow>(
      `select id, business_id, platform_campaign_id, weight, monthly_budget_cents, max_budget_by_date, platform_micros_by_date, hour_of_day, day_of_week,
         (select currency_code from businesses b where b.id = campaigns.business_id) as currency_code,
         (select time_zone from businesses b where b.id = campaigns.business_id) as time_zone, bidding_strategy from campaigns
       where business_id = any($1::uuid[]) and status = 'active' and platform_campaign_id is not null order by business_id, created_at, platform_campaign_id collate "C"`,
      [businessIds],
    );
    if (campaigns.length === 0) return { campaigns: 0, actions: 0 };
    const campaignIds = campaigns.map((campaign) => campaign.id);
    // One connection runs one statement at a time: these are sequential, not Promise.all.
    const ads = await tx.query<EntityRow>(
        `select id, campaign_id, platform_ad_id as platform_id, variant, lifecycle_stage from ads where campaign_id = any($1::uuid[]) and status = 'active' order by created_at, platform_ad_id collate "C"`,
        [campaignIds],
    );
    const keywords = await tx.query<EntityRow>(
        `select id, campaign_id, platform_keyword_id as platform_id, text, cpc_bid_micros from keywords where campaign_id = any($1::uuid[]) and status = 'active' order by created_at, platform_keyword_id collate "C"`,
        [campaignIds],
    );
    // Each business's window starts at its own account date (an unreadable zone throws here, and the
    // batch falls back to one business at a time, so only that business fails).
    const windowStart = new Map(campaigns.map((campaign) => [campaign.business_id, lookbackStart(nowMs, campaign.time_zone ?? undefined)]));
    const totals = await tx.query<TotalsRow>(
        `select entity_id, sum(impressions)::float8 as impressions, sum(clicks)::float8 as clicks, sum(conversions) as conversions,
           sum(cost_micros)::float8 as "costMicros", (array_agg(quality_score order by date desc) filter (where quality_score is not null))[1] as quality_score
         from metric_snapshots s join unnest($1::uuid[], $2::text[]) as w(business_id, from_date) on w.business_id = s.business_id
         where s.level <> 'campaign' and s.date >= w.from_date group by entity_id`,
        [[...windowStart.keys()], [...windowStart.values()]],
    );
    const totalsById = new Map(totals.map((row) => [row.entity_id, row]));
    const adsByCampaign = group(ads);
    const keywordsByCampaign = group(keywords);
    const efficiency = new Map<string, { cost: number; conversions: number }>();
    const businessOfCampaign = new Map(campaigns.map((campaign) => [campaign.id, campaign.business_id]));
    for (const ad of ads) {
      const figures = totalsById.get(ad.id);
      const business = businessOfCampaign.get(ad.campaign_id) ?? '';
      const sum = efficiency.get(business) ?? { cost: 0, conversions: 0 };
      sum.cost += (figures?.costMicros ?? 0) / 1e6;
      sum.conversions += figures?.conversions ?? 0;
      efficiency.set(business, sum);
    }
    const planned: { campaign: CampaignRow; actions: OptimizerAction[] }[] = [];
    const entries: ActivityWrite[] = [];
    for (const campaign of campaigns) {
      const business = efficiency.get(campaign.business_id);
      const result = optimizeCampaign({
        businessId: campaign.business_id,
        campaignId: campaign.id,
        nowMs,
        ads: (adsByCampaign.get(campaign.id) ?? []).map((ad) => ({
          adId: ad.id,
          variant: ad.variant ?? '',
          isChampion: ad.lifecycle_stage === 'champion',
          totals: totalsOf(totalsById.get(ad.id)),
          qualityScore: totalsById.get(ad.id)?.quality_score ?? null,
        })),
        keywords: (keywordsByCampaign.get(campaign.id) ?? []).map((keyword) => ({
          keywordId: keyword.id,
          text: keyword.text ?? '',
          cpcBidMicros: keyword.cpc_bid_micros ?? 0,
          totals: totalsOf(totalsById.get(keyword.id)),
          qualityScore: totalsById.get(keyword.id)?.quality_score ?? null,
        })),
        hourOfDay: campaign.hour_of_day.map(countersToTotals),
        dayOfWeek: campaign.day_of_week.map(countersToTotals),
        weight: campaign.weight,
        businessConversionsPerDollar: business && business.cost > 0 ? business.conversions / business.cost : 0,
        currencyCode: campaign.currency_code ?? undefined,
        delivery: deliveryFromBooks(
          { maxBudgetByDate: campaign.max_budget_by_date, platformMicrosByDate: campaign.platform_micros_by_date, monthlyBudgetCents: campaign.monthly_budget_cents },
          nowMs,
          campaign.time_zone ?? undefined,
        ),
        bidsByGoogle: campaign.bidding_strategy !== 'manual_cpc',
      });
      if (result.actions.length > 0) planned.push({ campaign, actions: result.actions });
      for (const entry of result.logEntries) entries.push({ ...entry, dedupeKey: `opt|${campaign.id}|${slot}|${entry.title}` });
    }
    const platformIdOf = new Map([...ads, ...keywords].map((row) => [row.id, row.platform_id]));
    const pausedAds: string[] = [];
    const pausedKeywords: string[] = [];
    const bids: { id: string; micros: number }[] = [];
    const weights: { id: string; weight: number }[] = [];
    const changes = new Map<string, DemoChange[]>();
    let actionCount = 0;
    for (const { campaign, actions } of planned) {
      const sent = changes.get(campaign.business_id) ?? [];
      changes.set(campaign.business_id, sent);
      for (const action of actions) {
        actionCount++;
        if (action.type === 'pauseAd') {
          sent.push({ kind: 'adStatus', adId: platformIdOf.get(action.adId) ?? '', status: 'PAUSED' });
          pausedAds.push(action.adId);
        } else if (action.type === 'pauseKeyword') {
          sent.push({ kind: 'keywordStatus', keywordId: platformIdOf.get(action.keywordId) ?? '', status: 'PAUSED' });
          pausedKeywords.push(action.keywordId);
        } else if (action.type === 'setKeywordBids') {
          sent.push({ kind: 'keywordBids', bids: action.bids.map((bid) => ({ keywordId: platformIdOf.get(bid.keywordId) ?? '', cpcBidMicros: bid.cpcBidMicros })) });
          for (const bid of action.bids) bids.push({ id: bid.keywordId, micros: bid.cpcBidMicros });
        } else if (action.type === 'setBidSchedule') {
          sent.push({ kind: 'bidSchedule', campaignId: campaign.platform_campaign_id, schedule: action.schedule });
        } else {
          weights.push({ id: campaign.id, weight: action.weight });
        }
      }
    }
    // Once a day, after the night's reports are final: the bidding lifecycle (engine/bidding).
    const biddingDue = (new Date(nowMs).getUTCHours() - OPTIMIZER_RULES.deliveryHourUtc + 24) % 24 < OPTIMIZATION_INTERVAL_HOURS;
    const bidding = biddingDue ? await planBidding(tx, campaignIds, nowMs) : [];
    for (const item of bidding) {
      const sent = changes.get(item.businessId) ?? [];
      changes.set(item.businessId, sent);
      sent.push({ kind: 'biddingStrategy', campaignId: item.platformCampaignId, strategy: item.decision.next });
      actionCount++;
      entries.push({ ...biddingEntry(item.decision, item.businessId, item.campaignId, nowMs), dedupeKey: `bidding|${item.campaignId}|${isoDate(nowMs)}` });
    }
    // A demo account already simulated to this hour takes the changes from its row when next opened
    // (PlatformStore.book): loading and rewriting its whole account was most of this job's time.
    // Any other account is opened and called now, in the same order.
    const withChanges = new Map([...changes].filter(([, sent]) => sent.length > 0));
    const booked = await ctx.platforms.book(tx, withChanges, nowMs);
    const platforms = await ctx.platforms.open(tx, [...withChanges.keys()].filter((businessId) => !booked.has(businessId)));
    for (const [businessId, platform] of platforms) {
      for (const change of withChanges.get(businessId) ?? []) await sendChange(platform, change);
    }
    // Every platform took its changes (booked or sent); a failed call has thrown before this.
    await recordBidding(tx, bidding, nowMs);
    if (pausedAds.length) await tx.query(`update ads set status = 'paused', lifecycle_stage = 'eliminated' where id = any($1::uuid[])`, [pausedAds]);
    if (pausedKeywords.length) await tx.query(`update keywords set status = 'paused' where id = any($1::uuid[])`, [pausedKeywords]);
    if (bids.length) {
      await tx.query('update keywords k set cpc_bid_micros = v.micros from unnest($1::uuid[], $2::bigint[]) as v(id, micros) where k.id = v.id', [
        bids.map((bid) => bid.id),
        bids.map((bid) => bid.micros),
      ]);
    }
    if (weights.length) {
      await tx.query('update campaigns c set weight = v.weight from unnest($1::uuid[], $2::float8[]) as v(id, weight) where c.id = v.id', [
        weights.map((item) => item.id),
        weights.map((item) => item.weight),
      ]);
    }
    await ctx.platforms.save(tx, platforms);
    const written = await insertActivityEntries(tx, entries);
    for (const { businessId, entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    for (const businessId of changes.keys()) unit.emit(domainEvent('hierarchy.changed', businessId, { businessId }));
    return { campaigns: campaigns.length, actions: actionCount };
  });
}

async function sendChange(platform: AdsPlatform, change: DemoChange): Promise<void> {
  if (change.kind === 'adStatus') await platform.setAdStatus(change.adId, change.status);
  else if (change.kind === 'keywordStatus') await platform.setKeywordStatus(change.keywordId, change.status);
  else if (change.kind === 'keywordBids') await platform.setKeywordBids(change.bids);
  else if (change.kind === 'biddingStrategy') await platform.setBiddingStrategy(change.campaignId, change.strategy);
  else await platform.setBidSchedule(change.campaignId, change.schedule);
}

function group(rows: readonly EntityRow[]): Map<string, EntityRow[]> {
  const map = new Map<string, EntityRow[]>();
  for (const row of rows) {
    const list = map.get(row.campaign_id);
    if (list) list.push(row);
    else map.set(row.campaign_id, [row]);
  }
  return map;
}

function totalsOf(row: TotalsRow | undefined): Totals {
  return { impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0, conversions: row?.conversions ?? 0, costMicros: row?.costMicros ?? 0 };
}

function countersToTotals(counters: readonly number[]): Totals {
  return { impressions: counters[0], clicks: counters[1], conversions: counters[2], costMicros: counters[3] };
}
