/**
 * Issue 16: plans an expert would launch, measured on every fixture site. Run:
 *   node_modules/.bin/node --import tsx bench/ai/plans.ts [--cli-runs=20] [--only=held-out|tuned]
 * Sites held out from tuning (`traps.heldOut`) are totalled apart from the others, each round apart
 * (`--only=round3` … `--only=round17` for one round alone). OPEN_FIXTURE_SITES (a round written but not yet
 * passing, held out of the integration tests) are measured with the others.
 * Per site and in total, for the offline strategist and the OpenAI one (fake server): faults per
 * plan (engine/ai/plan-faults.ts plus the site's traps), the share of claims a source backs (in the
 * launched plan, and in the writers' draft before grounding), distinct headlines per ad group,
 * keywords per ad group, themes covered, asset faults and which assets each campaign carries (issue 22);
 * then `npm run plan` wall time (p95 target < 5 s offline).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { BusinessBrief, CampaignPlan } from '../../schema/ai-plan';
import { sharedHeadlineShare } from '../../engine/ai/finish-plan';
import { draftPlanOffline } from '../../engine/ai/offline-strategist';
import { type PlanReview, reviewPlan } from '../../engine/ai/plan-faults';
import { createStrategist } from '../../engine/ai/strategist';
import { analyzeSite } from '../../engine/site/analyze-site';
import { checkTraps } from '../../tests/fixtures/sites/check-traps';
import { FIXTURE_SITES as PASSING, OPEN_FIXTURE_SITES, serveFixtureSites } from '../../tests/fixtures/sites/fixture-sites';
import { startFakeOpenAI } from '../../tests/support/fake-openai';

const FIXTURE_SITES = [...PASSING, ...OPEN_FIXTURE_SITES];
const cliRuns = Number(process.argv.find((arg) => arg.startsWith('--cli-runs='))?.split('=')[1] ?? 20);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];
const ROOT = join(import.meta.dirname, '../..');
const run = promisify(execFile);

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Totals {
  plans: number;
  faults: number;
  claims: number;
  grounded: number;
  draftClaims: number;
  draftGrounded: number;
  distinct: number[];
  keywords: number[];
  themes: number;
  themesTotal: number;
  /** Per ad group, the most headlines two of its variants share. */
  shares: number[];
  /** Faults in assets (issue 22), and per campaign the assets it carries. */
  assetFaults: number;
  assets: PlanReview['assetsPerCampaign'];
}
const empty = (): Totals => ({ plans: 0, faults: 0, claims: 0, grounded: 0, draftClaims: 0, draftGrounded: 0, distinct: [], keywords: [], themes: 0, themesTotal: 0, shares: [], assetFaults: 0, assets: [] });
function mostShared(plan: CampaignPlan): number[] {
  return plan.campaigns.flatMap((campaign) =>
    campaign.adGroups.map((group) => Math.max(0, ...group.ads.flatMap((ad, index) => group.ads.slice(0, index).map((other) => sharedHeadlineShare(other.headlines, ad.headlines))))),
  );
}

const sites = await serveFixtureSites();
const fake = await startFakeOpenAI();
const strategists = { offline: createStrategist({}), openai: createStrategist({ openaiApiKey: 'sk-bench', openaiBaseUrl: fake.baseURL, timeoutMs: 5_000 }) };
const totals: Record<string, Totals> = {};
const planTimes: number[] = [];

