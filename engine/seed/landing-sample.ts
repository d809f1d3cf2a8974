/**
 * The landing page's sample campaign card, measured rather than made up (issue 20): one demo
 * business run through the real engine for 30 simulated days (the demo fast-forward on a throwaway
 * database), and the figures the card shows read back from it. Writes
 * ui/src/pages/landing/sample-campaign.json; run again when the engine's behaviour changes:
 *
 *   npm run landing:sample
 *
 * Needs a PostgreSQL server: TEST_DATABASE_URL, or postgresql://postgres@127.0.0.1:5432/postgres.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createThrowawayDatabase, serverDatabaseUrl } from '../../tests/support/cluster';
import { signUp } from '../accounts/credentials';
import { createOfflineStrategist } from '../ai/offline-strategist';
import { migrate, openOrm } from '../db/orm';
import { createEngine } from '../engine';
import { VirtualClock } from './virtual-clock';

const START = Date.parse('2026-03-01T08:00:00Z'); // 30 days stay within March's 31
const DAYS = 30;
const MONTHLY_BUDGET = 1_520; // a $50.00 daily limit (monthly / 30.4)
const OUT = join(import.meta.dirname, '..', '..', 'ui', 'src', 'pages', 'landing', 'sample-campaign.json');

const database = await createThrowawayDatabase(await serverDatabaseUrl(), 'adpilot_landing_sample');
const orm = await openOrm(database.url, { poolMax: 2 });
await migrate(orm, database.url);
const engine = createEngine({
  databaseUrl: database.url,
  strategist: createOfflineStrategist(),
  clock: new VirtualClock(START).now,
  analyzeSite: async () => ({ error: 'The website could not be read.' }),
  jobMode: 'inline',
});
try {
  const user = await signUp(orm.em.fork(), { email: 'sample@example.com', password: 'sample-password-1' });
  await engine.commands.createBusiness(user.id, {
    businessName: 'Harbor Plumbing',
    websiteUrl: 'https://harbor-plumbing.example',
    monthlyBudget: MONTHLY_BUDGET,
    industry: 'Plumbing',
    paymentConfirmed: true,
  });
  await engine.drainInlineJobs();
  process.stderr.write(`running ${DAYS} simulated days through the engine…\n`);
  const { clock } = await engine.commands.fastForwardDemo(user.id, DAYS);
  const nowMs = Date.parse(clock.now);
  const business = (await engine.queries.getMyBusiness(user.id))!;
  const [campaign] = await engine.queries.listCampaigns(user.id);

  // Per date, across the business's campaigns: the campaign-level reports the sync stored.
  const days = await database.query<{ date: string; clicks: number; impressions: number; conversions: number; cost: number }>(
    `select date, sum(clicks)::int as clicks, sum(impressions)::int as impressions, sum(conversions)::float as conversions, sum(cost_micros)::float / 1e6 as cost
       from metric_snapshots where business_id = $1 and level = 'campaign' group by date order by date`,
    [business.id],
  );
  const complete = days.slice(0, -1); // today is still being reported
  const lastWeek = complete.slice(-7);
  const weekBefore = complete.slice(-14, -7);
  const sum = (rows: typeof days, key: 'clicks' | 'impressions' | 'conversions' | 'cost') => rows.reduce((total, row) => total + row[key], 0);
  const costPerConversion = (rows: typeof days) => sum(rows, 'cost') / Math.max(1, sum(rows, 'conversions'));
  // The engine's latest decisions of three different kinds, as the activity log words them.
  const seenTitles = new Set<string>();
  const decisions = (await engine.queries.listActivityLogs(user.id, { eventType: 'automation' }))
    .filter((entry) => entry.campaignId !== null && !seenTitles.has(entry.title) && seenTitles.add(entry.title))
    .slice(0, 3)
    .map((entry) => ({ text: entry.title, detail: entry.message, hoursAgo: Math.max(1, Math.round((nowMs - Date.parse(entry.createdAt)) / 3_600_000)) }));

  const sample = {
    generatedBy: 'npm run landing:sample (engine/seed/landing-sample.ts)',
    simulatedDays: DAYS,
    business: business.businessName,
    campaign: campaign.name,
    dailyLimit: business.dailyBudget,
    spentYesterday: Math.round(complete.at(-1)!.cost * 100) / 100,
    conversionsLastWeek: Math.round(sum(lastWeek, 'conversions')),
    conversionsWeekBefore: Math.round(sum(weekBefore, 'conversions')),
    ctrPercent: Math.round((sum(lastWeek, 'clicks') / Math.max(1, sum(lastWeek, 'impressions'))) * 10_000) / 100,
    costPerConversion: Math.round(costPerConversion(lastWeek) * 100) / 100,
    costPerConversionWeekBefore: Math.round(costPerConversion(weekBefore) * 100) / 100,
    clicksPerDay: complete.slice(-14).map((row) => row.clicks),
    monthSpent: business.currentMonthAdSpend,
    monthlyBudget: business.monthlyBudget,
    monthElapsedPercent: Math.round(((nowMs - Date.UTC(2026, 2, 1)) / (31 * 86_400_000)) * 100),
    decisions,
  };
  writeFileSync(OUT, `${JSON.stringify(sample, null, 2)}\n`);
  process.stderr.write(`wrote ${OUT}\n`);
} finally {
  await engine.stop();
  await orm.close();
  await database.drop();
}
