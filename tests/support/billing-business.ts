import type { Sql } from '../../engine/persistence/sql';

/**
 * A business with ledger spend in `month`, saved card `setupIntentId`: `liveCents` read from Google
 * Ads and `demoCents` from the simulator (a demo business has only demo rows; one that went live
 * mid-month has both).
 */
export async function businessWithSpend(sql: Sql, userId: string, setupIntentId: string, spend: { liveCents?: number; demoCents?: number }, month: string): Promise<string> {
  const mode = spend.liveCents ? 'live' : 'demo';
  const total = (spend.liveCents ?? 0) + (spend.demoCents ?? 0);
  const [business] = await sql.query<{ id: string }>(
    `insert into businesses (id, owner_id, business_name, website_url, monthly_budget_cents, daily_budget_cents, service_fee_percentage, current_pricing_tier,
       payment_confirmed, setup_intent_id, platform_mode, created_at)
     values (gen_random_uuid(), $1, 'Test business', 'https://example.com', $2, 1000, 15, 'Base', true, $3, $4, now()) returning id`,
    [userId, total, setupIntentId, mode],
  );
  const [campaign] = await sql.query<{ id: string }>(
    `insert into campaigns (id, business_id, name, theme, status, monthly_budget_cents, daily_budget_micros, max_budget_by_date, ledger_cents_by_date,
       platform_micros_by_date, hour_of_day, day_of_week, learned_through_hour, tournament, tournament_state, tournament_round, tournament_number, created_at)
     values (gen_random_uuid(), $1, 'Campaign', 'Theme', 'active', $2, 0, '{}', '{}', '{}', '[]', '[]', 0, '{}', 'testing', 1, 1, now()) returning id`,
    [business.id, total],
  );
  // Demo rows early in the month, live rows after: two live dates, whose sum the fee is on.
  const rows: [string, number, boolean][] = [];
  if (spend.demoCents) rows.push([`${month}-03`, spend.demoCents, false]);
  if (spend.liveCents) {
    const half = Math.floor(spend.liveCents / 2);
    rows.push([`${month}-10`, half, true], [`${month}-20`, spend.liveCents - half, true]);
  }
  await sql.query(
    `insert into spend_ledger (business_id, campaign_id, date, month, cumulative_micros, delta_cents, recorded_at, live)
     select $1, $2, v.date, $3, v.cents::bigint * 10000, v.cents, now(), v.live from unnest($4::text[], $5::int[], $6::bool[]) as v(date, cents, live)`,
    [business.id, campaign.id, month, rows.map((row) => row[0]), rows.map((row) => row[1]), rows.map((row) => row[2])],
  );
  return business.id;
}
