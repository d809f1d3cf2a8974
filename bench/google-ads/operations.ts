/**
 * Google Ads operations a live business costs a day in steady state, with the real engine and jobs
 * against the fake Google Ads API (tests/support/fake-google-ads-delivery.ts, which spends and
 * reports): one owner connects, launches three campaigns, then the recurring jobs run on a
 * virtual clock as Agenda would start them (metrics sync, budget audit and round check hourly,
 * optimization and the policy check every 4 hours). Prints operations per day (every GAQL request counts 1, every
 * mutate operation 1), the launch day apart, and how many such businesses each access level carries.
 *
 *   node_modules/.bin/node --import tsx bench/google-ads/operations.ts [--days=10]
 */
import { DAILY_OPERATION_QUOTA, describeAccessLevel, type GoogleAdsAccessLevel } from '../../engine/google-ads/access-level';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { connectLiveOwner, startLiveEngine } from '../../tests/support/live-engine';
import { createTestDatabase } from '../../tests/support/test-database';

const HOUR_MS = 3_600_000;
const days = Number(process.argv.find((arg) => arg.startsWith('--days='))?.slice(7) ?? 10);
process.env.TEST_DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/postgres';

const database = await createTestDatabase();
const clock = new VirtualClock(Date.parse('2026-11-03T08:00:00Z'));
const harness = await startLiveEngine({ databaseUrl: database.url, clock: clock.now });
const customerId = '4440001111';
try {
  const { businessId } = await connectLiveOwner(harness, { customerId, monthlyBudget: 1500, name: 'Bench Bikes' });
  for (let hour = 0; hour < days * 24; hour++) {
    clock.advance(HOUR_MS);
    harness.delivery.deliverUntil(clock.now());
    await harness.engine.runJob({ name: 'sync-metrics', data: {} });
    await harness.engine.runJob({ name: 'budget-audit', data: {} });
    await harness.engine.runJob({ name: 'round-check', data: {} });
    if (hour % 4 === 3) {
      await harness.engine.runJob({ name: 'optimize', data: {} });
      await harness.engine.runJob({ name: 'policy-check', data: {} });
    }
  }
  const seen = harness.delivery.operations.get(customerId) ?? new Map<string, number>();
  // The product's own count (google_ads_business_operations), written in the background: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const counted = await harness.sql.query<{ day: string; operations: number }>(
    'select day, operations from google_ads_business_operations where business_id = $1 order by day',
    [businessId],
  );
  const perDay = counted.map((row) => [row.day, row.operations] as const);
  console.log('operations per UTC day for one business with three campaigns (product count | seen by the fake Google Ads):');
  for (const [day, operations] of perDay) console.log(`  ${day}  ${operations} | ${seen.get(day) ?? 0}`);
  // Whole days after the launch day: the steady state.
  const steady = perDay.slice(1, -1).map(([, operations]) => operations);
  const mean = steady.reduce((sum, value) => sum + value, 0) / Math.max(1, steady.length);
  const max = Math.max(...steady);
  console.log(`steady state: mean ${mean.toFixed(0)}, max ${max} operations per business per day (target < 150)`);
  for (const level of ['explorer', 'basic', 'standard'] as GoogleAdsAccessLevel[]) {
    const quota = DAILY_OPERATION_QUOTA[level];
    const carried = Number.isFinite(quota) ? Math.floor(quota / max).toLocaleString('en-US') : 'no daily limit';
    console.log(`  ${describeAccessLevel(level)}: ${carried} businesses at the max day`);
  }
} finally {
  await harness.close();
  await database.drop();
}
