import { type ActorLogic, createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../schema/constants';
import { TOURNAMENT_STATES } from '../schema/tournament-state';
import { CoverageRecorder, machineInventory, pathsThroughEveryEdge } from './test-support/model-walk';
import {
  type EvaluateRoundInput,
  type RoundEvaluation,
  type TournamentEmitted,
  type TournamentEvent,
  type TournamentInput,
  tournamentMachine,
} from './tournament';

const input: TournamentInput = { startedAt: '2026-03-02T09:00:00.000Z', championAdId: 'ad-a' };

function daysAfter(iso: string | null, days: number): string {
  return new Date(Date.parse(iso ?? input.startedAt) + days * DAY_MS).toISOString();
}

const replaced: RoundEvaluation = { outcome: 'replaced', championAdId: 'ad-c', reason: 'Variant C is best with 97% probability' };
const noDecision: RoundEvaluation = { outcome: 'no_decision', championAdId: 'ad-a', reason: 'Not enough conversions yet' };
const stillOpen: RoundEvaluation = { outcome: 'no_decision', championAdId: 'ad-a', reason: 'The round goes on', open: true };

type Snap = ReturnType<typeof tournamentMachine.getInitialSnapshot>;
// The invoked evaluation's results are events of the model too; the engine never sends them itself.
type ModelEvent =
  | TournamentEvent
  | { type: 'xstate.done.actor.evaluateRound'; output: RoundEvaluation }
  | { type: 'xstate.error.actor.evaluateRound'; error: Error };

/** Events offered in each state, with times that make sense for the snapshot they are sent to. */
function eventsFor(snapshot: Snap): ModelEvent[] {
  const { roundStartDate, roundEndedAt, lastLookAt } = snapshot.context;
  const later = daysAfter(roundEndedAt ?? roundStartDate, 1);
  return [
    // A day past the 7 dates (or two past the last look): a look is due whatever the hour.
    { type: 'round.elapsed', at: lastLookAt ? daysAfter(lastLookAt, 2) : daysAfter(roundStartDate, 8) },
    { type: 'round.approve', at: later },
    { type: 'round.stop', at: later },
    { type: 'autoApprove.set', enabled: !snapshot.context.autoApprove },
    { type: 'xstate.done.actor.evaluateRound', output: replaced },
    { type: 'xstate.done.actor.evaluateRound', output: noDecision },
    { type: 'xstate.done.actor.evaluateRound', output: stillOpen },
    { type: 'xstate.error.actor.evaluateRound', error: new Error('statistics unavailable') },
  ];
}

/**
 * Abstract state: everything but the timestamps (which differ by path), with the tournament counter
 * saturating at 2 so the model stays finite.
 */
function abstractState(snapshot: Pick<Snap, 'value' | 'context'>) {
  const { roundStartDate, roundEndedAt, lastLookAt, tournament, ...rest } = snapshot.context;
  return { value: snapshot.value, tournament: Math.min(tournament, 2), looked: lastLookAt != null, ...rest };
}

function serializeState(snapshot: Snap): string {
  return JSON.stringify(abstractState(snapshot));
}

/** The real machine, with an evaluation the test settles by hand when the path says so. */
function startSystemUnderTest(recorder: CoverageRecorder) {
  const pending: Array<{ resolve: (value: RoundEvaluation) => void; reject: (error: unknown) => void }> = [];
  const machine = tournamentMachine.provide({
    actors: {
      evaluateRound: fromPromise<RoundEvaluation, EvaluateRoundInput>(
        () => new Promise<RoundEvaluation>((resolve, reject) => pending.push({ resolve, reject })),
      ),
    },
  });
  const emitted: TournamentEmitted[] = [];
  const actor = createActor(machine, { input, inspect: recorder.inspect });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, pending, emitted };
}

describe('tournament machine, model-based', () => {
  // TestModel rather than createTestModel: the latter refuses machines that invoke actors, but here
  // the invoked evaluation's outcomes are modelled as events and settled by hand on the real actor.
  const model = new TestModel(tournamentMachine as unknown as ActorLogic<Snap, ModelEvent, unknown>, {
    input,
    events: (snapshot) => eventsFor(snapshot).filter((event) => snapshot.can(event as TournamentEvent)),
    serializeState: (snapshot) => serializeState(snapshot),
  });
  const paths = pathsThroughEveryEdge(model, serializeState);

  it('walks every transition of the model on the real actor, reaching every state', async () => {
    const recorder = new CoverageRecorder();
    for (const path of paths) {
      const sut = startSystemUnderTest(recorder);
      const send = ({ event }: { event: EventObject }) => {
        sut.actor.send(event as TournamentEvent);
      };
      const settle = async (act: () => void) => {
        act();
        await waitFor(sut.actor, (snapshot) => !snapshot.matches('evaluating'));
      };
      await model.testPath(path, {
        events: {
          'round.elapsed': send,
          'round.approve': send,
          'round.stop': send,
          'autoApprove.set': send,
          'xstate.done.actor.evaluateRound': ({ event }) =>
            settle(() => sut.pending.shift()?.resolve((event as unknown as { output: RoundEvaluation }).output)),
          'xstate.error.actor.evaluateRound': ({ event }) =>
            settle(() => sut.pending.shift()?.reject((event as unknown as { error: Error }).error)),
        },
        states: {
          '*': (expected) => {
            const actual = sut.actor.getSnapshot();
            expect(abstractState(actual)).toEqual(abstractState(expected));
            // Timestamps differ by path; what must hold: a round always has a start, a round under
            // test has no end yet, and a round being evaluated or decided has one.
            expect(actual.context.roundStartDate).not.toBeNull();
            if (actual.matches('testing')) expect(actual.context.roundEndedAt).toBeNull();
            if (actual.matches('evaluating') || actual.matches('awaitingApproval') || actual.matches('complete')) {
              expect(actual.context.roundEndedAt).not.toBeNull();
            }
          },
        },
      });
      // Every evaluation the path started was settled by the path, or is the one running now.
      expect(sut.pending.length).toBe(sut.actor.getSnapshot().matches('evaluating') ? 1 : 0);
      sut.actor.stop();
    }

    const { line, missingStates, missingTransitions } = recorder.report(tournamentMachine);
    console.log(`${line} (${paths.length} model paths)`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it('has exactly the top-level states the schema names', () => {
    expect(Object.keys(tournamentMachine.root.states)).toEqual([...TOURNAMENT_STATES]);
    const { stateIds, transitionKeys } = machineInventory(tournamentMachine);
    expect(stateIds).toHaveLength(TOURNAMENT_STATES.length);
    expect(new Set(transitionKeys).size).toBe(transitionKeys.length);
  });
});
