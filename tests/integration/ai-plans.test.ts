import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStrategist, StrategistError } from '../../engine/ai/strategist';
import { analyzeSite } from '../../engine/site/analyze-site';
import type { SiteAnalysis } from '../../schema/ai-plan';
import { FIXTURE_SITES, type FixtureSiteServer, OPEN_FIXTURE_SITES, serveFixtureSites } from '../fixtures/sites/fixture-sites';
import { expectLaunchable } from '../support/expect-launchable';
import { type FakeOpenAI, startFakeOpenAI } from '../support/fake-openai';

let sites: FixtureSiteServer;
let fake: FakeOpenAI;
const analyses = new Map<string, SiteAnalysis>();

beforeAll(async () => {
  sites = await serveFixtureSites();
  fake = await startFakeOpenAI();
  for (const slug of ['bakery', 'plumber', 'upholstery-glasgow']) analyses.set(slug, await analyzeSite(sites.urlOf(slug), { allowHosts: ['127.0.0.1'] }));
});
afterAll(async () => {
  await fake.close();
  await sites.close();
});

const offline = createStrategist({});
const openai = () => createStrategist({ openaiApiKey: 'sk-test', openaiBaseUrl: fake.baseURL, timeoutMs: 2_000, retryBaseDelayMs: 1 });

function briefFor(slug: string) {
  const fixture = [...FIXTURE_SITES, ...OPEN_FIXTURE_SITES].find((site) => site.slug === slug)!;
  return { ...fixture.form, websiteUrl: sites.urlOf(slug), site: analyses.get(slug) };
}

// Every fixture site's plan, offline and through the fake OpenAI server, is checked once, with the expert's rules and
// the site's traps, in fixture-site-plans.test.ts; this file holds what the AI service's failures do to a plan.
describe('plans for the fixture sites', () => {
  it('offline: the site’s own services and places reach the headlines', async () => {
    const plan = await offline.planBusiness(briefFor('plumber'));
    const headlines = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => ad.headlines)));
    expect(headlines).toContain('Drain Cleaning in Springfield');
    expect(headlines).toContain('Drain Cleaning From $99');
    expect(headlines).toContain('Trusted Since 1998');
  });
});