console.log('site              | impl    | faults | claims grounded (draft)  | distinct headlines/group | keywords/group (min) | themes');
for (const fixture of FIXTURE_SITES) {
  const heldOut = fixture.traps?.heldOut === true;
  const round = heldOut ? (fixture.traps?.round ?? 2) : null;
  if ((only === 'held-out' && !heldOut) || (only === 'tuned' && heldOut) || (only?.startsWith('round') === true && `round${round}` !== only)) continue;
  const started = performance.now();
  const site = await analyzeSite(sites.urlOf(fixture.slug), { allowHosts: ['127.0.0.1'] });
  const brief: BusinessBrief = { ...fixture.form, websiteUrl: sites.urlOf(fixture.slug), site };
  for (const [name, strategist] of Object.entries(strategists) as [keyof typeof strategists, (typeof strategists)['offline']][]) {
    let plan: CampaignPlan;
    try {
      plan = await strategist.planBusiness(brief);
    } catch (error) {
      // No plan at all is one fault of that plan (a generic hard rule), not the end of the run.
      const key = `${name} ${round ? `held out (round ${round})` : 'earlier fixtures'}`;
      totals[key] ??= empty();
      totals[key].plans++;
      totals[key].faults++;
      console.log(`${fixture.slug.padEnd(17)} | ${name.padEnd(7)} | ${String(1).padStart(6)} | no plan`);
      console.log(`    no plan: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (name === 'offline') planTimes.push(performance.now() - started);
    const review = reviewPlan(plan, brief, { nearEmpty: fixture.traps?.nearEmpty });
    const writtenByModel = name === 'openai';
    const modelFaults = writtenByModel ? review.faults.filter((fault) => !fault.startsWith('ads written in') && !fault.endsWith('neither the site nor the form names')) : review.faults;
    const traps = fixture.traps ? checkTraps(plan, fixture.traps, { writtenByModel }) : null;
    const draft = name === 'offline' ? reviewPlan(draftPlanOffline(brief), brief).claims : null;
    const key = `${name} ${round ? `held out (round ${round})` : 'earlier fixtures'}`;
    totals[key] ??= empty();
    const tally = totals[key];
    const faults = modelFaults.length + (traps?.faults.length ?? 0);
    tally.plans++;
    tally.faults += faults;
    tally.claims += review.claims.total;
    tally.grounded += review.claims.grounded;
    if (draft) {
      tally.draftClaims += draft.total;
      tally.draftGrounded += draft.grounded;
    }
    tally.distinct.push(...review.distinctHeadlinesPerGroup);
    tally.keywords.push(...review.keywordsPerGroup);
    tally.shares.push(...mostShared(plan));
    const assetFaults = modelFaults.filter((fault) => fault.includes(' / assets'));
    tally.assetFaults += assetFaults.length;
    tally.assets.push(...review.assetsPerCampaign);
    if (traps && !writtenByModel) {
      tally.themes += traps.themesCovered;
      tally.themesTotal += traps.themesTotal;
    }
    console.log(
      `${fixture.slug.padEnd(17)} | ${name.padEnd(7)} | ${String(faults).padStart(6)} | ${`${pct(review.claims.grounded, review.claims.total)} of ${review.claims.total}${draft ? ` (${pct(draft.grounded, draft.total)})` : ''}`.padEnd(24)} | ${mean(review.distinctHeadlinesPerGroup).toFixed(1).padStart(24)} | ${`${mean(review.keywordsPerGroup).toFixed(1)} (${Math.min(...review.keywordsPerGroup)})`.padStart(20)} | ${traps && !writtenByModel ? `${traps.themesCovered}/${traps.themesTotal}` : '-'}`,
    );
    const first = review.assetsPerCampaign[0];
    if (first) console.log(`    assets: ${first.sitelinks} sitelinks, ${first.callouts} callouts, ${first.snippets} snippets, call ${first.call ? 'yes' : 'no'}, location ${first.location ? 'yes' : 'no'}; asset faults ${assetFaults.length}`);
    for (const fault of [...modelFaults, ...(traps?.faults ?? [])].slice(0, 12)) console.log(`    ${fault}`);
  }
}
for (const [name, tally] of Object.entries(totals)) {
  console.log(
    `TOTAL ${name} (${tally.plans} plans): faults per plan ${(tally.faults / tally.plans).toFixed(2)}, claims grounded ${pct(tally.grounded, tally.claims)} of ${tally.claims}${tally.draftClaims ? ` (writers' draft before grounding: ${pct(tally.draftGrounded, tally.draftClaims)} of ${tally.draftClaims})` : ''}, distinct headlines per ad group ${mean(tally.distinct).toFixed(1)} (min ${Math.min(...tally.distinct)}), keywords per ad group ${mean(tally.keywords).toFixed(1)} (min ${Math.min(...tally.keywords)}, groups under 5: ${tally.keywords.filter((count) => count < 5).length}/${tally.keywords.length}), most headlines two variants share per ad group ${pct(mean(tally.shares), 1)} on average (max ${pct(Math.max(...tally.shares), 1)}; groups over 70%: ${tally.shares.filter((share) => share > 0.7).length})${tally.themesTotal ? `, themes covered ${pct(tally.themes, tally.themesTotal)} (${tally.themes}/${tally.themesTotal})` : ''}`,
  );
}
for (const [name, tally] of Object.entries(totals)) {
  const share = (has: (each: PlanReview['assetsPerCampaign'][number]) => boolean) => pct(tally.assets.filter(has).length, tally.assets.length);
  console.log(
    `ASSETS ${name} (${tally.assets.length} campaigns): asset faults ${tally.assetFaults}; campaigns with sitelinks ${share((each) => each.sitelinks > 0)}, callouts ${share((each) => each.callouts > 0)}, snippets ${share((each) => each.snippets > 0)}, call ${share((each) => each.call)}, location ${share((each) => each.location)}`,
  );
}
console.log(`offline read + plan in process over ${planTimes.length} sites: p50 ${percentile(planTimes, 50).toFixed(0)} ms, p95 ${percentile(planTimes, 95).toFixed(0)} ms`);

// `npm run plan` as a user runs it, a new process each time, on each site in turn.
const cliTimes: number[] = [];
const env = { ...process.env, SITE_FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(sites.origin).port}`, OPENAI_API_KEY: '' };
for (let index = 0; index < cliRuns; index++) {
  const fixture = FIXTURE_SITES[index % FIXTURE_SITES.length];
  const started = performance.now();
  await run('npm', ['run', '-s', 'plan', '--', '--url', sites.urlOf(fixture.slug), '--name', fixture.form.businessName, '--budget', String(fixture.form.monthlyBudget), '--json'], { cwd: ROOT, env });
  cliTimes.push(performance.now() - started);
}
console.log(`npm run plan (offline, new process) over ${cliTimes.length} runs: p50 ${(percentile(cliTimes, 50) / 1000).toFixed(2)} s, p95 ${(percentile(cliTimes, 95) / 1000).toFixed(2)} s, max ${(Math.max(...cliTimes) / 1000).toFixed(2)} s (target p95 < 5 s)`);

await fake.close();
await sites.close();
