import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../engine/jobs/jobs';
import { connectLiveOwner, type LiveEngine, startLiveEngine } from '../support/live-engine';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The bidding lifecycle of a live business against the fake Google Ads API: the daily review (the
 * optimize job's 04:00-08:00 UTC run) switches a campaign's strategy with a campaign mutate, and
 * only once Google's record says conversions are recorded and 30 days hold enough of them.
 */
const DAY = 86_400_000;
let now = Date.parse('2026-11-01T05:00:00Z');
const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);

let database: TestDatabase;
let harness: LiveEngine;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await startLiveEngine({ databaseUrl: database.url, clock: () => now });
});

afterAll(async () => {
  await harness?.close();
  await database?.drop();
});

describe('bidding lifecycle, live', () => {
  it('launches on Maximize Clicks, then moves to Maximize Conversions only after 15 recorded conversions, with the mutate at Google and an activity entry', async () => {
    const { businessId } = await connectLiveOwner(harness, { customerId: '4445556666', monthlyBudget: 1_500, name: 'Harbor Bikes' });
    const [campaign] = await harness.sql.query<{ id: string; platform_campaign_id: string; name: string }>(
      'select id, platform_campaign_id, name from campaigns where business_id = $1 order by created_at limit 1',
      [businessId],
    );
    expect(campaign?.platform_campaign_id).toBeTruthy();
    const fake = harness.delivery.fake;
    const strategyMutates = () =>
      fake.calls
        .filter((call) => call.kind === 'mutate')
        .flatMap((call) => call.mutations ?? [])
        .filter((operation) => operation.entity === 'campaign' && operation.operation === 'update')
        .map((operation) => operation.resource as Record<string, unknown>)
        .filter((resource) => resource.resource_name === `customers/4445556666/campaigns/${campaign.platform_campaign_id}` && !('status' in resource));
    const stored = async () =>
      (await harness.sql.query<{ bidding_strategy: string; bidding_cpc_ceiling_micros: number | null }>('select bidding_strategy, bidding_cpc_ceiling_micros from campaigns where id = $1', [campaign.id]))[0];
    /** Campaign-level figures as the metrics sync stores them: `conversions` spread over the last 10 days. */
    const report = async (conversions: number) => {
      await harness.sql.query('delete from metric_snapshots where entity_id = $1', [campaign.id]);
      for (let offset = 1; offset <= 10; offset++) {
        await harness.sql.query(
          `insert into metric_snapshots (business_id, campaign_id, level, entity_id, date, impressions, clicks, conversions, cost_micros, synced_at)
           values ($1, $2, 'campaign', $2, $3, 800, 40, $4, 80000000, now())`,
          [businessId, campaign.id, day(-offset), offset <= conversions % 10 ? Math.floor(conversions / 10) + 1 : Math.floor(conversions / 10)],
        );
      }
    };
    const optimize = () => runJob(harness.engine.context, { name: 'optimize', data: {} });

    // Created on Maximize Clicks (its $1,500 buys well over 10 clicks a day at its bids), with the ceiling in the create mutate itself.
    const creates = fake.calls
      .filter((call) => call.kind === 'mutate' && !call.validateOnly)
      .flatMap((call) => call.mutations ?? [])
      .filter((operation) => operation.entity === 'campaign' && operation.operation === 'create')
      .map((operation) => operation.resource as Record<string, unknown>);
    const atGoogle = { fields: creates.find((resource) => String(resource.name).startsWith(campaign.name)) ?? {} };
    const launched = await stored();
    expect(launched.bidding_strategy).toBe('maximize_clicks');
    expect(launched.bidding_cpc_ceiling_micros).toBeGreaterThan(0);
    expect(atGoogle?.fields.target_spend).toEqual({ cpc_bid_ceiling_micros: launched.bidding_cpc_ceiling_micros });
    expect(atGoogle?.fields).not.toHaveProperty('manual_cpc');
    expect(strategyMutates()).toEqual([]);

    // Day 0: 400 clicks at $2 and 14 conversions. The launch ceiling was a guess from the plan's bids (1.5x their
    // average); the campaign's own clicks now say $2, so a ceiling more than 20% away from $3.00 moves to it.
    const launchCeiling = launched.bidding_cpc_ceiling_micros ?? 0;
    const corrected = Math.abs(launchCeiling - 3_000_000) > 0.2 * launchCeiling;
    await report(14);
    await optimize();
    expect(strategyMutates()).toEqual(corrected ? [expect.objectContaining({ target_spend: { cpc_bid_ceiling_micros: 3_000_000 } })] : []);
    expect(await stored()).toEqual({ bidding_strategy: 'maximize_clicks', bidding_cpc_ceiling_micros: corrected ? 3_000_000 : launchCeiling });
    const beforeRecording = strategyMutates().length;

    // 15 days later, 15 conversions, but Google has recorded none for the conversion action: no conversion strategy.
    now += 15 * DAY;
    await report(15);
    await runJob(harness.engine.context, { name: 'conversion-watch', data: {} });
    await optimize();
    expect(strategyMutates()).toHaveLength(beforeRecording);

    // Google records conversions: the next day's review moves to Maximize Conversions.
    fake.conversionsByDate.set(day(-2), 3);
    await runJob(harness.engine.context, { name: 'conversion-watch', data: {} });
    now += DAY;
    await optimize();
    expect(strategyMutates()).toHaveLength(beforeRecording + 1);
    expect(strategyMutates().at(-1)).toMatchObject({ maximize_conversions: { target_cpa_micros: 0 } });
    expect((await stored()).bidding_strategy).toBe('maximize_conversions');
    const entries = await harness.sql.query<{ title: string; message: string; details: { bidding: Record<string, unknown> } }>(
      `select title, message, details from activity_logs where business_id = $1 and campaign_id = $2 and title like 'Bidding:%' order by created_at`,
      [businessId, campaign.id],
    );
    // The launch's entry says why clicks first; each later switch has its own.
    expect(entries[0].title).toBe('Bidding: Maximize clicks');
    expect(entries[0].details.bidding).toMatchObject({ from: 'manual_cpc', to: 'maximize_clicks', daysInStrategy: 'since launch' });
    expect(entries.at(-1)?.title).toBe('Bidding: Maximize conversions');
    expect(entries).toHaveLength(beforeRecording + 2);
    expect(entries.at(-1)?.message).toContain('15 conversions in the last 30 days at $53.33 each');
    expect(entries.at(-1)?.details.bidding).toMatchObject({ from: 'maximize_clicks', to: 'maximize_conversions', conversionsLast30Days: 15, tracking: 'recording' });

    // Reruns in the same slot switch nothing again.
    await optimize();
    expect(strategyMutates()).toHaveLength(beforeRecording + 1);
  });

  it('counts only the account\'s final dates: at 05:00 UTC the evening still being spent in Los Angeles is not one of them', async () => {
    const { businessId } = await connectLiveOwner(harness, { customerId: '7778889999', monthlyBudget: 1_500, name: 'Sunset Cycles', timeZone: 'America/Los_Angeles' });
    expect((await harness.sql.query<{ time_zone: string }>('select time_zone from businesses where id = $1', [businessId]))[0]?.time_zone).toBe('America/Los_Angeles');
    const [campaign] = await harness.sql.query<{ id: string }>('select id from campaigns where business_id = $1 order by created_at limit 1', [businessId]);
    const snapshot = (date: string, conversions: number) =>
      harness.sql.query(
        `insert into metric_snapshots (business_id, campaign_id, level, entity_id, date, impressions, clicks, conversions, cost_micros, synced_at)
         values ($1, $2, 'campaign', $2, $3, 800, 40, $4, 80000000, now())
         on conflict (entity_id, date) do update set conversions = excluded.conversions`,
        [businessId, campaign.id, date, conversions],
      );
    now = Date.parse('2026-12-20T05:00:00Z'); // 21:00 on 19 December in Los Angeles
    harness.delivery.fake.conversionsByDate.set('2026-12-15', 3);
    await runJob(harness.engine.context, { name: 'conversion-watch', data: {} });
    // 14 conversions over the account's final dates (10 to 18 December), and 5 on the 19th, its today.
    for (let date = 10; date <= 18; date++) await snapshot(`2026-12-${date}`, date === 10 ? 6 : 1);
    await snapshot('2026-12-19', 5);
    const strategy = async () => (await harness.sql.query<{ bidding_strategy: string }>('select bidding_strategy from campaigns where id = $1', [campaign.id]))[0]?.bidding_strategy;
    await runJob(harness.engine.context, { name: 'optimize', data: {} });
    expect(await strategy()).toBe('maximize_clicks');
    // The next day the 19th is final: 19 conversions, and the review moves to Maximize Conversions.
    now += DAY;
    await runJob(harness.engine.context, { name: 'optimize', data: {} });
    expect(await strategy()).toBe('maximize_conversions');
  });
});