describe('the OpenAI strategist when the AI service misbehaves', () => {
  const brief = () => briefFor('bakery');

  it('regenerates once after malformed JSON and returns a valid plan', async () => {
    fake.enqueue('malformed-json');
    const before = fake.requests.length;
    expectLaunchable(await openai().planBusiness(brief()), 600);
    expect(fake.requests.length - before).toBe(2);
    expect(fake.requests.at(-1)?.body.messages.at(-1)?.content).toContain('not valid JSON');
  });

  it('regenerates once after off-schema output and returns a valid plan', async () => {
    fake.enqueue('off-schema');
    expectLaunchable(await openai().planBusiness(brief()), 600);
  });

  it('regenerates once when repair cannot save the answer', async () => {
    fake.enqueue('too-few-headlines');
    expectLaunchable(await openai().planBusiness(brief()), 600);
  });

  it('gives a clear error when the answer is unusable twice', async () => {
    fake.enqueue('off-schema', 'malformed-json');
    await expect(openai().planBusiness(brief())).rejects.toBeInstanceOf(StrategistError);
    fake.enqueue('off-schema', 'off-schema');
    await expect(openai().planBusiness(brief())).rejects.toThrow(/unusable answer twice/);
  });

  it('retries after 429 and 5xx with back-off, then succeeds', async () => {
    fake.enqueue('rate-limit', 'server-error');
    const before = fake.requests.length;
    expectLaunchable(await openai().planBusiness(brief()), 600);
    expect(fake.requests.length - before).toBe(3);
  });

  it('retries a connection dropped before any answer, then succeeds', async () => {
    fake.enqueue('connection-reset');
    const before = fake.requests.length;
    expectLaunchable(await openai().planBusiness(brief()), 600);
    expect(fake.requests.length - before).toBe(2);
  });

  it('gives a clear error when rate-limited past its retries', async () => {
    fake.enqueue('rate-limit', 'rate-limit', 'rate-limit');
    await expect(openai().planBusiness(brief())).rejects.toMatchObject({ name: 'StrategistError', reason: 'rate_limited', message: 'The AI service is rate-limiting requests; please try again in a minute.' });
  });

  it('gives a clear error when the service does not answer in time', async () => {
    fake.enqueue('timeout');
    const strategist = createStrategist({ openaiApiKey: 'sk-test', openaiBaseUrl: fake.baseURL, timeoutMs: 300 });
    await expect(strategist.planBusiness(brief())).rejects.toMatchObject({ reason: 'timeout', message: 'The AI service did not answer within 0.3 seconds.' });
  });

  it('writes a valid preview, 3 challengers and an analysis', async () => {
    const strategist = openai();
    const preview = await strategist.previewCampaign({ business: brief(), campaignName: 'Holiday Special', monthlyBudget: 150 });
    expect(preview.adGroups).toHaveLength(1);
    expect(preview.monthlyBudget).toBe(150);
    const champion = preview.adGroups[0].ads[0];
    const challengers = await strategist.generateChallengers({ business: brief(), campaign: { name: preview.name, theme: preview.theme }, adGroup: preview.adGroups[0], champion });
    expect(challengers).toHaveLength(3);
    // A disapproved ad's reasons reach the AI, which is told to comply (issue 18).
    const refused = { copy: { headlines: champion.headlines, descriptions: champion.descriptions }, reasons: ['UNRELIABLE_CLAIMS'] };
    await strategist.generateChallengers({ business: brief(), campaign: { name: preview.name, theme: preview.theme }, adGroup: preview.adGroups[0], champion, disapproved: [refused] });
    const asked = fake.requests.at(-1)?.body.messages.map((message) => message.content).join('\n') ?? '';
    expect(asked).toContain('UNRELIABLE_CLAIMS');
    expect(asked).toContain('Write ads that comply');
    const analysis = await strategist.analyze({ kind: 'budget_audit', facts: { monthlyBudget: 600, spentToDate: 120 } });
    expect(analysis.recommendations.length).toBeGreaterThan(0);
  });
});

describe('what the model reads on the site as ruled out', () => {
  it('becomes a negative keyword and stays out of the ads when its quote is the site’s own sentence; the rest changes nothing', async () => {
    // The upholsterer's services page, under "What we pass on to others": no cue the site's own readers know.
    const quote = 'Car seats, caravan and motorhome cushions and boat interiors need marine- or auto-grade materials.';
    fake.reads.push({ thing: 'boat interiors', quote }, { thing: 'curtain poles', quote: 'We never fit curtain poles.' });
    try {
      const plan = await openai().planBusiness(briefFor('upholstery-glasgow'));
      expect(fake.requests.at(-1)?.body.messages.at(-1)?.content).toContain('ruledOut');
      const negatives = plan.negativeKeywords ?? [];
      expect(negatives).toContain('boat interiors');
      // The fake's sloppy readings are dropped: a sentence the site never wrote, a thing its sentence does not name, the business's name.
      expect(negatives).not.toContain('curtain poles');
      expect(negatives).not.toContain('gift vouchers');
      expect(negatives).not.toContain('home visits');
      expect(negatives.some((negative) => negative.includes('thornwood'))).toBe(false);
      const lines = plan.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions])));
      expect(lines.filter((line) => /boat interiors/i.test(line))).toEqual([]);
      expectLaunchable(plan, 500);
    } finally {
      fake.reads.length = 0;
    }
  });
});

describe('planning when the site cannot be read', () => {
  it('goes on from the form data and says so, in both implementations', async () => {
    const unreadable = await analyzeSite(sites.urlOf('bakery')); // no allow-list: refused
    const brief = { businessName: 'Rise & Crumb Bakery', websiteUrl: sites.urlOf('bakery'), monthlyBudget: 250, industry: 'Bakery', site: unreadable };
    for (const strategist of [offline, openai()]) {
      const plan = await strategist.planBusiness(brief);
      expectLaunchable(plan, 250);
      expect(plan.siteReadable).toBe(false);
      expect(plan.strategy).toMatch(/^.*We could not read your website \(Refused to fetch/);
    }
  });
});
