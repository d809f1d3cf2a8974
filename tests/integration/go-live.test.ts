import { enums } from 'google-ads-api/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenCipher } from '../../engine/google-ads/token-cipher';
import { createFakeGoogleAds, type FakeGoogleAds } from '../support/fake-google-ads';
import { createLiveEngine, type LiveEngine, PORTLAND } from '../support/live-launch-harness';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * A demo business whose owner connects Google Ads and goes live (issue 20): the plan is launched at
 * Google from real time, the simulation's figures leave the live books and stay, labelled, apart.
 */
const NOW = Date.parse('2026-11-10T17:00:00Z');
const CUSTOMER_ID = '3100000001';
const ENCRYPTION_KEY = 'live-engine-test-key-0123456789abcdef';

describe('going live after demo mode', () => {
  let database: TestDatabase;
  let fake: FakeGoogleAds;
  let live: LiveEngine;
  let ownerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    fake = createFakeGoogleAds();
    live = createLiveEngine(database.url, fake, () => NOW);
    ownerId = crypto.randomUUID();
    await live.sql.query(`insert into users (id, email, password_hash, created_at) values ($1, 'golive@example.com', 'x', $2)`, [ownerId, new Date(NOW)]);
    await live.engine.commands.createBusiness(ownerId, {
      businessName: 'Harbor Bikes',
      websiteUrl: 'https://harbor.example',
      monthlyBudget: 1500,
      paymentConfirmed: true,
      targeting: PORTLAND,
    });
    await live.engine.drainInlineJobs();
    await live.engine.commands.fastForwardDemo(ownerId, 3);
  });

  afterAll(async () => {
    await live?.stop();
    await database?.drop();
  });

  const count = async (table: string, businessId: string) =>
    Number((await live.sql.query<{ n: string }>(`select count(*)::text as n from "${table}" where business_id = $1`, [businessId]))[0].n);

  it('is refused, changing nothing, until a Google Ads account is connected', async () => {
    await expect(live.engine.commands.goLive(ownerId)).rejects.toMatchObject({ code: 'conflict', message: expect.stringContaining('Connect a Google Ads account') });
    const business = await live.engine.queries.getMyBusiness(ownerId);
    expect(business?.demoMode).toBe(true);
    expect(business?.currentMonthAdSpend).toBeGreaterThan(0);
  });

  it('launches the plan at Google and starts the live books empty; the simulation stays apart, labelled', async () => {
    await live.sql.query(
      `insert into google_ads_connections (id, user_id, status, refresh_token_ciphertext, customer_id, login_customer_id, account_name, currency_code, time_zone, connected_at, created_at)
       values (gen_random_uuid(), $1, 'connected', $2, $3, null, 'Harbor Bikes', 'USD', 'America/Los_Angeles', $4, $4)`,
      [ownerId, new TokenCipher(ENCRYPTION_KEY).encrypt('1//refresh-token'), CUSTOMER_ID, new Date(NOW)],
    );
    const before = (await live.engine.queries.getMyBusiness(ownerId))!;
    const demoCampaigns = await live.engine.queries.listCampaigns(ownerId);
    const demoImpressions = demoCampaigns.reduce((sum, campaign) => sum + campaign.impressions, 0);
    expect(demoCampaigns).toHaveLength(3);
    expect(demoImpressions).toBeGreaterThan(0);

    const business = await live.engine.commands.goLive(ownerId);
    expect(business.demoMode).toBe(false);
    expect(business.demoClock).toBeUndefined();
    expect(business.currentMonthAdSpend).toBe(0);
    expect(business.timeZone).toBe('America/Los_Angeles');
    const history = business.simulationHistory!;
    expect(history.campaigns.map((campaign) => campaign.name)).toEqual(demoCampaigns.map((campaign) => campaign.name));
    expect(history.impressions).toBe(demoImpressions);
    expect(history.spend).toBeGreaterThan(0);
    // The simulated spend was booked from the same reports: it is what the dashboard showed (to the cent, give or take the lag's last hours).
    // In whole cents: 93.40 - 0.01 is 93.39000000000001 in floating point, more than 93.39.
    expect(Math.round(history.spend * 100)).toBeGreaterThanOrEqual(Math.round(before.currentMonthAdSpend * 100) - 1);
    expect(Date.parse(history.through)).toBeGreaterThan(NOW + 2 * 86_400_000);
    for (const table of ['campaigns', 'ads', 'keywords', 'ad_groups', 'metric_snapshots', 'spend_ledger']) expect(await count(table, business.id), table).toBe(0);

    await live.engine.drainInlineJobs();
    const atGoogle = fake.store.of(CUSTOMER_ID, 'campaign');
    expect(atGoogle).toHaveLength(3);
    expect(atGoogle.every((campaign) => campaign.fields.status === enums.CampaignStatus.ENABLED || campaign.fields.status === 'ENABLED')).toBe(true);
    const launched = await live.engine.queries.listCampaigns(ownerId);
    expect(launched.map((campaign) => campaign.name)).toEqual(demoCampaigns.map((campaign) => campaign.name));
    expect(launched.every((campaign) => campaign.status === 'active' && campaign.impressions === 0)).toBe(true);
    // The plan's budgets still sum to the monthly budget.
    expect(launched.reduce((sum, campaign) => sum + campaign.budget, 0)).toBeCloseTo(1500, 2);

    const log = await live.sql.query<{ title: string; campaign_id: string | null; simulated: boolean }>(
      "select title, campaign_id, coalesce((details->>'simulated')::boolean, false) as simulated from activity_logs where business_id = $1",
      [business.id],
    );
    const simulated = log.filter((entry) => entry.simulated);
    const real = log.filter((entry) => !entry.simulated);
    expect(simulated.map((entry) => entry.title)).toEqual(expect.arrayContaining(['Business created', 'Campaigns launched', 'Budget Audit']));
    expect(simulated.every((entry) => entry.campaign_id === null)).toBe(true);
    // The live books start with the launch: each campaign that is not tiny says it starts on Maximize Clicks (engine/bidding).
    const launchedOnClicks = await live.sql.query<{ id: string }>("select id from campaigns where business_id = $1 and bidding_strategy = 'maximize_clicks'", [business.id]);
    expect(launchedOnClicks.length).toBeGreaterThan(0);
    expect(real.filter((entry) => entry.title !== 'Bidding: Maximize clicks').map((entry) => entry.title).sort()).toEqual(['Campaigns launched', 'Going live on Google Ads']);
    expect(real.filter((entry) => entry.title === 'Bidding: Maximize clicks').map((entry) => entry.campaign_id).sort()).toEqual(launchedOnClicks.map((row) => row.id).sort());
    // The dashboard's log shows them with their label.
    const shown = await live.engine.queries.listActivityLogs(ownerId, {});
    // Newest first: the live entries (written at the same instant here), then the simulation's.
    expect(shown.slice(0, real.length).map((entry) => entry.title).sort()).toEqual(real.map((entry) => entry.title).sort());
    expect(shown.slice(real.length).every((entry) => entry.details?.simulated === true)).toBe(true);
    expect(shown.find((entry) => entry.title === 'Budget Audit')?.details?.simulated).toBe(true);
  });

  it('is refused the second time, changing nothing', async () => {
    const campaignsBefore = await live.engine.queries.listCampaigns(ownerId);
    await expect(live.engine.commands.goLive(ownerId)).rejects.toMatchObject({ code: 'conflict', message: 'This business already runs live on Google Ads.' });
    expect(await live.engine.queries.listCampaigns(ownerId)).toEqual(campaignsBefore);
    expect(fake.store.of(CUSTOMER_ID, 'campaign')).toHaveLength(3);
  });
});
