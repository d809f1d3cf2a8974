/**
 * Quality and speed of the AI strategist on the fixture sites. Run:
 *   node_modules/.bin/node --import tsx bench/ai/run.ts
 * Prints, per fixture and in total: headlines and descriptions within Google's limits (must be
 * 100%), duplicate headlines within an ad and duplicate descriptions (must be 0), the share of
 * keywords whose words occur on the site, and the offline preview time (target p95 < 1 s).
 * Then the same forms with the site unreadable (the plan rests on the form alone): limits,
 * duplicates, and lines built around the bare word "services" (must be 0).
 */
import { performance } from 'node:perf_hooks';
import { type CampaignPlan, isSiteContent, type ResponsiveSearchAdPlan } from '../../schema/ai-plan';
import { GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import { createOfflineStrategist } from '../../engine/ai/offline-strategist';
import { createStrategist } from '../../engine/ai/strategist';
import { analyzeSite } from '../../engine/site/analyze-site';
import { FIXTURE_SITES, serveFixtureSites } from '../../tests/fixtures/sites/fixture-sites';
import { startFakeOpenAI } from '../../tests/support/fake-openai';

// Words a searcher adds to show intent; they are not expected on the site itself.
const INTENT_WORDS = new Set(['near', 'me', 'best', 'in', 'for', 'and', '&', 'the', 'buy', 'online', 'sale', 'app', 'software', 'a', 'of']);
const PREVIEW_RUNS = 50;

interface Tally {
  headlines: number;
  headlinesOk: number;
  descriptions: number;
  descriptionsOk: number;
  duplicates: number;
  keywords: number;
  keywordsOnSite: number;
}

function countAds(ads: ResponsiveSearchAdPlan[], tally: Tally): void {
  for (const ad of ads) {
    tally.headlines += ad.headlines.length;
    tally.headlinesOk += ad.headlines.filter((text) => text.length > 0 && text.length <= GOOGLE_ADS_LIMITS.headline.maxLength).length;
    tally.descriptions += ad.descriptions.length;
    tally.descriptionsOk += ad.descriptions.filter((text) => text.length > 0 && text.length <= GOOGLE_ADS_LIMITS.description.maxLength).length;
    tally.duplicates += ad.headlines.length - new Set(ad.headlines.map((text) => text.toLowerCase())).size;
    tally.duplicates += ad.descriptions.length - new Set(ad.descriptions.map((text) => text.toLowerCase())).size;
  }
}

function countPlan(plan: CampaignPlan, siteText: string, tally: Tally): void {
  const words = new Set(siteText.toLowerCase().split(/[^a-z0-9&]+/).filter(Boolean));
  for (const group of plan.campaigns.flatMap((campaign) => campaign.adGroups)) {
    countAds(group.ads, tally);
    for (const keyword of group.keywords) {
      tally.keywords++;
      const significant = keyword.text.split(' ').filter((word) => !INTENT_WORDS.has(word));
      if (significant.every((word) => words.has(word) || words.has(word.replace(/s$/, '')) || words.has(`${word}s`))) tally.keywordsOnSite++;
    }
  }
}

const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);
const empty = (): Tally => ({ headlines: 0, headlinesOk: 0, descriptions: 0, descriptionsOk: 0, duplicates: 0, keywords: 0, keywordsOnSite: 0 });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sites = await serveFixtureSites();
const fake = await startFakeOpenAI();
const offline = createOfflineStrategist();
const openai = createStrategist({ openaiApiKey: 'sk-bench', openaiBaseUrl: fake.baseURL, timeoutMs: 5_000 });
const totals = { offline: empty(), openai: empty() };
const previewTimes: number[] = [];

console.log('fixture           | impl    | headlines ok | descriptions ok | duplicates | keywords on site');
for (const fixture of FIXTURE_SITES) {
  const site = await analyzeSite(sites.urlOf(fixture.slug), { allowHosts: ['127.0.0.1'] });
  const siteText = isSiteContent(site) ? [site.text, site.title, site.description].join(' ') : '';
  const brief = { ...fixture.form, websiteUrl: sites.urlOf(fixture.slug), site };
  for (const [name, strategist] of [['offline', offline], ['openai', openai]] as const) {
    const tally = empty();
    const plan = await strategist.planBusiness(brief);
    countPlan(plan, siteText, tally);
    const preview = await strategist.previewCampaign({ business: brief, campaignName: 'Spring Special', monthlyBudget: 200 });
    countAds(preview.adGroups[0].ads, tally);
    const group = plan.campaigns[0].adGroups[0];
    countAds(await strategist.generateChallengers({ business: brief, campaign: plan.campaigns[0], adGroup: group, champion: group.ads[0] }), tally);
    for (const key of Object.keys(tally) as (keyof Tally)[]) totals[name][key] += tally[key];
    console.log(
      `${fixture.slug.padEnd(17)} | ${name.padEnd(7)} | ${pct(tally.headlinesOk, tally.headlines).padStart(12)} | ${pct(tally.descriptionsOk, tally.descriptions).padStart(15)} | ${String(tally.duplicates).padStart(10)} | ${pct(tally.keywordsOnSite, tally.keywords).padStart(16)}`,
    );
  }
  for (let run = 0; run < PREVIEW_RUNS; run++) {
    const started = performance.now();
    await offline.previewCampaign({ business: brief, campaignName: `Campaign ${run}`, monthlyBudget: 100 + run });
    previewTimes.push(performance.now() - started);
  }
}

// The form alone: what an owner sees when the site cannot be read.
const formOnly = empty();
let genericLines = 0;
for (const fixture of FIXTURE_SITES) {
  const brief = { ...fixture.form, websiteUrl: sites.urlOf(fixture.slug), site: { error: 'The website did not answer within 10 seconds.' } };
  const plan = await offline.planBusiness(brief);
  countPlan(plan, '', formOnly);
  const texts = plan.campaigns.flatMap((campaign) => [campaign.name, ...campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions]))]);
  genericLines += texts.filter((text) => /\bservices\b/i.test(text)).length;
}
console.log(
  `FORM ONLY (site unreadable, ${FIXTURE_SITES.length} forms): headlines within limits ${pct(formOnly.headlinesOk, formOnly.headlines)} (${formOnly.headlines}), descriptions within limits ${pct(formOnly.descriptionsOk, formOnly.descriptions)} (${formOnly.descriptions}), duplicates ${formOnly.duplicates}, lines built on "services" ${genericLines}`,
);
for (const [name, tally] of Object.entries(totals)) {
  console.log(
    `TOTAL ${name.padEnd(7)}: headlines within limits ${pct(tally.headlinesOk, tally.headlines)} (${tally.headlines}), descriptions within limits ${pct(tally.descriptionsOk, tally.descriptions)} (${tally.descriptions}), duplicates ${tally.duplicates}, keywords whose words occur on the site ${pct(tally.keywordsOnSite, tally.keywords)} (${tally.keywords})`,
  );
}
console.log(`offline preview time over ${previewTimes.length} runs: p50 ${percentile(previewTimes, 50).toFixed(2)} ms, p95 ${percentile(previewTimes, 95).toFixed(2)} ms, max ${Math.max(...previewTimes).toFixed(2)} ms (target p95 < 1000 ms)`);

await fake.close();
await sites.close();
