import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toOnboardingPreview } from '../../schema/ai-plan';
import { signUp } from '../../engine/accounts/credentials';
import { createOfflineStrategist } from '../../engine/ai/offline-strategist';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { replayDemo } from '../../engine/simulate/replay-demo';
import { analyzeSite } from '../../engine/site/analyze-site';
import { FIXTURE_SITES, type FixtureSiteServer, serveFixtureSites } from '../fixtures/sites/fixture-sites';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTestEngine } from '../support/test-engine';

/**
 * Issue 20: a demo business's figures agree with what `npm run simulate` gives for the same seed and
 * plan. An owner onboards a site in demo mode (the preview planned from the site and launched as
 * approved) and fast-forwards; the replay (`npm run simulate -- --site … --seed … --start …`) runs
 * the same site, the account's seed and the launch instant on a database of its own, with other ids.
 */
const START = Date.parse('2026-04-06T10:00:00Z');
const DAYS = 8;

describe('a demo business and its replay by npm run simulate', () => {
  let sites: FixtureSiteServer;
  let database: TestDatabase;

  beforeAll(async () => {
    sites = await serveFixtureSites();
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
    await sites?.close();
  });

  it(`show the same figures after ${DAYS} simulated days`, async () => {
    const fixture = FIXTURE_SITES.find((site) => site.slug === 'plumber')!;
    const form = {
      businessName: fixture.form.businessName,
      websiteUrl: sites.urlOf(fixture.slug),
      monthlyBudget: fixture.form.monthlyBudget,
      industry: fixture.form.industry ?? '',
      targetAudience: fixture.form.targetAudience ?? '',
    };
    // The site is read once and the reading given to both sides (onboarding's preview, the launch's
    // assets, the replay): what is compared is the same plan with the same seed.
    const site = await analyzeSite(sites.urlOf(fixture.slug), { allowHosts: ['127.0.0.1'] });
    expect('error' in site).toBe(false);
    const engine = createTestEngine(database, new VirtualClock(START), { analyzeSite: async () => site });
    try {
      const owner = await signUp(database.orm.em.fork(), { email: 'owner@example.com', password: 'owner-password-1' });
      // Onboarding: step 2's preview (as POST /api/onboarding/campaign-preview makes it), launched as approved.
      const plan = await createOfflineStrategist().planBusiness({ ...form, industry: form.industry || null, targetAudience: form.targetAudience || null, site });
      const preview = toOnboardingPreview(plan);
      await engine.commands.createBusiness(owner.id, { ...form, paymentConfirmed: true, preview, ...(preview.targeting ? { targeting: preview.targeting } : {}) });
      await engine.drainInlineJobs();
      await engine.commands.fastForwardDemo(owner.id, DAYS);
      const business = await engine.queries.getMyBusiness(owner.id);
      const campaigns = await engine.queries.listCampaigns(owner.id);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const [{ seed }] = (await client.query<{ seed: number }>(`select (demo_state->>'seed')::float8 as seed from businesses where owner_id = $1`, [owner.id])).rows;
      await client.end();

      const replay = await replayDemo({ form, site, accountSeed: seed, startMs: START, days: DAYS, serverUrl: process.env.TEST_DATABASE_URL });

      expect(campaigns.reduce((sum, campaign) => sum + campaign.clicks, 0)).toBeGreaterThan(0);
      expect(replay.campaigns).toEqual(
        campaigns.map((campaign) => ({ name: campaign.name, impressions: campaign.impressions, clicks: campaign.clicks, conversions: campaign.conversions, spend: campaign.spent })),
      );
      expect(replay.monthSpend).toBe(business?.currentMonthAdSpend);
      expect(replay.now).toBe(business?.demoClock?.now);
    } finally {
      await engine.stop();
    }
  }, 120_000);
});
