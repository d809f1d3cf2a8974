import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../engine/accounts/credentials';
import type { Engine } from '../../engine/engine';
import { runUnit } from '../../engine/events/unit-of-work';
import { createOps, type Ops } from '../../engine/ops/ops';
import { runEngineHours } from '../../engine/seed/run-engine-hours';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { runTournamentEvent } from '../../engine/tournament/run-tournament-event';
import { createTestEngine } from '../support/test-engine';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const START = Date.parse('2026-03-02T09:00:00Z');
const DAY_HOURS = 24;

describe('tournament journal: one entry per transition, in the snapshot transaction', () => {
  let database: TestDatabase;
  let engine: Engine;
  let ops: Ops;
  let clock: VirtualClock;
  let ownerId: string;
  let campaignId: string;
  let businessId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new VirtualClock(START);
    engine = createTestEngine(database, clock);
    ops = createOps(engine.context.db);
    ownerId = (await signUp(database.orm.em.fork(), { email: 'journal-owner@example.com', password: 'owner-password-1' })).id;
    const business = await engine.commands.createBusiness(ownerId, {
      businessName: 'Harbor Bikes',
      websiteUrl: 'https://harborbikes.example',
      monthlyBudget: 3000,
      paymentConfirmed: true,
      setupIntentId: null,
    });
    businessId = business.id;
    await engine.drainInlineJobs();
    campaignId = (await engine.queries.listCampaigns(ownerId))[0].id;
  });

  afterAll(async () => {
    await engine?.stop();
    await database?.drop();
  });

  it('starts empty: launching a campaign creates its actor, which is not a transition', async () => {
    const { entries, tournament } = await ops.getTournamentJournal(campaignId);
    expect(entries).toEqual([]);
    expect(tournament).toMatchObject({ campaignId, state: 'testing', round: 1, journalEntries: 0 });
  });

  it('records a round end as two steps caused by the round-check job: into evaluating, then out with the outcome', async () => {
    await runEngineHours(engine, clock, 7 * DAY_HOURS + 1);
    const { entries, tournament } = await ops.getTournamentJournal(campaignId);
    expect(tournament.state).toBe('awaitingApproval');
    expect(entries.map((entry) => [entry.seq, entry.eventType, entry.stateBefore, entry.stateAfter])).toEqual([
      [1, 'round.elapsed', 'testing', 'evaluating'],
      [2, 'xstate.done.actor.evaluateRound', 'evaluating', 'awaitingApproval'],
    ]);
    for (const entry of entries) expect(entry.cause).toMatchObject({ kind: 'job', name: 'round-check', jobId: null, userEmail: null });
    // The context after a step is the context before the next, and the last one is the actor's.
    expect(entries[1].contextBefore).toEqual(entries[0].contextAfter);
    expect(entries[1].contextAfter).toEqual(tournament.context);
    expect(entries[1].contextAfter).toMatchObject({ round: 1, lastOutcome: { outcome: expect.any(String) } });
    // Times come from the engine's clock (virtual here), not the wall clock.
    expect(Date.parse(entries[0].at)).toBeGreaterThanOrEqual(START + 7 * 86_400_000);
    expect(Date.parse(entries[0].at)).toBeLessThanOrEqual(clock.now());
  });

  it("names the user (with the e-mail) when the owner's command moves the actor", async () => {
    const preview = await engine.commands.previewTournament(ownerId, campaignId);
    await engine.commands.startTournament(ownerId, campaignId, { previewData: preview.previewData });
    const { entries } = await ops.getTournamentJournal(campaignId);
    expect(entries).toHaveLength(3);
    expect(entries[2]).toMatchObject({
      seq: 3,
      eventType: 'round.approve',
      stateBefore: 'awaitingApproval',
      stateAfter: 'testing',
      cause: { kind: 'user', name: ownerId, userEmail: 'journal-owner@example.com' },
      contextAfter: { round: 2 },
    });
  });

  it('writes nothing for an ignored event, and nothing when the transaction rolls back', async () => {
    // round.approve is not accepted while testing: the actor ignores it, the command answers 409.
    await expect(engine.commands.startTournament(ownerId, campaignId, { previewData: [] })).rejects.toMatchObject({ status: 409 });
    // A stop that commits its snapshot change... then fails later in the same transaction.
    const failure = new Error('crash after the snapshot was saved');
    await expect(
      runUnit(engine.context.db, engine.context.bus, async (unit) => {
        const platform = await engine.context.platforms.openOne(unit.tx, businessId);
        const step = await runTournamentEvent(engine.context, unit, {
          businessId,
          campaignId,
          platform,
          event: { type: 'round.stop', at: new Date(clock.now()).toISOString() },
        });
        expect(step.after.state).toBe('stopped');
        throw failure;
      }),
    ).rejects.toBe(failure);
    const { entries, tournament } = await ops.getTournamentJournal(campaignId);
    expect(tournament.state).toBe('testing');
    expect(entries).toHaveLength(3);
    const [count] = await engine.context.db.query<{ n: number }>('select count(*)::int as n from tournament_journal where campaign_id = $1', [campaignId]);
    expect(count.n).toBe(3);
  });

  it('commits the entry with the snapshot: a committed stop is in the journal with the system cause outside jobs and commands', async () => {
    await runUnit(engine.context.db, engine.context.bus, async (unit) => {
      const platform = await engine.context.platforms.openOne(unit.tx, businessId);
      await runTournamentEvent(engine.context, unit, {
        businessId,
        campaignId,
        platform,
        event: { type: 'round.stop', at: new Date(clock.now()).toISOString() },
      });
    });
    const { entries, tournament } = await ops.getTournamentJournal(campaignId);
    expect(tournament).toMatchObject({ state: 'stopped', journalEntries: 4 });
    expect(entries[3]).toMatchObject({ seq: 4, eventType: 'round.stop', stateBefore: 'testing', stateAfter: 'stopped', cause: { kind: 'system', name: 'engine' } });
  });

  it('lists every campaign with its state and journal size, most recently moved first', async () => {
    const { tournaments, total } = await ops.listTournaments();
    expect(total).toBeGreaterThanOrEqual(2);
    expect(tournaments.find((tournament) => tournament.campaignId === campaignId)).toMatchObject({
      businessName: 'Harbor Bikes',
      state: 'stopped',
      journalEntries: 4,
    });
    const times = tournaments.map((tournament) => Date.parse(tournament.lastTransitionAt ?? '1970-01-01T00:00:00Z'));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await ops.listTournaments({ q: 'no such name' })).tournaments).toEqual([]);
    await expect(ops.getTournamentJournal('not-a-uuid')).rejects.toMatchObject({ status: 404 });
  });
});
