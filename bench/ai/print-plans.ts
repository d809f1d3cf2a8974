/**
 * Prints the offline plan (the text `npm run plan` prints) and the site as read, for fixture sites, to read
 * them as an expert would. Run: node_modules/.bin/node --import tsx bench/ai/print-plans.ts slug... [--site]
 */
import { createStrategist } from '../../engine/ai/strategist';
import { formatPlan } from '../../engine/ai/plan-output';
import { analyzeSite } from '../../engine/site/analyze-site';
import { FIXTURE_SITES, OPEN_FIXTURE_SITES, serveFixtureSites } from '../../tests/fixtures/sites/fixture-sites';

const slugs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const showSite = process.argv.includes('--site');
const sites = await serveFixtureSites();
const strategist = createStrategist({});
for (const fixture of [...FIXTURE_SITES, ...OPEN_FIXTURE_SITES].filter((each) => slugs.includes(each.slug))) {
  const site = await analyzeSite(sites.urlOf(fixture.slug), { allowHosts: ['127.0.0.1'] });
  if (showSite) console.log(JSON.stringify({ ...site, pages: undefined }, null, 1).slice(0, 6000));
  const plan = await strategist.planBusiness({ ...fixture.form, websiteUrl: sites.urlOf(fixture.slug), site });
  console.log(`===== ${fixture.slug}\n${formatPlan(plan)}\n`);
}
await sites.close();
