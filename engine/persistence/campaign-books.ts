import type { PacingProfile } from '../budget/pacing';
import type { EngineBusiness, EngineCampaign, EngineState } from '../core/engine-state';
import type { Sql } from './sql';

/**
 * The budget books of many businesses read in two queries and shaped as the in-memory engine's
 * EngineState, so the pure guard and pacing (engine/budget, engine/core) run on them unchanged.
 * Campaigns are keyed by their platform id there (what the core sends to the platform);
 * `campaignIdByPlatformId` maps back to table ids.
 */
export interface LoadedBooks {
  state: EngineState;
  campaignIdByPlatformId: Map<string, string>;
}

interface BusinessBookRow {
  id: string;
  monthly_budget_cents: number;
  pacing_profile: PacingProfile;
  synced_at: Date | null;
  time_zone: string | null;
  currency_code: string | null;
}

interface CampaignBookRow {
  id: string;
  business_id: string;
  name: string;
  status: 'active' | 'paused';
  paused_by_guard: boolean;
  platform_campaign_id: string;
  monthly_budget_cents: number;
  daily_budget_micros: number;
  weight: number;
  max_budget_by_date: Record<string, number>;
  ledger_cents_by_date: Record<string, number>;
  platform_micros_by_date: Record<string, number>;
  hour_of_day: [number, number, number, number][];
  day_of_week: [number, number, number, number][];
  learned_through_hour: number;
  tournament: unknown;
}

export async function loadBooks(sql: Sql, businessIds: readonly string[], options: { lock?: boolean } = {}): Promise<LoadedBooks> {
  const businesses = await sql.query<BusinessBookRow>(
    `select id, monthly_budget_cents, pacing_profile, synced_at, time_zone, currency_code from businesses where id = any($1::uuid[]) order by id${options.lock ? ' for update' : ''}`,
    [businessIds],
  );
  const campaigns = await sql.query<CampaignBookRow>(
    `select id, business_id, name, status, paused_by_guard, platform_campaign_id, monthly_budget_cents, daily_budget_micros, weight,
       max_budget_by_date, ledger_cents_by_date, platform_micros_by_date, hour_of_day, day_of_week, learned_through_hour, tournament
     from campaigns where business_id = any($1::uuid[]) and platform_campaign_id is not null order by created_at, platform_campaign_id collate "C"`,
    [businessIds],
  );
  const state: EngineState = { businesses: {}, campaigns: {} };
  for (const row of businesses) {
    const business: EngineBusiness = {
      businessId: row.id,
      monthlyBudgetCents: row.monthly_budget_cents,
      profile: row.pacing_profile,
      campaignIds: [],
      syncedAtMs: row.synced_at ? row.synced_at.getTime() : 0,
      ...(row.time_zone ? { timeZone: row.time_zone } : {}),
      ...(row.currency_code ? { currencyCode: row.currency_code } : {}),
      ledger: [],
    };
    state.businesses[row.id] = business;
  }
  const campaignIdByPlatformId = new Map<string, string>();
  for (const row of campaigns) {
    const campaign: EngineCampaign = {
      businessId: row.business_id,
      campaignId: row.platform_campaign_id,
      name: row.name,
      status: row.status,
      pausedByGuard: row.paused_by_guard,
      dailyBudgetMicros: row.daily_budget_micros,
      monthlyBudgetCents: row.monthly_budget_cents,
      weight: row.weight,
      maxBudgetByDate: row.max_budget_by_date,
      ledgerCentsByDate: row.ledger_cents_by_date,
      platformMicrosByDate: row.platform_micros_by_date,
      recordedMicros: {},
      adGroups: [],
      tournament: row.tournament,
      hourOfDay: row.hour_of_day,
      dayOfWeek: row.day_of_week,
      learnedThroughHour: row.learned_through_hour,
      rounds: [],
    };
    state.campaigns[row.platform_campaign_id] = campaign;
    state.businesses[row.business_id]?.campaignIds.push(row.platform_campaign_id);
    campaignIdByPlatformId.set(row.platform_campaign_id, row.id);
  }
  return { state, campaignIdByPlatformId };
}

/** Dates older than this are dropped from the per-date books: the guard looks at this month only. */
const KEEP_DAYS = 62;

function recent(byDate: Readonly<Record<string, number>>, nowMs: number): Record<string, number> {
  const oldest = new Date(nowMs - KEEP_DAYS * 86_400_000).toISOString().slice(0, 10);
  const kept: Record<string, number> = {};
  for (const [date, value] of Object.entries(byDate)) if (date >= oldest) kept[date] = value;
  return kept;
}

/** Writes the books back: one UPDATE for all the campaigns, whatever their number. */
export async function saveBooks(sql: Sql, books: LoadedBooks, platformIds: readonly string[], nowMs: number): Promise<void> {
  if (platformIds.length === 0) return;
  const campaigns = platformIds.map((id) => books.state.campaigns[id]);
  await sql.query(
    `update campaigns c set status = v.status, paused_by_guard = v.paused_by_guard, daily_budget_micros = v.daily_budget_micros,
       weight = v.weight, max_budget_by_date = v.max_budget::jsonb, ledger_cents_by_date = v.ledger::jsonb,
       platform_micros_by_date = v.platform::jsonb, hour_of_day = v.hour_of_day::jsonb, day_of_week = v.day_of_week::jsonb,
       learned_through_hour = v.learned_through_hour
     from unnest($1::uuid[], $2::text[], $3::boolean[], $4::bigint[], $5::float8[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[])
       as v(id, status, paused_by_guard, daily_budget_micros, weight, max_budget, ledger, platform, hour_of_day, day_of_week, learned_through_hour)
     where c.id = v.id`,
    [
      platformIds.map((id) => books.campaignIdByPlatformId.get(id)),
      campaigns.map((campaign) => campaign.status),
      campaigns.map((campaign) => campaign.pausedByGuard),
      campaigns.map((campaign) => campaign.dailyBudgetMicros),
      campaigns.map((campaign) => campaign.weight),
      campaigns.map((campaign) => JSON.stringify(recent(campaign.maxBudgetByDate, nowMs))),
      campaigns.map((campaign) => JSON.stringify(recent(campaign.ledgerCentsByDate, nowMs))),
      campaigns.map((campaign) => JSON.stringify(recent(campaign.platformMicrosByDate, nowMs))),
      campaigns.map((campaign) => JSON.stringify(campaign.hourOfDay)),
      campaigns.map((campaign) => JSON.stringify(campaign.dayOfWeek)),
      campaigns.map((campaign) => campaign.learnedThroughHour),
    ],
  );
}
