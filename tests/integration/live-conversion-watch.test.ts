import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../engine/jobs/jobs';
import { connectLiveOwner, type LiveEngine, startLiveEngine } from '../support/live-engine';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The daily conversion watch of a live business against the fake Google Ads API: conversions by
 * date read from the conversion action; no conversion for 14 days tells the owner once (one
 * activity entry), and a new silence after new conversions is told again.
 */
const DAY = 86_400_000;
let now = Date.parse('2026-11-01T09:00:00Z');
const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);

let database: TestDatabase;
let harness: LiveEngine;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await startLiveEngine({ databaseUrl: database.url, clock: () => now });
});

afterAll(async () => {
  await harness?.close();
  await database?.drop();
});

describe('conversion-watch', () => {
  it('tells the owner once when no conversion came for 14 days', async () => {
    const { businessId } = await connectLiveOwner(harness, { customerId: '7778889999', monthlyBudget: 900, name: 'Harbor Bikes' });
    const entries = () =>
      harness.sql.query<{ title: string; message: string; level: string }>(
        `select title, message, level from activity_logs where business_id = $1 and title = 'No conversion recorded for 14 days' order by created_at`,
        [businessId],
      );
    const watch = () => runJob(harness.engine.context, { name: 'conversion-watch', data: {} });

    // Connected today, nothing yet: UNVERIFIED, but not 14 days: nobody is told.
    expect(await watch()).toMatchObject({ businesses: 1, failed: 0, told: 0 });
    const fake = harness.delivery.fake;
    fake.conversionsByDate.set(day(0), 2);

    // 20 days later, the last conversion 20 days ago: told, once however often the job runs.
    now += 20 * DAY;
    expect(await watch()).toMatchObject({ told: 1 });
    expect(await watch()).toMatchObject({ told: 0 });
    expect(await entries()).toEqual([
      {
        title: 'No conversion recorded for 14 days',
        message: `No conversion was recorded for 14 days (the last on ${day(-20)}). Check that the Google tag and event snippet are still on your site and that your contact form leads to the thank-you page.`,
        level: 'warning',
      },
    ]);
    expect(fake.calls.filter((call) => call.query?.includes('segments.date BETWEEN')).at(-1)?.query).toContain(`BETWEEN '${day(-20)}' AND '${day(0)}'`);

    // Conversions again, then a new silence: told again, about the new one.
    fake.conversionsByDate.set(day(-1), 1);
    expect(await watch()).toMatchObject({ told: 0 });
    now += 15 * DAY;
    expect(await watch()).toMatchObject({ told: 1 });
    expect((await entries()).map((entry) => entry.message)).toEqual([expect.stringContaining(`(the last on ${day(-35)})`), expect.stringContaining(`(the last on ${day(-16)})`)]);
  });
});
