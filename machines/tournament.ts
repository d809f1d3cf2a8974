/**
 * The campaign tournament statechart (DESIGN.md, "Tournament statistics"). One actor per campaign;
 * the engine loads it from its persisted snapshot for every event, sends the event, persists the new
 * snapshot and turns the emitted events into activity-log rows, history rows and socket pushes.
 *
 *   testing ──round.elapsed (a look is due: 7 whole dates over and final, then daily)──▶ evaluating
 *   evaluating ──done, round stays open────────▶ testing (same round, lastLookAt set; emits nothing)
 *   evaluating ──done, round 3──────────────▶ complete            (emits round.evaluated, tournament.completed)
 *   evaluating ──done, rounds 1-2, autoApprove▶ testing (round+1)  (emits round.evaluated, round.started)
 *   evaluating ──done, rounds 1-2─────────────▶ awaitingApproval   (emits round.evaluated, round.awaitingApproval)
 *   evaluating ──error──────────────────────▶ testing (same round) (emits round.evaluationFailed; the next
 *                                                                   round.elapsed retries the evaluation)
 *   awaitingApproval ──round.approve──▶ testing (round+1)          (emits round.started)
 *   testing | awaitingApproval ──round.stop──▶ stopped             (emits tournament.stopped; champion keeps running)
 *   complete | stopped ──round.approve──▶ testing round 1 of tournament+1 (emits round.started)
 *   any state ──autoApprove.set──▶ same state, flag changed (applies at the next round end)
 *
 * Purity: no clock, database or network. Time enters in events (`at`, ISO strings the caller read
 * from its clock); the round evaluation is the injected actor `evaluateRound`, provided by the engine
 * with `tournamentMachine.provide({ actors: { evaluateRound: fromPromise(...) } })`. The default
 * implementation rejects, which lands in the recoverable error path.
 *
 * Persistence: `actor.getPersistedSnapshot()` is plain JSON; `parsePersistedTournament(json)` checks
 * a stored one and `createActor(machine, { snapshot })` restores it. Entry actions do not run again on
 * restore, so restoring emits nothing. A snapshot persisted in 'evaluating' holds the invoked
 * evaluation as an active child; XState restarts an active promise actor when the restored actor
 * starts, so a crash mid-evaluation resumes with exactly one new evaluation run (the tests prove
 * it). Two rules follow for the engine: (1) after restoring or sending round.elapsed, wait until the
 * actor leaves 'evaluating' (`waitFor(actor, (s) => !s.matches('evaluating'))`) before persisting
 * again, or a later restore would start the evaluation once more; (2) make `evaluateRound`
 * idempotent per (campaign, tournament, round), since a crash after its side effects but before the
 * snapshot was saved repeats it.
 *
 * Events that a state does not accept are ignored; callers that must answer (e.g. a route replying 409)
 * ask `snapshot.can(event)` first.
 */
import { type ActorOptions, assertEvent, assign, createActor, emit, fromPromise, type Snapshot, setup } from 'xstate';
import { z } from 'zod';
import { TRACKER_ROUNDS } from '../schema/constants';
import { lookIsDue, roundStartAfterLook } from '../schema/round-math';
import {
  type RoundEvaluation,
  ROUND_OUTCOMES,
  TOURNAMENT_STATES,
  type TournamentStateName,
} from '../schema/tournament-state';

export type { RoundEvaluation } from '../schema/tournament-state';

