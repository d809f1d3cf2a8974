import { describe, expect, it } from 'vitest';
import { type DemoChange, DemoPlatform } from './demo-platform';

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

  it('adopts a parsed state without copying it and writes the same JSON text as toJSON, resuming exactly', async () => {
    const first = await runWeek(42);
    expect(first.platform.toJSONText()).toBe(JSON.stringify(first.platform.toJSON()));
    let now = Date.UTC(2025, 0, 9);
    const adopted = DemoPlatform.adopt(JSON.parse(JSON.stringify(first.saved)), () => now);
    const copied = DemoPlatform.fromJSON(first.saved, () => now);
    now = Date.UTC(2025, 0, 13);
    const query = { campaignIds: [first.created.campaignId], level: 'campaign' as const, from: '2025-01-06', to: '2025-01-12', segment: 'day' as const };
    expect(await adopted.fetchMetrics(query)).toEqual(first.report);
    expect(await copied.fetchMetrics(query)).toEqual(first.report);
    expect(adopted.toJSONText()).toBe(JSON.stringify(copied.toJSON()));
  });

  it('spends within 2x the daily budget per day and holds back the last hours of reports', async () => {
    const { report, platform, created } = await runWeek(7);
    for (const row of report.rows) expect(row.costMicros).toBeLessThanOrEqual(100_000_000);
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.completeThrough).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 13) - 4 * 3_600_000);
    const reported = report.rows.reduce((sum, row) => sum + row.costMicros, 0);
    expect(platform.deliveredMicros(created.campaignId, '2025-01')).toBeGreaterThanOrEqual(reported);
  });

  it('reads a version 1 state (reports kept by entity id) and reports the same figures', async () => {
    const { saved } = await runWeek(5);
    const campaignId = Object.keys(saved.campaigns)[0];
    const campaign = saved.campaigns[campaignId];
    const day = campaign.dailyFromDay + 1;
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    const hour = day * 24 + 10;
    const v1 = {
      ...saved,
      version: 1,
      campaigns: {
        [campaignId]: {
          ...campaign,
          pending: [],
          entityIds: undefined,
          daily: { [campaignId]: { [date]: [1_000, 40, 2, 80_000_000] } },
          hourly: { [campaignId]: { [String(hour)]: [100, 4, 1, 8_000_000] } },
        },
      },
    };
    const now = saved.nowMs;
    const platform = DemoPlatform.fromJSON(v1 as never, () => now);
    const daily = await platform.fetchMetrics({ campaignIds: [campaignId], level: 'campaign', from: date, to: date, segment: 'day' });
    expect(daily.rows).toMatchObject([{ entityId: campaignId, date, impressions: 1_000, clicks: 40, conversions: 2, costMicros: 80_000_000 }]);
    const hourly = await platform.fetchMetrics({ campaignIds: [campaignId], level: 'campaign', from: date, to: date, segment: 'hour' });
    expect(hourly.rows).toMatchObject([{ date, hour: 10, impressions: 100, clicks: 4, costMicros: 8_000_000 }]);
    expect(platform.toJSON().version).toBe(2);
  });

  it('takes booked budgets and statuses at its simulated hour exactly as calls made at that hour', async () => {
    const start = Date.UTC(2025, 0, 30, 20);
    const month = '2025-02';
    const run = async (booked: boolean) => {
      let now = start;
      const platform = DemoPlatform.create({ seed: 11, clock: () => now });
      const created = await platform.createCampaign({ name: 'x', dailyBudgetMicros: 50_000_000, adGroups: [{ name: 'g', ads: [AD, AD], keywords: KEYWORDS }] });
      const id = created.campaignId;
      let current = platform;
      // Each step: the simulation stands at this hour; the engine changes the campaign, then time passes.
      const steps = [
        { hours: 5, dailyBudgetMicros: 20_000_000, status: 'ENABLED' as const },
        { hours: 26, dailyBudgetMicros: 20_000_000, status: 'PAUSED' as const },
        { hours: 30, dailyBudgetMicros: 8_000_000, status: 'ENABLED' as const },
      ];
      for (const step of steps) {
        now += step.hours * 3_600_000;
        current.catchUp();
        if (booked) {
          current = DemoPlatform.fromJSON(JSON.parse(JSON.stringify(current.toJSON())), () => now);
          current.adoptBooked([{ campaignId: id, dailyBudgetMicros: step.dailyBudgetMicros, status: step.status }]);
        } else {
          await current.setCampaignDailyBudget(id, step.dailyBudgetMicros);
          await current.setCampaignStatus(id, step.status);
        }
      }
      now += 40 * 3_600_000;
      return { delivered: current.deliveredMicros(id, month), state: current.toJSON() };
    };
    const called = await run(false);
    const booked = await run(true);
    expect(called.delivered).toBeGreaterThan(0);
    expect(booked.state).toEqual(called.state);
  });

  it('takes booked ad and keyword changes at its simulated hour exactly as calls made at that hour', async () => {
    const run = async (booked: boolean) => {
      let now = Date.UTC(2025, 0, 6, 9);
      const platform = DemoPlatform.create({ seed: 23, clock: () => now });
      const created = await platform.createCampaign({ name: 'x', dailyBudgetMicros: 50_000_000, adGroups: [{ name: 'g', ads: [AD, AD, AD], keywords: KEYWORDS }] });
      const [group] = created.adGroups;
      const changes: DemoChange[][] = [
        [{ kind: 'adStatus', adId: group.adIds[1], status: 'PAUSED' }, { kind: 'keywordBids', bids: [{ keywordId: group.keywordIds[0], cpcBidMicros: 2_345_678 }, { keywordId: 'unknown-k', cpcBidMicros: 1 }] }],
        [
          { kind: 'keywordStatus', keywordId: group.keywordIds[2], status: 'PAUSED' },
          { kind: 'bidSchedule', campaignId: created.campaignId, schedule: { hourOfDay: Array.from({ length: 24 }, (_, hour) => (hour < 8 ? 0.05 : 1.3)), dayOfWeek: [1, 1, 1, 1, 1, 1, 20] } },
          { kind: 'adStatus', adId: 'unknown-a', status: 'PAUSED' },
          { kind: 'biddingStrategy', campaignId: created.campaignId, strategy: { kind: 'maximize_clicks', cpcCeilingMicros: 2_000_000, targetCpaMicros: null } },
        ],
      ];
      let current = platform;
      for (const step of changes) {
        now += 30 * 3_600_000;
        current.catchUp();
        const known = step.filter((change) => !(change.kind === 'adStatus' && change.adId.startsWith('unknown')));
        if (booked) {
          current = DemoPlatform.adopt(JSON.parse(current.toJSONText()), () => now);
          current.adoptChanges(JSON.parse(JSON.stringify(step)));
        } else {
          for (const change of known) {
            if (change.kind === 'adStatus') await current.setAdStatus(change.adId, change.status);
            else if (change.kind === 'keywordStatus') await current.setKeywordStatus(change.keywordId, change.status);
            else if (change.kind === 'keywordBids') await current.setKeywordBids(change.bids.filter((bid) => bid.keywordId !== 'unknown-k'));
            else if (change.kind === 'biddingStrategy') await current.setBiddingStrategy(change.campaignId, change.strategy);
            else await current.setBidSchedule(change.campaignId, change.schedule);
          }
        }
      }
      now += 48 * 3_600_000;
      return { delivered: current.deliveredMicros(created.campaignId, '2025-01'), state: current.toJSONText() };
    };
    const called = await run(false);
    const booked = await run(true);
    expect(called.delivered).toBeGreaterThan(0);
    expect(booked.state).toBe(called.state);
    const [campaign] = Object.values(JSON.parse(booked.state).campaigns) as { adGroups: { ads: { status: string }[]; keywords: { status: string; cpcBidMicros: number }[] }[] }[];
    expect(campaign.adGroups[0].ads.map((ad) => ad.status)).toEqual(['ENABLED', 'PAUSED', 'ENABLED']);
    expect(campaign.adGroups[0].keywords.map((keyword) => [keyword.status, keyword.cpcBidMicros])).toEqual([['ENABLED', 2_345_678], ['ENABLED', 4_000_000], ['PAUSED', 4_000_000]]);
  });
});
