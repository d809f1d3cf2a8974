import { addDays, isoDate } from '../budget/month-calendar';
import type { Sql } from '../persistence/sql';
import type { RoundTraffic } from './round-plan';

/**
 * A campaign's traffic over its last 7 whole dates in the account's own zone, as a new round's
 * "at about N impressions a day" reads it: today is still being spent, and west of UTC the UTC date
 * is already tomorrow's, so neither counts.
 */
export async function recentRoundTraffic(sql: Sql, campaignId: string, nowMs: number): Promise<Omit<RoundTraffic, 'live'>> {
  const [business] = await sql.query<{ time_zone: string | null }>(
    'select b.time_zone from businesses b join campaigns c on c.business_id = b.id where c.id = $1',
    [campaignId],
  );
  const today = isoDate(nowMs, business?.time_zone ?? undefined);
  const [row] = await sql.query<{ impressions: number; clicks: number; conversions: number }>(
    `select coalesce(sum(impressions), 0)::float8 as impressions, coalesce(sum(clicks), 0)::float8 as clicks,
       coalesce(sum(conversions), 0)::float8 as conversions from metric_snapshots
     where entity_id in (select id from ads where campaign_id = $1) and date >= $2 and date < $3`,
    [campaignId, addDays(today, -7), today],
  );
  const impressions = row?.impressions ?? 0;
  const clicks = row?.clicks ?? 0;
  return {
    impressionsPerDay: impressions / 7,
    ctr: impressions > 0 ? clicks / impressions : 0.04,
    conversionRate: clicks > 0 ? (row?.conversions ?? 0) / clicks : 0,
  };
}
