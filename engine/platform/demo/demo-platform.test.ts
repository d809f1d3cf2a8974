import { describe, expect, it } from 'vitest';
import { DemoPlatform } from './demo-platform';

const AD = { headlines: ['One', 'Two', 'Three'], descriptions: ['First.', 'Second.'], finalUrl: 'https://example.test' };
const KEYWORDS = ['a', 'b', 'c'].map((text) => ({ text, matchType: 'PHRASE' as const, cpcBidMicros: 4_000_000 }));

async function runWeek(seed: number) {
  let now = Date.UTC(2025, 0, 6);
  const platform = DemoPlatform.create({ seed, clock: () => now });
  const created = await platform.createCampaign({ name: 'x', dailyBudgetMicros: 50_000_000, adGroups: [{ name: 'g', ads: [AD, AD, AD], keywords: KEYWORDS }] });
  now += 3 * 86_400_000;
  const saved = JSON.parse(JSON.stringify(platform.toJSON()));
  now += 4 * 86_400_000;
  const report = await platform.fetchMetrics({ campaignIds: [created.campaignId], level: 'campaign', from: '2025-01-06', to: '2025-01-12', segment: 'day' });
  return { platform, created, report, saved, setNow: (ms: number) => (now = ms), now: () => now };
}

describe('demo platform', () => {
  it('is deterministic for a seed and resumes exactly from its JSON state', async () => {
    const first = await runWeek(42);
    const second = await runWeek(42);
    expect(second.report).toEqual(first.report);
    let now = Date.UTC(2025, 0, 9);
    const restored = DemoPlatform.fromJSON(first.saved, () => now);
    now = Date.UTC(2025, 0, 13);
    const resumed = await restored.fetchMetrics({ campaignIds: [first.created.campaignId], level: 'campaign', from: '2025-01-06', to: '2025-01-12', segment: 'day' });
    expect(resumed).toEqual(first.report);
  });

  it('spends within 2x the daily budget per day and holds back the last hours of reports', async () => {
    const { report, platform, created } = await runWeek(7);
    for (const row of report.rows) expect(row.costMicros).toBeLessThanOrEqual(100_000_000);
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.completeThrough).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 13) - 4 * 3_600_000);
    const reported = report.rows.reduce((sum, row) => sum + row.costMicros, 0);
    expect(platform.deliveredMicros(created.campaignId, '2025-01')).toBeGreaterThanOrEqual(reported);
  });
});