export interface TournamentContext {
  /** Round of the current tournament, 1..3. */
  round: number;
  /** 1 for the first tournament; +1 each time one starts again from complete or stopped. */
  tournament: number;
  /** ISO start of the current round; its first look comes 7 whole dates later, then one a day until it decides (at most 28 days). */
  roundStartDate: string | null;
  /** ISO time of the round's last look that left it open; absent in snapshots saved before looks existed. */
  lastLookAt?: string | null;
  /** ISO time the current round was found to have ended (the round.elapsed `at`). */
  roundEndedAt: string | null;
  /** Zero-touch mode: start the next round without waiting for the owner. */
  autoApprove: boolean;
  championAdId: string | null;
  lastOutcome: RoundEvaluation | null;
  /** Message of the last failed evaluation, cleared by the next successful one. */
  lastError: string | null;
  /**
   * The account's IANA time zone, from the last round.elapsed: looks, the dates they compare and the
   * next round's start follow its local dates. Absent (UTC) for demo businesses and older snapshots.
   */
  timeZone?: string | null;
}

export interface TournamentInput {
  /** ISO time the campaign launched: round 1 starts here. */
  startedAt: string;
  autoApprove?: boolean;
  championAdId?: string | null;
  /** For seeding and migrations only: start in this round / tournament (defaults 1). */
  round?: number;
  tournament?: number;
}

export type TournamentEvent =
  | { type: 'round.elapsed'; at: string; timeZone?: string | null }
  | { type: 'round.approve'; at: string }
  | { type: 'round.stop'; at: string }
  | { type: 'autoApprove.set'; enabled: boolean };

export interface EvaluateRoundInput {
  round: number;
  tournament: number;
  roundStartDate: string | null;
  roundEndedAt: string | null;
  championAdId: string | null;
  /** The account's time zone: the dates a look compares are its local ones. */
  timeZone?: string | null;
}

export type RoundStartTrigger = 'launch' | 'approved' | 'autoApproved' | 'newTournament';

