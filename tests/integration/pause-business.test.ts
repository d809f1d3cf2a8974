import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../engine/accounts/credentials';
import type { Engine } from '../../engine/engine';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTestEngine } from '../support/test-engine';

/** "Pause everything" and resume (issue 21): nothing serves or spends, rounds hold, resume restores exactly what it paused. */
const START = Date.parse('2026-03-02T09:00:00Z');

describe('pausing a whole business', () => {
  let database: TestDatabase;
  let engine: Engine;
  let ownerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    engine = createTestEngine(database, new VirtualClock(START));
    ownerId = (await signUp(database.orm.em.fork(), { email: 'holiday@example.com', password: 'holiday-password-1' })).id;
    await engine.commands.createBusiness(ownerId, { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 3000, paymentConfirmed: true });
    await engine.drainInlineJobs();
    await engine.commands.fastForwardDemo(ownerId, 2);
  });

  afterAll(async () => {
    await engine?.stop();
    await database?.drop();
  });

  it('pauses every serving campaign; a week later nothing was spent and no round was decided', async () => {
    const campaigns = await engine.queries.listCampaigns(ownerId);
    const ownPick = campaigns[campaigns.length - 1];
    await engine.commands.pauseCampaign(ownerId, ownPick.id); // paused by the owner before the holiday
    const roundStarts = campaigns.map((c) => c.roundStartDate);

    const paused = await engine.commands.pauseBusiness(ownerId);
    expect(paused.pausedSince).toBeTruthy();
    expect((await engine.queries.listCampaigns(ownerId)).every((c) => c.status === 'paused')).toBe(true);
    await expect(engine.commands.pauseBusiness(ownerId)).rejects.toMatchObject({ code: 'conflict' });

    const spentBefore = (await engine.queries.getMyBusiness(ownerId))!.currentMonthAdSpend;
    await engine.commands.fastForwardDemo(ownerId, 7);
    const after = await engine.queries.listCampaigns(ownerId);
    // Reports of the hours before the pause may still arrive (up to 3 hours' lag, at most twice the
    // daily budget's pace), nothing dated after the day of the pause.
    const pauseDate = paused.pausedSince!.slice(0, 10);
    const [later] = await database.orm.em
      .getConnection()
      .execute<{ cost: string }[]>("select coalesce(sum(cost_micros), 0)::text as cost from metric_snapshots where level = 'campaign' and date > ?", [pauseDate]);
    expect(Number(later.cost)).toBe(0);
    const { dailyBudget } = (await engine.queries.getMyBusiness(ownerId))!;
    expect((await engine.queries.getMyBusiness(ownerId))!.currentMonthAdSpend).toBeLessThanOrEqual(spentBefore + (3 / 24) * 2 * dailyBudget);
    expect(after.every((c) => c.status === 'paused')).toBe(true);
    expect(after.every((c) => c.tournamentRound === 1 && !c.awaitingRoundApproval)).toBe(true);
    expect(after.map((c) => c.roundStartDate)).toEqual(roundStarts);
  });

  it('resumes exactly what it paused; the rounds take their looks again', async () => {
    const before = await engine.queries.listCampaigns(ownerId);
    const resumed = await engine.commands.resumeBusiness(ownerId);
    expect(resumed.pausedSince).toBeNull();
    const after = await engine.queries.listCampaigns(ownerId);
    expect(after.slice(0, -1).every((c) => c.status === 'active')).toBe(true);
    expect(after.at(-1)!.status).toBe('paused'); // the owner's own pause stands
    // The rounds' dates are their persisted machines' own: a pause does not rewrite them.
    expect(after.map((c) => c.roundStartDate)).toEqual(before.map((c) => c.roundStartDate));
    const log = await engine.queries.listActivityLogs(ownerId, { eventType: 'automation' });
    expect(log.map((entry) => entry.title)).toEqual(expect.arrayContaining(['Everything paused', 'Everything resumed']));
    await expect(engine.commands.resumeBusiness(ownerId)).rejects.toMatchObject({ code: 'conflict' });
  });
});
