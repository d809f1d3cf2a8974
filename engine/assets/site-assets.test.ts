import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessBrief, type CampaignPlan, isSiteContent, type SiteContent } from '../../schema/ai-plan';
import type { CampaignAssets } from '../../schema/assets';
import { FIXTURE_SITES, type FixtureSiteServer, serveFixtureSites } from '../../tests/fixtures/sites/fixture-sites';
import { type FakeOpenAI, startFakeOpenAI } from '../../tests/support/fake-openai';
import { reviewPlan } from '../ai/plan-faults';
import { createStrategist } from '../ai/strategist';
import { analyzeSite } from '../site/analyze-site';

/** Assets from the fixture sites, offline and through the fake OpenAI server: what each site states, nothing more. */

let sites: FixtureSiteServer;
let fake: FakeOpenAI;
const briefs = new Map<string, BusinessBrief>();

beforeAll(async () => {
  sites = await serveFixtureSites();
  fake = await startFakeOpenAI();
  for (const slug of ['bakery', 'plumber', 'software', 'physio', 'bike-dublin', 'dogwash-au']) {
    const fixture = FIXTURE_SITES.find((each) => each.slug === slug);
    if (!fixture) throw new Error(slug);
    const site = await analyzeSite(sites.urlOf(slug), { allowHosts: ['127.0.0.1'] });
    briefs.set(slug, { ...fixture.form, websiteUrl: sites.urlOf(slug), site });
  }
});
afterAll(async () => {
  await sites.close();
  await fake.close();
});

function briefOf(slug: string): BusinessBrief & { site: SiteContent } {
  const brief = briefs.get(slug);
  if (!brief || !isSiteContent(brief.site)) throw new Error(`${slug} unreadable`);
  return brief as BusinessBrief & { site: SiteContent };
}

const offline = createStrategist({});
const openai = () => createStrategist({ openaiApiKey: 'sk-test', openaiBaseUrl: fake.baseURL, timeoutMs: 5_000, retryBaseDelayMs: 1 });

async function planOf(slug: string, strategist = offline): Promise<{ plan: CampaignPlan; assets: CampaignAssets }> {
  const plan = await strategist.planBusiness(briefOf(slug));
  const assets = plan.campaigns[0].assets;
  if (!assets) throw new Error('no assets');
  return { plan, assets };
}

const path = (url: string) => new URL(url).pathname;

describe('assets from the site', () => {
  it('a bakery with pages, a phone and a Business Profile link: sitelinks to its pages, a call and a location asset', async () => {
    const { plan, assets } = await planOf('bakery');
    const site = briefOf('bakery').site;
    expect(assets.sitelinks.map((link) => path(link.finalUrl)).sort()).toEqual(['/bakery/about.html', '/bakery/menu.html']);
    for (const link of assets.sitelinks) {
      expect(link.linkText.length).toBeLessThanOrEqual(25);
      for (const [text, source] of [
        [link.description1, link.sources.description1],
        [link.description2, link.sources.description2],
      ] as const) {
        expect(text.length).toBeLessThanOrEqual(35);
        // Each description is a phrase of the page the sitelink opens.
        expect(source).toMatchObject({ kind: 'site', page: link.finalUrl });
        expect(source.kind === 'site' && source.quote.toLowerCase().includes(text.toLowerCase())).toBe(true);
      }
    }
    expect(assets.call).toMatchObject({ countryCode: 'US', phoneNumber: '(503) 555-0142' });
    expect(assets.location?.businessProfileUrl).toBe(site.contact.businessProfileUrl);
    expect(assets.location?.businessProfileUrl).toMatch(/^https:\/\/maps\.google\.com\//);
    expect(assets.callouts.map((callout) => callout.text)).toEqual(expect.arrayContaining(['Family Owned and Operated', 'Free Delivery Over $75']));
    expect(assets.structuredSnippets[0].values).toEqual(expect.arrayContaining(['Sourdough Bread', 'Custom Celebration Cakes']));
    expect(reviewPlan(plan, briefOf('bakery')).faults).toEqual([]);
  });

  it('a plumber without a Business Profile link: no location asset; its services as a snippet', async () => {
    const { plan, assets } = await planOf('plumber');
    expect(assets.location).toBeNull();
    expect(assets.call).toMatchObject({ countryCode: 'US', phoneNumber: '(217) 555-0187' });
    expect(assets.structuredSnippets).toEqual([expect.objectContaining({ header: 'Service catalog', values: expect.arrayContaining(['Drain Cleaning', 'Leak Detection']) })]);
    expect(assets.structuredSnippets[0].values).not.toContain('Why Choose Hartley');
    expect(assets.callouts.map((callout) => callout.text)).toEqual(expect.arrayContaining(['Licensed and Insured', 'Free Estimates']));
    for (const callout of assets.callouts) expect(callout.source.kind).toBe('site');
    expect(reviewPlan(plan, briefOf('plumber')).faults).toEqual([]);
  });

  it('a site without a phone number gets no call asset', async () => {
    const { assets } = await planOf('software');
    expect(briefOf('software').site.contact.phones).toEqual([]);
    expect(assets.call).toBeNull();
    expect(assets.sitelinks.map((link) => path(link.finalUrl)).sort()).toEqual(['/software/features.html', '/software/pricing.html']);
  });

  it('a one-page site gets no sitelinks (Google needs two pages besides the landing page)', async () => {
    const { assets } = await planOf('physio');
    expect(assets.sitelinks).toEqual([]);
    expect(assets.call).toMatchObject({ countryCode: 'GB', phoneNumber: '0113 496 0321' });
  });

  it('a Dublin shop’s number in the Irish format; a text-only dog wash gets no call asset', async () => {
    expect((await planOf('bike-dublin')).assets.call).toMatchObject({ countryCode: 'IE', phoneNumber: '01 555 0199' });
    const dogwash = await planOf('dogwash-au');
    expect(dogwash.assets.call).toBeNull();
    expect(reviewPlan(dogwash.plan, briefOf('dogwash-au')).faults).toEqual([]);
  });

  it('through the fake OpenAI server: off-site and unread links, over-long texts and unbacked callouts never survive', async () => {
    const { plan, assets } = await planOf('plumber', openai());
    const site = briefOf('plumber').site;
    const texts = plan.campaigns.flatMap((campaign) => [...(campaign.assets?.sitelinks ?? []).flatMap((link) => [link.linkText, link.description1, link.description2]), ...(campaign.assets?.callouts ?? []).map((callout) => callout.text)]);
    expect(texts.join(' | ')).not.toMatch(/award|free parking|half price|rated 5|forever/i);
    for (const link of plan.campaigns.flatMap((campaign) => campaign.assets?.sitelinks ?? [])) expect(site.pages).toContain(link.finalUrl);
    expect(assets.call?.phoneNumber).toBe('(217) 555-0187');
    expect(reviewPlan(plan, briefOf('plumber')).faults).toEqual([]);
    // The model was asked for assets and shown the pages it may link.
    const request = fake.requests.find((each) => each.schemaName === 'campaign_plan');
    expect(request?.body.messages.at(-1)?.content).toContain('sitelinks');
  });
});