/** What the engine must persist or push. */
export type TournamentEmitted =
  | { type: 'round.started'; round: number; tournament: number; at: string; trigger: RoundStartTrigger }
  | ({ type: 'round.evaluated'; round: number; tournament: number } & RoundEvaluation)
  | { type: 'round.evaluationFailed'; round: number; tournament: number; message: string }
  | { type: 'round.awaitingApproval'; round: number; tournament: number }
  | { type: 'tournament.completed'; round: number; tournament: number; championAdId: string | null }
  | { type: 'tournament.stopped'; round: number; tournament: number; at: string; championAdId: string | null };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const tournamentMachine = setup({
  types: {
    context: {} as TournamentContext,
    events: {} as TournamentEvent,
    input: {} as TournamentInput,
    emitted: {} as TournamentEmitted,
  },
  actors: {
    /** Decides the round from its statistics; the engine provides the real one. */
    evaluateRound: fromPromise<RoundEvaluation, EvaluateRoundInput>(async () => {
      throw new Error('evaluateRound was not provided: use tournamentMachine.provide({ actors: { evaluateRound } })');
    }),
  },
  guards: {
    lookIsDue: ({ context, event }) => event.type === 'round.elapsed' && lookIsDue(context.roundStartDate, context.lastLookAt, event.at, event.timeZone ?? undefined),
    roundStaysOpen: ({ event }) => (event as { output?: RoundEvaluation }).output?.open === true,
    isLastRound: ({ context }) => context.round >= TRACKER_ROUNDS,
    autoApproveEnabled: ({ context }) => context.autoApprove,
  },
  actions: {
    recordRoundEnd: assign(({ event }) => {
      assertEvent(event, 'round.elapsed');
      // Only when known: a demo (UTC) round's context stays as it always was.
      return event.timeZone ? { roundEndedAt: event.at, timeZone: event.timeZone } : { roundEndedAt: event.at };
    }),
    startNextRound: assign(({ context, event }) => {
      assertEvent(event, 'round.approve');
      return { round: context.round + 1, roundStartDate: event.at, roundEndedAt: null, lastLookAt: null };
    }),
    startNewTournament: assign(({ context, event }) => {
      assertEvent(event, 'round.approve');
      return { round: 1, tournament: context.tournament + 1, roundStartDate: event.at, roundEndedAt: null, lastLookAt: null };
    }),
    emitRoundStarted: emit(({ context }, params: { trigger: RoundStartTrigger }) => ({
      type: 'round.started' as const,
      round: context.round,
      tournament: context.tournament,
      at: context.roundStartDate ?? '',
      trigger: params.trigger,
    })),
    emitAwaitingApproval: emit(({ context }) => ({
      type: 'round.awaitingApproval' as const,
      round: context.round,
      tournament: context.tournament,
    })),
    emitCompleted: emit(({ context }) => ({
      type: 'tournament.completed' as const,
      round: context.round,
      tournament: context.tournament,
      championAdId: context.championAdId,
    })),
    emitStopped: emit(({ context, event }) => {
      assertEvent(event, 'round.stop');
      return {
        type: 'tournament.stopped' as const,
        round: context.round,
        tournament: context.tournament,
        at: event.at,
        championAdId: context.championAdId,
      };
    }),
    recordEvaluation: assign((_, evaluation: RoundEvaluation) => ({
      lastOutcome: evaluation,
      championAdId: evaluation.championAdId,
      lastError: null,
    })),
    emitEvaluated: emit(({ context }, evaluation: RoundEvaluation) => ({
      type: 'round.evaluated' as const,
      round: context.round,
      tournament: context.tournament,
      ...evaluation,
    })),
    setAutoApprove: assign(({ event }) => {
      assertEvent(event, 'autoApprove.set');
      return { autoApprove: event.enabled };
    }),
  },
}).createMachine({
  id: 'tournament',
  context: ({ input }) => ({
    round: Math.min(TRACKER_ROUNDS, Math.max(1, Math.floor(input.round ?? 1))),
    tournament: Math.max(1, Math.floor(input.tournament ?? 1)),
    roundStartDate: input.startedAt,
    roundEndedAt: null,
    lastLookAt: null,
    autoApprove: input.autoApprove ?? false,
    championAdId: input.championAdId ?? null,
    lastOutcome: null,
    lastError: null,
  }),
  // Root entry runs once when the tournament is created, never on restore.
  entry: { type: 'emitRoundStarted', params: { trigger: 'launch' } },
  initial: 'testing',
  on: {
    'autoApprove.set': { actions: 'setAutoApprove' },
  },
  states: {
    testing: {
      on: {
        'round.elapsed': { guard: 'lookIsDue', target: 'evaluating', actions: 'recordRoundEnd' },
        'round.stop': { target: 'stopped', actions: 'emitStopped' },
      },
    },
    evaluating: {
      invoke: {
        id: 'evaluateRound',
        src: 'evaluateRound',
        input: ({ context }) => ({
          round: context.round,
          tournament: context.tournament,
          roundStartDate: context.roundStartDate,
          roundEndedAt: context.roundEndedAt,
          championAdId: context.championAdId,
          ...(context.timeZone ? { timeZone: context.timeZone } : {}),
        }),
        onDone: [
          {
            // The look did not decide: the round runs on with the same ads; the next look is a day later.
            guard: 'roundStaysOpen',
            target: 'testing',
            actions: assign(({ context }) => ({ lastLookAt: context.roundEndedAt, roundEndedAt: null })),
          },
          {
            guard: 'isLastRound',
            target: 'complete',
            actions: [
              { type: 'recordEvaluation', params: ({ event }) => event.output },
              { type: 'emitEvaluated', params: ({ event }) => event.output },
              'emitCompleted',
            ],
          },
          {
            guard: 'autoApproveEnabled',
            target: 'testing',
            actions: [
              { type: 'recordEvaluation', params: ({ event }) => event.output },
              { type: 'emitEvaluated', params: ({ event }) => event.output },
              // The next round starts on the date of the deciding look: the last one covered the dates before it.
              assign(({ context }) => ({
                round: context.round + 1,
                roundStartDate: context.roundEndedAt ? roundStartAfterLook(context.roundEndedAt, context.timeZone ?? undefined) : null,
                roundEndedAt: null,
                lastLookAt: null,
              })),
              { type: 'emitRoundStarted', params: { trigger: 'autoApproved' } },
            ],
          },
          {
            target: 'awaitingApproval',
            actions: [
              { type: 'recordEvaluation', params: ({ event }) => event.output },
              { type: 'emitEvaluated', params: ({ event }) => event.output },
              'emitAwaitingApproval',
            ],
          },
        ],
        onError: {
          target: 'testing',
          actions: [
            assign(({ event }) => ({ lastError: messageOf(event.error), roundEndedAt: null })),
            emit(({ context }) => ({
              type: 'round.evaluationFailed' as const,
              round: context.round,
              tournament: context.tournament,
              message: context.lastError ?? 'evaluation failed',
            })),
          ],
        },
      },
    },
    awaitingApproval: {
      on: {
        'round.approve': {
          target: 'testing',
          actions: ['startNextRound', { type: 'emitRoundStarted', params: { trigger: 'approved' } }],
        },
        'round.stop': { target: 'stopped', actions: 'emitStopped' },
      },
    },
    complete: {
      on: {
        'round.approve': {
          target: 'testing',
          actions: ['startNewTournament', { type: 'emitRoundStarted', params: { trigger: 'newTournament' } }],
        },
      },
    },
    stopped: {
      on: {
        'round.approve': {
          target: 'testing',
          actions: ['startNewTournament', { type: 'emitRoundStarted', params: { trigger: 'newTournament' } }],
        },
      },
    },
  },
});

