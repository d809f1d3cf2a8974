import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../engine/accounts/credentials';
import type { Engine } from '../../engine/engine';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { DAY_MS } from '../../schema/constants';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTestEngine } from '../support/test-engine';

/**
 * Demo time (issue 20): the owner fast-forwards their demo business and the real engine runs over the
 * simulated hours, while every other business stays on the engine's clock.
 */
const START = Date.parse('2026-03-02T09:20:00Z');

describe('a demo business on its own clock', () => {
  let database: TestDatabase;
  let engine: Engine;
  let clock: VirtualClock;
  let ownerId: string;
  let neighbourId: string;

  async function createLaunched(userId: string, name: string) {
    await engine.commands.createBusiness(userId, { businessName: name, websiteUrl: 'https://harborbikes.example', monthlyBudget: 3000, paymentConfirmed: true });
    await engine.drainInlineJobs();
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new VirtualClock(START);
    engine = createTestEngine(database, clock);
    ownerId = (await signUp(database.orm.em.fork(), { email: 'demo@example.com', password: 'demo-password-1' })).id;
    neighbourId = (await signUp(database.orm.em.fork(), { email: 'neighbour@example.com', password: 'neighbour-password-1' })).id;
    await createLaunched(ownerId, 'Harbor Bikes');
    await createLaunched(neighbourId, 'Neighbour Bikes');
  });

  afterAll(async () => {
    await engine?.stop();
    await database?.drop();
  });

  it('shows nothing spent right after the launch, and real figures after a simulated day', async () => {
    const before = await engine.queries.getMyBusiness(ownerId);
    expect(before?.currentMonthAdSpend).toBe(0);
    expect(before?.demoClock).toBeUndefined();

    const answer = await engine.commands.fastForwardDemo(ownerId, 1);
    expect(answer.hoursRun).toBe(24);
    expect(Date.parse(answer.clock.now)).toBe(START + DAY_MS);
    expect(answer.clock.speed).toBe('realtime');

    const business = await engine.queries.getMyBusiness(ownerId);
    expect(business?.demoClock?.now).toBe(answer.clock.now);
    expect(business?.currentMonthAdSpend).toBeGreaterThan(0);
    expect(business?.currentMonthAdSpend).toBeLessThanOrEqual(business!.monthlyBudget);
    const campaigns = await engine.queries.listCampaigns(ownerId);
    expect(campaigns.reduce((sum, c) => sum + c.impressions, 0)).toBeGreaterThan(0);
    expect(campaigns.reduce((sum, c) => sum + c.clicks, 0)).toBeGreaterThan(0);
    const log = await engine.queries.listActivityLogs(ownerId);
    expect(log.some((entry) => entry.title === 'Metrics synced')).toBe(true);
    // Simulated entries carry simulated time.
    expect(Math.max(...log.map((entry) => Date.parse(entry.createdAt)))).toBeGreaterThan(START + 12 * 3_600_000);
  });

  it('decides the first round within a simulated week, with the same round code as real time', async () => {
    await engine.commands.fastForwardDemo(ownerId, 7);
    const [first] = await engine.queries.listCampaigns(ownerId);
    const history = await engine.queries.getCampaignHistory(ownerId, first.id);
    // Round 1 ended at its seventh simulated day: a champion was chosen (the owner approves the next round).
    const roundOne = history.rounds.find((round) => round.round === 1 && round.tournament === 1);
    expect(roundOne?.endedAt).toBeTruthy();
    expect(roundOne?.champion).not.toBeNull();
    const business = await engine.queries.getMyBusiness(ownerId);
    expect(Date.parse(business!.demoClock!.now)).toBe(START + 8 * DAY_MS);
    expect(business!.currentMonthAdSpend).toBeLessThanOrEqual(business!.monthlyBudget);
  });

  it('leaves every other business on the engine clock, and the regular jobs leave the clocked one alone', async () => {
    const neighbour = await engine.queries.getMyBusiness(neighbourId);
    expect(neighbour?.demoClock).toBeUndefined();
    expect(neighbour?.currentMonthAdSpend).toBe(0);
    const owners = await engine.queries.getMyBusiness(ownerId);
    // Six hours later (past Google's reporting lag) the neighbour's spend is booked by the regular
    // jobs; the clocked business moves on only through its own job.
    clock.advance(6 * 3_600_000);
    await engine.runJob({ name: 'sync-metrics', data: {} });
    await engine.runJob({ name: 'budget-audit', data: {} });
    expect((await engine.queries.getMyBusiness(neighbourId))?.currentMonthAdSpend).toBeGreaterThan(0);
    expect((await engine.queries.getMyBusiness(ownerId))?.currentMonthAdSpend).toBe(owners?.currentMonthAdSpend);
    const advanced = (await engine.runJob({ name: 'advance-demo-clocks', data: {} })) as { hours: number };
    expect(advanced.hours).toBe(6);
  });

  it('plays fast, pauses, and keeps its simulated time while paused', async () => {
    const fast = await engine.commands.setDemoClockSpeed(ownerId, 'fast');
    expect(fast.clock.speed).toBe('fast');
    clock.advance(10_000);
    const advanced = (await engine.runJob({ name: 'advance-demo-clocks', data: {} })) as { hours: number };
    expect(advanced.hours).toBe(24);
    const paused = await engine.commands.setDemoClockSpeed(ownerId, 'paused');
    clock.advance(60_000);
    expect(((await engine.runJob({ name: 'advance-demo-clocks', data: {} })) as { hours: number }).hours).toBe(0);
    expect((await engine.queries.getMyBusiness(ownerId))?.demoClock?.now).toBe(paused.clock.now);
  });

  it('refuses simulated time to a live business with a clear 409, changing nothing', async () => {
    await database.orm.em.getConnection().execute("update businesses set platform_mode = 'live' where owner_id = ?", [neighbourId]);
    await expect(engine.commands.fastForwardDemo(neighbourId, 1)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Simulated time is for demo mode only: this business runs live on Google Ads, in real time.',
    });
    await expect(engine.commands.setDemoClockSpeed(neighbourId, 'fast')).rejects.toMatchObject({ code: 'conflict' });
    const rows = await database.orm.em.getConnection().execute('select demo_clock from businesses b join users u on u.id = b.owner_id where u.id = ?', [neighbourId]);
    expect(rows[0].demo_clock).toBeNull();
  });
});
