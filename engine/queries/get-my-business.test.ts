import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSchema } from '../../schema/entities';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { createTestEngine } from '../../tests/support/test-engine';
import { signUp } from '../accounts/credentials';
import { monthPosition } from '../budget/month-calendar';
import type { Engine } from '../engine';
import type { DomainEvent } from '../events/domain-events';
import { loadBooks } from '../persistence/campaign-books';
import { runEngineHours } from '../seed/run-engine-hours';
import { VirtualClock } from '../seed/virtual-clock';

/** Mid-afternoon (UTC) of the 3rd: two whole days of the month behind, today under way. */
const START = Date.parse('2026-03-03T15:00:00Z');

describe('getMyBusiness: spend today and per day of the month, from the ledger', () => {
  let database: TestDatabase;
  let engine: Engine;
  let clock: VirtualClock;
  const events: DomainEvent[] = [];

  /** An owner with a launched business (campaigns on the demo platform, no spend yet). */
  async function launchedOwner(email: string): Promise<{ userId: string; businessId: string; campaignIds: string[] }> {
    const user = await signUp(database.orm.em.fork(), { email, password: 'owner-password-1' });
    const business = await engine.commands.createBusiness(user.id, {
      businessName: 'Harbor Bikes',
      websiteUrl: 'https://harborbikes.example',
      monthlyBudget: 3000,
      paymentConfirmed: true,
    });
    await engine.drainInlineJobs();
    const campaignIds = (await engine.queries.listCampaigns(user.id)).map((campaign) => campaign.id);
    return { userId: user.id, businessId: business.id, campaignIds };
  }

  async function book(businessId: string, rows: { campaignId: string; date: string; cents: number }[]): Promise<void> {
    await engine.context.db.query(
      `insert into spend_ledger (business_id, campaign_id, date, month, cumulative_micros, delta_cents, recorded_at)
       select $1, v.campaign_id, v.date, left(v.date, 7), v.ordinal, v.cents, now()
       from unnest($2::uuid[], $3::text[], $4::int[]) with ordinality as v(campaign_id, date, cents, ordinal)`,
      [businessId, rows.map((row) => row.campaignId), rows.map((row) => row.date), rows.map((row) => row.cents)],
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new VirtualClock(START);
    engine = createTestEngine(database, clock);
    engine.events.subscribe((event) => events.push(event));
  });

  afterAll(async () => {
    await engine?.stop();
    await database?.drop();
  });

  it("sums every campaign's ledger rows per date: zero-filled from the 1st through today, last month left out", async () => {
    const owner = await launchedOwner('ledger@example.com');
    const other = await launchedOwner('neighbour@example.com');
    const [first, second] = owner.campaignIds;
    await book(owner.businessId, [
      { campaignId: first, date: '2026-02-28', cents: 9_999 },
      { campaignId: first, date: '2026-03-01', cents: 1_000 },
      { campaignId: first, date: '2026-03-01', cents: 250 },
      { campaignId: second, date: '2026-03-01', cents: 300 },
      { campaignId: first, date: '2026-03-03', cents: 420 },
      { campaignId: second, date: '2026-03-03', cents: 81 },
    ]);
    await book(other.businessId, [{ campaignId: other.campaignIds[0], date: '2026-03-03', cents: 7_777 }]);

    const business = await engine.queries.getMyBusiness(owner.userId);
    expect(businessSchema.parse(business)).toMatchObject({
      todayAdSpend: 5.01,
      currentMonthAdSpend: 20.51,
      dailySpend: [
        { date: '2026-03-01', spend: 15.5 },
        { date: '2026-03-02', spend: 0 },
        { date: '2026-03-03', spend: 5.01 },
      ],
    });
    expect((await engine.queries.getMyBusiness(other.userId))?.todayAdSpend).toBe(77.77);
  });

  it('gives every date of the month so far, at zero, before anything is spent', async () => {
    const { userId } = await launchedOwner('first-day@example.com');
    const business = await engine.queries.getMyBusiness(userId);
    expect(business).toMatchObject({ todayAdSpend: 0, currentMonthAdSpend: 0 });
    expect(business?.dailySpend?.map((day) => day.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it("matches the budget guard's books after real metrics syncs, and pushes the business when spend moves", async () => {
    const { userId, businessId } = await launchedOwner('synced@example.com');
    events.length = 0;
    // Across midnight: yesterday's spend stays in the series, today's starts again from zero.
    await runEngineHours(engine, clock, 24);
    const { today, month } = monthPosition(clock.now());
    expect(today).toBe('2026-03-04');

    const books = await loadBooks(engine.context.db, [businessId]);
    const campaigns = Object.values(books.state.campaigns);
    const guardCents = (date: string) => campaigns.reduce((sum, campaign) => sum + (campaign.ledgerCentsByDate[date] ?? 0), 0);
    const business = await engine.queries.getMyBusiness(userId);
    expect(guardCents('2026-03-03')).toBeGreaterThan(0);
    expect(guardCents(today)).toBeGreaterThan(0);
    expect(Math.round((business?.todayAdSpend ?? 0) * 100)).toBe(guardCents(today));
    for (const day of business?.dailySpend ?? []) expect(Math.round(day.spend * 100)).toBe(guardCents(day.date));
    const monthCents = campaigns.reduce(
      (sum, campaign) => sum + Object.entries(campaign.ledgerCentsByDate).reduce((total, [date, cents]) => total + (date.startsWith(month) ? cents : 0), 0),
      0,
    );
    expect(Math.round((business?.currentMonthAdSpend ?? 0) * 100)).toBe(monthCents);

    const pushed = events.filter((event) => event.name === 'business.updated' && event.businessId === businessId).at(-1);
    expect(pushed?.payload).toEqual(business);
  });

  it('is null before onboarding', async () => {
    const user = await signUp(database.orm.em.fork(), { email: 'no-business@example.com', password: 'owner-password-1' });
    expect(await engine.queries.getMyBusiness(user.id)).toBeNull();
  });
});