export type TournamentMachine = typeof tournamentMachine;

const isoSchema = z.iso.datetime({ offset: true });
const persistedTournamentSchema = z.looseObject({
  status: z.literal('active'),
  value: z.enum(TOURNAMENT_STATES),
  context: z.object({
    round: z.number().int().min(1).max(TRACKER_ROUNDS),
    tournament: z.number().int().min(1),
    roundStartDate: isoSchema.nullable(),
    roundEndedAt: isoSchema.nullable(),
    lastLookAt: isoSchema.nullable().optional(),
    autoApprove: z.boolean(),
    championAdId: z.string().nullable(),
    lastOutcome: z
      .object({ outcome: z.enum(ROUND_OUTCOMES), championAdId: z.string().nullable(), reason: z.string(), open: z.boolean().optional() })
      .nullable(),
    lastError: z.string().nullable(),
    timeZone: z.string().nullable().optional(),
  }),
});

/** A persisted snapshot as `createActor(tournamentMachine, { snapshot })` takes it. */
export type TournamentPersistedSnapshot = Snapshot<unknown>;

/**
 * Checks a stored snapshot (e.g. a jsonb column) before restoring it, so that a corrupted row fails
 * loudly with the field named instead of restoring into a nonsense state.
 */
export function parsePersistedTournament(json: unknown): TournamentPersistedSnapshot {
  persistedTournamentSchema.parse(json);
  return json as TournamentPersistedSnapshot;
}

/**
 * Restores a tournament actor (not started) from a stored snapshot. `machine` is usually
 * `tournamentMachine.provide({ actors: { evaluateRound } })`. XState's types ask for `input` even
 * when restoring, where it is ignored; this hides that.
 */
export function restoreTournamentActor(
  machine: TournamentMachine,
  snapshot: TournamentPersistedSnapshot,
  options: Omit<ActorOptions<TournamentMachine>, 'snapshot' | 'input'> = {},
) {
  return createActor(machine, { ...options, snapshot } as ActorOptions<TournamentMachine> & { input: TournamentInput });
}

/** The machine's top-level state as the Campaign entity carries it (`tournamentState`). */
export function tournamentStateOf(snapshot: { value: unknown }): TournamentStateName {
  return z.enum(TOURNAMENT_STATES).parse(snapshot.value);
}
