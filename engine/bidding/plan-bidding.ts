import type { ConversionStatus } from '../../schema/api/conversion-tracking';
import type { BiddingStrategy, BiddingStrategyKind } from '../../schema/bidding';
import type { Sql } from '../persistence/sql';
import { BIDDING_RULES, type BiddingDecision, chooseBiddingStrategy, type TrackingHealth } from './choose-bidding-strategy';

export interface PlannedBidding {
  campaignId: string;
  businessId: string;
  platformCampaignId: string;
  decision: BiddingDecision;
}

interface BiddingRow {
  id: string;
  business_id: string;
  platform_campaign_id: string;
  monthly_budget_cents: number;
  bidding_strategy: BiddingStrategyKind;
  bidding_cpc_ceiling_micros: number | null;
  bidding_target_cpa_micros: number | null;
  bidding_since: Date | null;
  platform_mode: 'demo' | 'live';
  currency_code: string | null;
  conversion_status: ConversionStatus | null;
  clicks: number;
  conversions: number;
  cost_micros: number;
  average_bid_micros: number;
}

/**
 * The daily bidding review of the persisted engine (run from the 4-hourly optimization job's
 * 04:00-08:00 UTC slot): each campaign's last 30 final dates (the account's own dates: its local
 * today is not final) from the metric snapshots, its
 * keywords' bids, and the business's conversion tracking. Live businesses count as recording only
 * when Google's record, as the conversion watch last read it, says RECORDING_CONVERSIONS; the demo
 * records every simulated conversion. Decisions only: the caller switches at the platform.
 */
export async function planBidding(tx: Sql, campaignIds: readonly string[], nowMs: number): Promise<PlannedBidding[]> {
  if (campaignIds.length === 0) return [];
  const rows = await tx.query<BiddingRow>(
    `select c.id, c.business_id, c.platform_campaign_id, c.monthly_budget_cents, c.bidding_strategy, c.bidding_cpc_ceiling_micros::float8 as bidding_cpc_ceiling_micros,
       c.bidding_target_cpa_micros::float8 as bidding_target_cpa_micros, c.bidding_since, b.platform_mode, b.currency_code, b.conversion_status,
       coalesce(m.clicks, 0)::float8 as clicks, coalesce(m.conversions, 0)::float8 as conversions, coalesce(m.cost_micros, 0)::float8 as cost_micros,
       coalesce(k.average_bid_micros, 0)::float8 as average_bid_micros
     from campaigns c join businesses b on b.id = c.business_id
     cross join lateral (select ($3::timestamptz at time zone coalesce(b.time_zone, 'UTC'))::date as today) l
     left join lateral (select sum(clicks) as clicks, sum(conversions) as conversions, sum(cost_micros) as cost_micros from metric_snapshots
       where entity_id = c.id and level = 'campaign' and date >= to_char(l.today - $2::int, 'YYYY-MM-DD') and date < to_char(l.today, 'YYYY-MM-DD')) m on true
     left join lateral (select avg(cpc_bid_micros) as average_bid_micros from keywords where campaign_id = c.id and status = 'active') k on true
     where c.id = any($1::uuid[]) order by c.created_at, c.platform_campaign_id collate "C"`,
    [campaignIds, BIDDING_RULES.windowDays, new Date(nowMs)],
  );
  const planned: PlannedBidding[] = [];
  for (const row of rows) {
    const current: BiddingStrategy = { kind: row.bidding_strategy, cpcCeilingMicros: row.bidding_cpc_ceiling_micros, targetCpaMicros: row.bidding_target_cpa_micros };
    const decision = chooseBiddingStrategy({
      current,
      sinceMs: row.bidding_since ? row.bidding_since.getTime() : null,
      nowMs,
      averageDailyBudgetMicros: (row.monthly_budget_cents * 10_000) / 30.4,
      last30Days: { clicks: row.clicks, conversions: row.conversions, costMicros: row.cost_micros },
      averageBidMicros: row.average_bid_micros,
      tracking: trackingHealth(row.platform_mode, row.conversion_status),
      currencyCode: row.currency_code ?? undefined,
    });
    if (decision) planned.push({ campaignId: row.id, businessId: row.business_id, platformCampaignId: row.platform_campaign_id, decision });
  }
  return planned;
}

/** Live: recording only on Google's word. Demo: the simulator records every conversion. */
export function trackingHealth(mode: 'demo' | 'live', status: ConversionStatus | null): TrackingHealth {
  if (mode === 'demo') return 'recording';
  return status?.trackingStatus === 'RECORDING_CONVERSIONS' ? 'recording' : 'not_recording';
}

/** Writes the campaigns' new strategies (after the platform took them). */
export async function recordBidding(tx: Sql, planned: readonly PlannedBidding[], nowMs: number): Promise<void> {
  if (planned.length === 0) return;
  await tx.query(
    // A Maximize Clicks ceiling that follows the price of a click is not a new strategy for Google to
    // learn: it keeps the strategy's date, so the 14 days before Maximize Conversions are not restarted.
    `update campaigns c set bidding_strategy = v.kind, bidding_cpc_ceiling_micros = v.ceiling, bidding_target_cpa_micros = v.target,
       bidding_since = case when c.bidding_strategy = v.kind and v.kind = 'maximize_clicks' then c.bidding_since else $5 end
     from unnest($1::uuid[], $2::text[], $3::bigint[], $4::bigint[]) as v(id, kind, ceiling, target) where c.id = v.id`,
    [
      planned.map((item) => item.campaignId),
      planned.map((item) => item.decision.next.kind),
      planned.map((item) => item.decision.next.cpcCeilingMicros),
      planned.map((item) => item.decision.next.targetCpaMicros),
      new Date(nowMs),
    ],
  );
}
