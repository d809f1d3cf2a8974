import { createActor, fromPromise, type Snapshot, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../schema/constants';
import { campaignTournamentFlags } from '../schema/tournament-state';
import {
  type EvaluateRoundInput,
  parsePersistedTournament,
  restoreTournamentActor,
  type RoundEvaluation,
  type TournamentEmitted,
  type TournamentInput,
  tournamentMachine,
  tournamentStateOf,
} from './tournament';

const LAUNCH = '2026-03-02T09:00:00.000Z';
const at = (days: number) => new Date(Date.parse(LAUNCH) + days * DAY_MS).toISOString();

const kept: RoundEvaluation = { outcome: 'kept', championAdId: 'ad-a', reason: 'Champion still best' };
const replacedBy = (id: string): RoundEvaluation => ({ outcome: 'replaced', championAdId: id, reason: `${id} won with 96%` });

/** A tournament actor whose evaluation answers from a script, recording every call. */
function startTournament(options: {
  input?: Partial<TournamentInput>;
  evaluations?: Array<RoundEvaluation | Error>;
  snapshot?: Snapshot<unknown>;
}) {
  const calls: EvaluateRoundInput[] = [];
  const script = [...(options.evaluations ?? [])];
  const machine = tournamentMachine.provide({
    actors: {
      evaluateRound: fromPromise<RoundEvaluation, EvaluateRoundInput>(async ({ input }) => {
        calls.push(input);
        const next = script.shift() ?? kept;
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const emitted: TournamentEmitted[] = [];
  const actor = options.snapshot
    ? restoreTournamentActor(machine, options.snapshot)
    : createActor(machine, { input: { startedAt: LAUNCH, championAdId: 'ad-a', ...options.input } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.matches('evaluating'));
  return { actor, calls, emitted, settled };
}

describe('tournament machine', () => {
  it('starts round 1 of tournament 1 at launch and says so', () => {
    const { actor, emitted } = startTournament({});
    expect(actor.getSnapshot().value).toBe('testing');
    expect(actor.getSnapshot().context).toMatchObject({ round: 1, tournament: 1, roundStartDate: LAUNCH });
    expect(emitted).toEqual([{ type: 'round.started', round: 1, tournament: 1, at: LAUNCH, trigger: 'launch' }]);
  });

  it('ignores round.elapsed until the first look is due: 7 whole dates over and their reports final (04:00 UTC)', async () => {
    const { actor, calls, settled } = startTournament({});
    const firstLook = '2026-03-09T04:00:00.000Z';
    actor.send({ type: 'round.elapsed', at: new Date(Date.parse(firstLook) - 1).toISOString() });
    expect(actor.getSnapshot().value).toBe('testing');
    expect(calls).toEqual([]);

    actor.send({ type: 'round.elapsed', at: firstLook });
    expect(actor.getSnapshot().value).toBe('evaluating');
    await settled();
    expect(calls).toEqual([{ round: 1, tournament: 1, roundStartDate: LAUNCH, roundEndedAt: firstLook, championAdId: 'ad-a' }]);
  });

  it('keeps a round open after a look that does not decide, and looks again a day later', async () => {
    const open: RoundEvaluation = { outcome: 'no_decision', championAdId: 'ad-a', reason: 'The round goes on', open: true };
    const { actor, calls, emitted, settled } = startTournament({ evaluations: [open, kept] });
    actor.send({ type: 'round.elapsed', at: '2026-03-09T04:00:00.000Z' });
    await settled();
    expect(actor.getSnapshot().value).toBe('testing');
    expect(actor.getSnapshot().context).toMatchObject({ round: 1, roundStartDate: LAUNCH, lastLookAt: '2026-03-09T04:00:00.000Z', roundEndedAt: null });
    expect(emitted.filter((event) => event.type === 'round.evaluated')).toEqual([]);
    actor.send({ type: 'round.elapsed', at: '2026-03-10T03:00:00.000Z' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'round.elapsed', at: '2026-03-10T04:00:00.000Z' });
    await settled();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('awaitingApproval');
  });

  it('runs three approved rounds to completion, emitting what the engine must record', async () => {
    const { actor, emitted, settled } = startTournament({ evaluations: [replacedBy('ad-c'), kept, replacedBy('ad-f')] });
    actor.send({ type: 'round.elapsed', at: at(7) });
    await settled();
    expect(actor.getSnapshot().value).toBe('awaitingApproval');
    expect(campaignTournamentFlags(tournamentStateOf(actor.getSnapshot()))).toEqual({
      tournamentComplete: false,
      awaitingRoundApproval: true,
    });

    actor.send({ type: 'round.approve', at: at(8) });
    actor.send({ type: 'round.elapsed', at: at(15) });
    await settled();
    actor.send({ type: 'round.approve', at: at(16) });
    actor.send({ type: 'round.elapsed', at: at(23) });
    await settled();

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('complete');
    expect(snapshot.context).toMatchObject({ round: 3, championAdId: 'ad-f', lastOutcome: replacedBy('ad-f') });
    expect(emitted.map((event) => event.type)).toEqual([
      'round.started',
      'round.evaluated',
      'round.awaitingApproval',
      'round.started',
      'round.evaluated',
      'round.awaitingApproval',
      'round.started',
      'round.evaluated',
      'tournament.completed',
    ]);
    expect(emitted[1]).toEqual({ type: 'round.evaluated', round: 1, tournament: 1, ...replacedBy('ad-c') });
    expect(emitted[3]).toEqual({ type: 'round.started', round: 2, tournament: 1, at: at(8), trigger: 'approved' });
    expect(emitted.at(-1)).toEqual({ type: 'tournament.completed', round: 3, tournament: 1, championAdId: 'ad-f' });
  });

  it('with auto-approve starts the next round on the date of the deciding look: no date belongs to two rounds', async () => {
    const { actor, emitted, settled } = startTournament({ input: { autoApprove: true } });
    actor.send({ type: 'round.elapsed', at: at(7) });
    await settled();
    expect(actor.getSnapshot().value).toBe('testing');
    const nextStart = '2026-03-09T00:00:00.000Z';
    expect(actor.getSnapshot().context).toMatchObject({ round: 2, roundStartDate: nextStart, roundEndedAt: null });
    expect(emitted.at(-1)).toEqual({ type: 'round.started', round: 2, tournament: 1, at: nextStart, trigger: 'autoApproved' });

    actor.send({ type: 'round.elapsed', at: at(14) });
    await settled();
    actor.send({ type: 'round.elapsed', at: at(22) });
    await settled();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(emitted.filter((event) => event.type === 'round.awaitingApproval')).toEqual([]);
  });

  it('looks in the account\'s own dates: in Los Angeles the first look waits for local midnight, and the next round starts there', async () => {
    const { actor, calls, emitted, settled } = startTournament({ input: { autoApprove: true } });
    const timeZone = 'America/Los_Angeles';
    // 04:00 UTC on 9 March is 20:00 on the 8th in Los Angeles: its 7th date is still being spent.
    actor.send({ type: 'round.elapsed', at: '2026-03-09T04:00:00.000Z', timeZone });
    expect(actor.getSnapshot().value).toBe('testing');
    actor.send({ type: 'round.elapsed', at: '2026-03-09T11:00:00.000Z', timeZone });
    await settled();
    expect(calls).toEqual([expect.objectContaining({ roundEndedAt: '2026-03-09T11:00:00.000Z', timeZone })]);
    // The 9th began at 07:00 UTC there (daylight time since 8 March: UTC-7).
    const nextStart = '2026-03-09T07:00:00.000Z';
    expect(actor.getSnapshot().context).toMatchObject({ round: 2, roundStartDate: nextStart, timeZone });
    expect(emitted.at(-1)).toEqual({ type: 'round.started', round: 2, tournament: 1, at: nextStart, trigger: 'autoApproved' });
  });

  it('lets the owner turn auto-approve on and off in any state; it applies at the next round end', async () => {
    const { actor, settled } = startTournament({});
    actor.send({ type: 'autoApprove.set', enabled: true });
    actor.send({ type: 'autoApprove.set', enabled: false });
    actor.send({ type: 'round.elapsed', at: at(7) });
    await settled();
    expect(actor.getSnapshot().value).toBe('awaitingApproval');
    actor.send({ type: 'autoApprove.set', enabled: true });
    expect(actor.getSnapshot().value).toBe('awaitingApproval');
    expect(actor.getSnapshot().context.autoApprove).toBe(true);
  });

  it('stops and keeps the champion; a new round then starts round 1 of the next tournament', async () => {
    const { actor, emitted, settled } = startTournament({ evaluations: [replacedBy('ad-b')] });
    actor.send({ type: 'round.elapsed', at: at(7) });
    await settled();
    actor.send({ type: 'round.stop', at: at(8) });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(campaignTournamentFlags('stopped')).toEqual({ tournamentComplete: true, awaitingRoundApproval: false });
    expect(emitted.at(-1)).toEqual({ type: 'tournament.stopped', round: 1, tournament: 1, at: at(8), championAdId: 'ad-b' });

    actor.send({ type: 'round.approve', at: at(30) });
    expect(actor.getSnapshot().context).toMatchObject({ round: 1, tournament: 2, roundStartDate: at(30), championAdId: 'ad-b' });
    expect(emitted.at(-1)).toEqual({ type: 'round.started', round: 1, tournament: 2, at: at(30), trigger: 'newTournament' });
  });

  it('can be stopped mid-round, but not while a round is being evaluated', async () => {
    const testing = startTournament({});
    testing.actor.send({ type: 'round.stop', at: at(3) });
    expect(testing.actor.getSnapshot().value).toBe('stopped');

    const evaluating = startTournament({});
    evaluating.actor.send({ type: 'round.elapsed', at: at(7) });
    expect(evaluating.actor.getSnapshot().can({ type: 'round.stop', at: at(7) })).toBe(false);
    evaluating.actor.send({ type: 'round.stop', at: at(7) });
    expect(evaluating.actor.getSnapshot().value).toBe('evaluating');
    await evaluating.settled();
  });

  it('refuses round.approve while testing (no skipping a running round)', () => {
    const { actor } = startTournament({});
    expect(actor.getSnapshot().can({ type: 'round.approve', at: at(1) })).toBe(false);
  });

  it('recovers from a failed evaluation: same round, and the next round.elapsed retries', async () => {
    const { actor, calls, emitted, settled } = startTournament({ evaluations: [new Error('metrics lag'), kept] });
    actor.send({ type: 'round.elapsed', at: at(7) });
    await settled();
    expect(actor.getSnapshot().value).toBe('testing');
    expect(actor.getSnapshot().context).toMatchObject({ round: 1, roundStartDate: LAUNCH, lastError: 'metrics lag' });
    expect(emitted.at(-1)).toEqual({ type: 'round.evaluationFailed', round: 1, tournament: 1, message: 'metrics lag' });

    actor.send({ type: 'round.elapsed', at: at(7.1) });
    await settled();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('awaitingApproval');
    expect(actor.getSnapshot().context.lastError).toBeNull();
  });

  it('without a provided evaluation, fails recoverably instead of deciding anything', async () => {
    const actor = createActor(tournamentMachine, { input: { startedAt: LAUNCH } }).start();
    actor.send({ type: 'round.elapsed', at: at(7) });
    await waitFor(actor, (snapshot) => !snapshot.matches('evaluating'));
    expect(actor.getSnapshot().value).toBe('testing');
    expect(actor.getSnapshot().context.lastError).toMatch(/evaluateRound was not provided/);
  });

  it('clamps seeded input to rounds 1..3', () => {
    const actor = createActor(tournamentMachine, { input: { startedAt: LAUNCH, round: 9, tournament: 0 } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ round: 3, tournament: 1 });
  });
});

describe('tournament persistence', () => {
  const throughJson = (snapshot: Snapshot<unknown>) => parsePersistedTournament(JSON.parse(JSON.stringify(snapshot)));

  it('survives JSON mid-round and carries on where it left off, emitting nothing on restore', async () => {
    const first = startTournament({ evaluations: [replacedBy('ad-c')] });
    first.actor.send({ type: 'round.elapsed', at: at(7) });
    await first.settled();
    first.actor.send({ type: 'round.approve', at: at(8) });
    const stored = throughJson(first.actor.getPersistedSnapshot());
    first.actor.stop();

    const second = startTournament({ snapshot: stored, evaluations: [kept] });
    expect(second.emitted).toEqual([]);
    expect(second.actor.getSnapshot().value).toBe('testing');
    expect(second.actor.getSnapshot().context).toMatchObject({ round: 2, roundStartDate: at(8), championAdId: 'ad-c' });

    second.actor.send({ type: 'round.elapsed', at: at(15) });
    await second.settled();
    expect(second.calls).toEqual([{ round: 2, tournament: 1, roundStartDate: at(8), roundEndedAt: at(15), championAdId: 'ad-c' }]);
    expect(second.actor.getSnapshot().value).toBe('awaitingApproval');
  });

  it('restored mid-evaluation (engine crashed there), runs the evaluation exactly once', async () => {
    // The first engine process starts an evaluation that never finishes, persists, and dies.
    const hanging = tournamentMachine.provide({
      actors: { evaluateRound: fromPromise<RoundEvaluation, EvaluateRoundInput>(() => new Promise<RoundEvaluation>(() => {})) },
    });
    const crashed = createActor(hanging, { input: { startedAt: LAUNCH, championAdId: 'ad-a' } }).start();
    crashed.send({ type: 'round.elapsed', at: at(7) });
    const stored = throughJson(crashed.getPersistedSnapshot());
    crashed.stop();
    expect(stored).toMatchObject({ value: 'evaluating' });

    const resumed = startTournament({ snapshot: stored, evaluations: [replacedBy('ad-d')] });
    await resumed.settled();
    expect(resumed.calls).toEqual([{ round: 1, tournament: 1, roundStartDate: LAUNCH, roundEndedAt: at(7), championAdId: 'ad-a' }]);
    expect(resumed.emitted.filter((event) => event.type === 'round.evaluated')).toHaveLength(1);
    expect(resumed.actor.getSnapshot().value).toBe('awaitingApproval');
    expect(resumed.actor.getSnapshot().context.championAdId).toBe('ad-d');

    // Persisting after it settled stores no running evaluation: a further restore runs none.
    const again = startTournament({ snapshot: throughJson(resumed.actor.getPersistedSnapshot()) });
    expect(again.calls).toEqual([]);
    expect(again.actor.getSnapshot().value).toBe('awaitingApproval');
  });

  it('rejects a corrupted stored snapshot, naming the field', () => {
    const actor = createActor(tournamentMachine, { input: { startedAt: LAUNCH } }).start();
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    expect(() => parsePersistedTournament({ ...stored, value: 'sleeping' })).toThrow(/value/);
    expect(() => parsePersistedTournament({ ...stored, context: { ...stored.context, round: 4 } })).toThrow(/round/);
    expect(() => parsePersistedTournament({ ...stored, context: { ...stored.context, roundStartDate: 'yesterday' } })).toThrow(
      /roundStartDate/,
    );
  });
});
