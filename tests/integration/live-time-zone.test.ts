import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../../engine/jobs/jobs';
import { syncBusinessMetrics } from '../../engine/jobs/sync-metrics-job';
import { recentRoundTraffic } from '../../engine/tournament/round-traffic';
import { createFakeGoogleAds } from '../support/fake-google-ads';
import { createLiveEngine, seedLiveBusiness } from '../support/live-launch-harness';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

/** One ad's figures of one local date and hour, as Google's hourly ad report rows come. */
function adRow(campaignId: string, adId: string, date: string, hour: number, figures: { impressions: number; clicks: number; conversions: number; costMicros: number }) {
  const [adGroupId, ad] = adId.split('~');
  return {
    campaign: { id: campaignId },
    ad_group: { id: adGroupId },
    ad_group_ad: { ad: { id: ad } },
    segments: { date, hour },
    metrics: { impressions: figures.impressions, clicks: figures.clicks, conversions: figures.conversions, cost_micros: figures.costMicros },
  };
}

describe('live Google Ads in the account’s own time zone and currency', () => {
  it('a Los Angeles account in pounds: books, launch budget, report dates and late conversions in its own days', async () => {
    let nowMs = Date.parse('2026-11-20T18:00:00Z');
    const fake = createFakeGoogleAds();
    const live = createLiveEngine(database.url, fake, () => nowMs);
    try {
      const customerId = '3330001111';
      fake.accounts.set(customerId, { name: 'Harbor Bikes', timeZone: 'America/Los_Angeles', currencyCode: 'GBP' });
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs, timeZone: 'America/Los_Angeles', currencyCode: 'GBP', monthlyBudgetCents: 90_000 });
      // The business carries nothing yet: the launch takes the zone and currency Google gave at connection.
      await live.sql.query('update businesses set time_zone = null, currency_code = null where id = $1', [business.businessId]);
      await runJob(live.engine.context, { name: 'launch-business', data: business });
      const [row] = await live.sql.query<{ time_zone: string; currency_code: string }>('select time_zone, currency_code from businesses where id = $1', [business.businessId]);
      expect(row).toEqual({ time_zone: 'America/Los_Angeles', currency_code: 'GBP' });
      // The launch budget is half of even pacing over November's 30 days, sent as micros of the account's pounds
      // (the owner's budget is held in the account's currency: no conversion, no dollars).
      const planned = await live.sql.query<{ monthly_budget_cents: number }>('select monthly_budget_cents from campaigns where business_id = $1 order by created_at', [business.businessId]);
      const launchBudgets = fake.store.of(customerId, 'campaign_budget').map((budget) => Number(budget.fields.amount_micros));
      expect(launchBudgets).toEqual(planned.map((campaign) => Math.floor((campaign.monthly_budget_cents * 10_000) / 30 / 2 / 10_000) * 10_000));
      expect(planned.reduce((sum, campaign) => sum + campaign.monthly_budget_cents, 0)).toBe(90_000);

      // Late on 30 November in Los Angeles (03:00 UTC on 1 December): the account's November.
      nowMs = Date.parse('2026-12-01T03:00:00Z');
      await runJob(live.engine.context, { name: 'budget-audit', data: { businessIds: [business.businessId] } });
      const campaigns = await live.sql.query<{ platform_campaign_id: string; max_budget_by_date: Record<string, number>; monthly_budget_cents: number }>(
        'select platform_campaign_id, max_budget_by_date, monthly_budget_cents from campaigns where business_id = $1 order by created_at',
        [business.businessId],
      );
      for (const campaign of campaigns) {
        expect(Object.keys(campaign.max_budget_by_date).sort()).toEqual(['2026-11-20', '2026-11-30']);
      }

      const [first] = campaigns;
      const [ad] = await live.sql.query<{ platform_ad_id: string }>(
        'select a.platform_ad_id from ads a join campaigns c on c.id = a.campaign_id where c.platform_campaign_id = $1 order by a.variant limit 1',
        [first.platform_campaign_id],
      );
      const conversionsOf = async (date: string) => {
        const rows = await live.sql.query<{ conversions: number }>(
          `select s.conversions from metric_snapshots s join campaigns c on c.id = s.campaign_id where c.platform_campaign_id = $1 and s.level = 'campaign' and s.date = $2`,
          [first.platform_campaign_id, date],
        );
        return rows.map((item) => item.conversions);
      };
      const figures = { impressions: 400, clicks: 20, conversions: 1, costMicros: 9_000_000 };
      const sync = async (at: string, conversionsOf26th: number) => {
        nowMs = Date.parse(at);
        fake.queueQuery(/FROM ad_group_ad WHERE campaign\.id IN .*segments\.date BETWEEN/, [adRow(first.platform_campaign_id, ad.platform_ad_id, '2026-11-26', 10, { ...figures, conversions: conversionsOf26th })]);
        const before = fake.calls.length;
        await syncBusinessMetrics(live.engine.context, business.businessId);
        // The sync's report queries (the delivery profile's hourly read has its own, shorter window).
        return fake.calls
          .slice(before)
          .map((call) => call.query ?? '')
          .filter((query) => query.includes('FROM ad_group_ad WHERE campaign.id IN') || query.includes('FROM keyword_view'))
          .join('\n');
      };
      // 26 November, noon in Los Angeles: the ad converted once.
      expect(await sync('2026-11-26T20:00:00Z', 1)).toContain("BETWEEN '2026-11-20' AND '2026-11-26'");
      expect(await conversionsOf('2026-11-26')).toEqual([1]);
      // Three days later a second conversion of a 26 November click is reported: the re-read window still covers the 26th.
      expect(await sync('2026-11-29T20:00:00Z', 2)).toContain("BETWEEN '2026-11-23' AND '2026-11-29'");
      expect(await conversionsOf('2026-11-26')).toEqual([2]);
      // Read again, it is still counted once; the report dates are Los Angeles dates even after midnight UTC.
      expect(await sync('2026-12-01T03:00:00Z', 2)).toContain("BETWEEN '2026-11-24' AND '2026-11-30'");
      expect(await conversionsOf('2026-11-26')).toEqual([2]);
      const ledger = await live.sql.query<{ total: string }>('select sum(delta_cents)::text as total from spend_ledger where business_id = $1', [business.businessId]);
      expect(Number(ledger[0].total)).toBe(900);
      // The log writes the account's money: pounds, never dollars.
      const synced = await live.sql.query<{ message: string }>(`select message from activity_logs where business_id = $1 and title = 'Metrics synced' and message like 'Recorded%'`, [
        business.businessId,
      ]);
      expect(synced.map((entry) => entry.message)).toContainEqual(expect.stringMatching(/^Recorded £9\.00 of new spend/));
      expect(synced.every((entry) => !entry.message.includes('$'))).toBe(true);
      // The dashboard's business: its currency and zone, and the account's today (30 November in Los Angeles).
      const shown = await live.engine.queries.getMyBusiness(business.ownerId);
      expect(shown).toMatchObject({ currencyCode: 'GBP', timeZone: 'America/Los_Angeles' });
      expect(shown?.dailySpend?.at(-1)?.date).toBe('2026-11-30');
    } finally {
      await live.stop();
    }
  });

  it('a Los Angeles account\'s round looks at its own dates: no look until its 7th local date\'s reports are final', async () => {
    // 01:00 on 2 December in Los Angeles (09:00 UTC): round 1 starts with the launch.
    let nowMs = Date.parse('2026-12-02T09:00:00Z');
    const fake = createFakeGoogleAds();
    const live = createLiveEngine(database.url, fake, () => nowMs);
    try {
      const customerId = '3330002222';
      fake.accounts.set(customerId, { name: 'Harbor Bikes', timeZone: 'America/Los_Angeles' });
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs, timeZone: 'America/Los_Angeles' });
      await runJob(live.engine.context, { name: 'launch-business', data: business });
      // A second owner's account launched the same hour, whose zone this server will not be able to read.
      fake.accounts.set('3330003333', { name: 'Harbor Bikes', timeZone: 'America/Los_Angeles' });
      const other = await seedLiveBusiness(live.sql, { customerId: '3330003333', nowMs, timeZone: 'America/Los_Angeles' });
      await runJob(live.engine.context, { name: 'launch-business', data: other });
      const tournaments = async (businessId = business.businessId) =>
        (await live.sql.query<{ state: string; context: Record<string, unknown> }>(
          `select tournament_state as state, tournament->'context' as context from campaigns where business_id = $1 order by created_at`,
          [businessId],
        )).map((row) => ({ state: row.state, lastLookAt: row.context.lastLookAt ?? null, round: row.context.round, timeZone: row.context.timeZone ?? null }));
      const launched = await tournaments();
      expect(launched.length).toBeGreaterThan(0);
      expect(launched.every((campaign) => campaign.state === 'testing' && campaign.round === 1 && campaign.lastLookAt === null)).toBe(true);

      // 09:30 UTC on 9 December: the round has run 7 days, and in UTC seven whole dates are over and final, but it
      // is 01:30 in Los Angeles, whose 7th date (the 8th) ended 90 minutes ago: its reports are not final. No look.
      nowMs = Date.parse('2026-12-09T09:30:00Z');
      await runJob(live.engine.context, { name: 'round-check', data: {} });
      expect(await tournaments()).toEqual(launched);

      // 12:30 UTC: the 8th ended at 08:00 UTC there and its reports are final. Round 1 is looked at, in the account's zone,
      // though the other business's zone cannot be read: that costs only the other business its look.
      const othersBefore = await tournaments(other.businessId);
      await live.sql.query(`update businesses set time_zone = 'Mars/Olympus_Mons' where id = $1`, [other.businessId]);
      nowMs = Date.parse('2026-12-09T12:30:00Z');
      await runJob(live.engine.context, { name: 'round-check', data: {} });
      expect(await tournaments(other.businessId)).toEqual(othersBefore);
      const looked = await tournaments();
      expect(looked.every((campaign) => campaign.timeZone === 'America/Los_Angeles' && (campaign.lastLookAt !== null || campaign.state !== 'testing' || campaign.round === 2))).toBe(true);
    } finally {
      await live.stop();
    }
  });

  it('a new round\'s "at about N impressions a day" counts the last 7 whole dates in Los Angeles, not today nor the UTC date ahead', async () => {
    // 06:00 UTC on 9 December is 22:00 on the 8th in Los Angeles: the 8th is still being spent, the 9th has not begun there.
    const nowMs = Date.parse('2026-12-09T06:00:00Z');
    const fake = createFakeGoogleAds();
    const live = createLiveEngine(database.url, fake, () => nowMs);
    try {
      const customerId = '3330004444';
      fake.accounts.set(customerId, { name: 'Harbor Bikes', timeZone: 'America/Los_Angeles' });
      const business = await seedLiveBusiness(live.sql, { customerId, nowMs, timeZone: 'America/Los_Angeles' });
      await runJob(live.engine.context, { name: 'launch-business', data: business });
      const [campaign] = await live.sql.query<{ id: string }>('select id from campaigns where business_id = $1 order by created_at limit 1', [business.businessId]);
      const ads = await live.sql.query<{ id: string }>('select id from ads where campaign_id = $1', [campaign.id]);
      expect(ads.length).toBeGreaterThan(0);
      const snapshot = (adId: string, date: string, impressions: number, clicks: number, conversions: number) =>
        live.sql.query(
          `insert into metric_snapshots (business_id, campaign_id, level, entity_id, date, impressions, clicks, conversions, cost_micros, synced_at)
           values ($1, $2, 'ad', $3, $4, $5, $6, $7, 0, now())`,
          [business.businessId, campaign.id, adId, date, impressions, clicks, conversions],
        );
      // Whole local dates 1–7 December: 100 impressions, 5 clicks and 1 conversion a day per ad. The 30 November
      // (8 dates back), the 8th (today there) and the 9th (the UTC date) carry far more and must not count.
      for (const ad of ads) {
        for (let day = 1; day <= 7; day += 1) await snapshot(ad.id, `2026-12-0${day}`, 100, 5, 1);
        await snapshot(ad.id, '2026-11-30', 10_000, 900, 90);
        await snapshot(ad.id, '2026-12-08', 10_000, 900, 90);
        await snapshot(ad.id, '2026-12-09', 10_000, 900, 90);
      }
      const traffic = await recentRoundTraffic(live.sql, campaign.id, nowMs);
      expect(traffic.impressionsPerDay).toBeCloseTo(100 * ads.length, 6);
      expect(traffic.ctr).toBeCloseTo(0.05, 6);
      expect(traffic.conversionRate).toBeCloseTo(0.2, 6);
    } finally {
      await live.stop();
    }
  });
});
