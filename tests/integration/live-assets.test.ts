import { enums } from 'google-ads-api/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../engine/jobs/jobs';
import { analyzeSite } from '../../engine/site/analyze-site';
import type { CampaignAssets } from '../../schema/assets';
import { type FixtureSiteServer, serveFixtureSites } from '../fixtures/sites/fixture-sites';
import { createFakeGoogleAds, FAILURES, type FakeGoogleAds } from '../support/fake-google-ads';
import { createLiveEngine, type LiveEngine, seedLiveBusiness } from '../support/live-launch-harness';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Assets at Google (issue 22), against the fake Google Ads server: a live launch of the bakery
 * fixture's plan creates each campaign's sitelinks, callouts, snippet and call asset with the
 * campaign (asset + campaign_asset, in the mutate after the campaign's); Google refusing them
 * leaves the launch complete and the owner told why.
 */

const NOW = Date.parse('2026-11-10T17:00:00Z');
let database: TestDatabase;
let sites: FixtureSiteServer;
let customerSeq = 3_100_000_000;

beforeAll(async () => {
  database = await createTestDatabase();
  sites = await serveFixtureSites();
});
afterAll(async () => {
  await database?.drop();
  await sites?.close();
});

function liveEngine(fake: FakeGoogleAds): LiveEngine {
  return createLiveEngine(database.url, fake, () => NOW, { analyzeSite: () => analyzeSite(sites.urlOf('bakery'), { allowHosts: ['127.0.0.1'] }) });
}

type Resource = Record<string, unknown>;

describe('assets created with a live campaign', () => {
  it('each campaign’s mutate after its creation carries its sitelinks, callouts, snippet and call, linked to it', async () => {
    const fake = createFakeGoogleAds();
    const live = liveEngine(fake);
    try {
      const customerId = String(customerSeq++);
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs: NOW });
      await runJob(live.engine.context, { name: 'launch-business', data: business });

      const campaigns = await live.sql.query<{ platform_campaign_id: string; name: string; assets: CampaignAssets | null }>(
        'select platform_campaign_id, name, assets from campaigns where business_id = $1 order by created_at',
        [business.businessId],
      );
      expect(campaigns.length).toBeGreaterThanOrEqual(2);
      const mutates = fake.calls.filter((call) => call.kind === 'mutate' && !call.validateOnly && call.customerId === customerId);
      for (const campaign of campaigns) {
        const planned = campaign.assets;
        if (!planned) throw new Error(`no assets stored for ${campaign.name}`);
        const links = fake.store.of(customerId, 'campaign_asset').filter((link) => link.parent === campaign.platform_campaign_id);
        const assetsOf = (type: number) =>
          links.filter((link) => link.fields.field_type === type).map((link) => fake.store.entities.find((asset) => asset.resourceName === link.fields.asset)?.fields as Resource);
        const sitelinks = assetsOf(enums.AssetFieldType.SITELINK);
        expect(sitelinks.map((asset) => (asset.sitelink_asset as Resource).link_text)).toEqual(planned.sitelinks.map((link) => link.linkText));
        expect(sitelinks.flatMap((asset) => asset.final_urls as string[]).sort()).toEqual([`${sites.urlOf('bakery')}about.html`, `${sites.urlOf('bakery')}menu.html`]);
        expect(assetsOf(enums.AssetFieldType.CALLOUT).map((asset) => (asset.callout_asset as Resource).callout_text)).toEqual(planned.callouts.map((callout) => callout.text));
        expect(assetsOf(enums.AssetFieldType.STRUCTURED_SNIPPET).map((asset) => (asset.structured_snippet_asset as Resource).header)).toEqual(['Service catalog']);
        expect(assetsOf(enums.AssetFieldType.CALL).map((asset) => asset.call_asset)).toEqual([{ country_code: 'US', phone_number: '+15035550142' }]);
        // The assets travel in their own mutate, right after the campaign's, linked to the created campaign.
        const carrying = mutates.find((call) => call.mutations?.some((operation) => operation.entity === 'campaign_asset' && (operation.resource as Resource).campaign === `customers/${customerId}/campaigns/${campaign.platform_campaign_id}`));
        expect(carrying?.mutations?.filter((operation) => operation.entity === 'asset')).toHaveLength(planned.sitelinks.length + planned.callouts.length + planned.structuredSnippets.length + 1);
      }
      // The site links a Business Profile: Google takes locations only from a linked profile, and the owner is told how.
      const entries = await live.sql.query<{ title: string; message: string; level: string }>("select title, message, level from activity_logs where business_id = $1 and title like 'Assets%'", [
        business.businessId,
      ]);
      expect(entries).toHaveLength(campaigns.length);
      expect(entries.every((entry) => entry.title === 'Assets added' && entry.level === 'info')).toBe(true);
      expect(entries[0].message).toMatch(/2 sitelinks, \d+ callouts, 1 structured snippet, 1 call button/);
      expect(entries[0].message).toContain('Business Profile is linked to your Google Ads account');
    } finally {
      await live.stop();
    }
  });

  it('a campaign created from the dashboard carries the site’s assets its preview showed, created at Google with it', async () => {
    const fake = createFakeGoogleAds();
    const live = liveEngine(fake);
    try {
      const customerId = String(customerSeq++);
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs: NOW });
      await runJob(live.engine.context, { name: 'launch-business', data: business });
      const launched = await live.sql.query<{ assets: CampaignAssets }>('select assets from campaigns where business_id = $1 and assets is not null', [business.businessId]);
      expect(launched.length).toBeGreaterThan(0);

      const preview = await live.engine.commands.previewCampaign(business.ownerId, { campaignName: 'Holiday Cakes', budget: 200 });
      const assets = preview.assets;
      if (!assets) throw new Error('the preview showed no assets');
      // Every line is one a launched campaign carried (grounded in the site), each once.
      const launchedCallouts = new Set(launched.flatMap((row) => row.assets.callouts.map((callout) => callout.text)));
      expect(assets.callouts.length).toBeGreaterThanOrEqual(2);
      expect(assets.callouts.every((callout) => launchedCallouts.has(callout.text))).toBe(true);
      expect(new Set(assets.callouts.map((callout) => callout.text.toLowerCase())).size).toBe(assets.callouts.length);
      expect(new Set(assets.sitelinks.map((link) => link.finalUrl)).size).toBe(assets.sitelinks.length);
      expect(assets.call?.phoneNumber).toBe(launched[0].assets.call?.phoneNumber);

      const created = await live.engine.commands.createCampaign(business.ownerId, {
        campaignName: 'Holiday Cakes',
        budget: 200,
        previewAdVariants: [{ headlines: ['Holiday Cakes in Portland', 'Order Your Holiday Cake', 'Baked Fresh Daily'], descriptions: ['Cakes for your holiday table.', 'Visit our Portland bakery.'] }],
      });
      const [row] = await live.sql.query<{ platform_campaign_id: string; assets: CampaignAssets }>('select platform_campaign_id, assets from campaigns where id = $1', [created.campaign.id]);
      expect(row.assets).toEqual(assets);
      const linked = fake.store.of(customerId, 'campaign_asset').filter((link) => link.parent === row.platform_campaign_id);
      expect(linked).toHaveLength(assets.sitelinks.length + assets.callouts.length + assets.structuredSnippets.length + (assets.call ? 1 : 0));
      const [entry] = await live.sql.query<{ title: string }>("select title from activity_logs where campaign_id = $1 and title like 'Assets%'", [created.campaign.id]);
      expect(entry?.title).toBe('Assets added');
    } finally {
      await live.stop();
    }
  });

  it('Google refusing a campaign’s assets does not fail its launch: the campaign runs without them and the owner reads why', async () => {
    const fake = createFakeGoogleAds();
    const live = liveEngine(fake);
    try {
      const customerId = String(customerSeq++);
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs: NOW });
      // The first campaign's mutate applies; its assets' mutate is refused.
      fake.queueMutate('apply', FAILURES.internal());
      await runJob(live.engine.context, { name: 'launch-business', data: business });

      const [workflow] = await live.sql.query<{ status: string }>('select status from workflows where id = $1', [business.workflowId]);
      expect(workflow.status).toBe('completed');
      const campaigns = await live.sql.query<{ platform_campaign_id: string; status: string }>('select platform_campaign_id, status from campaigns where business_id = $1 order by created_at', [
        business.businessId,
      ]);
      expect(campaigns.every((campaign) => campaign.status === 'active')).toBe(true);
      const linked = (campaignId: string) => fake.store.of(customerId, 'campaign_asset').filter((link) => link.parent === campaignId).length;
      expect(linked(campaigns[0].platform_campaign_id)).toBe(0);
      expect(linked(campaigns[1].platform_campaign_id)).toBeGreaterThan(0);
      const [refused] = await live.sql.query<{ message: string; level: string }>("select message, level from activity_logs where business_id = $1 and title = 'Assets not created'", [
        business.businessId,
      ]);
      expect(refused.level).toBe('warning');
      expect(refused.message).toMatch(/launched without its assets .*Google Ads could not create the assets/);
    } finally {
      await live.stop();
    }
  });
});
