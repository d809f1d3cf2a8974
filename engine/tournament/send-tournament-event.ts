import { fromPromise, waitFor } from 'xstate';
import {
  type EvaluateRoundInput,
  parsePersistedTournament,
  restoreTournamentActor,
  type TournamentEmitted,
  type TournamentEvent,
  tournamentMachine,
} from '../../machines/tournament';
import { errors } from '../../schema/errors';
import type { RoundEvaluation } from '../../schema/tournament-state';
import { appendJournal } from '../ops/journal';
import { recordTransitions } from '../ops/transition-recorder';
import type { Tx } from '../persistence/sql';
import { type TournamentColumns, tournamentColumns } from './tournament-columns';

export interface TournamentStep {
  emitted: TournamentEmitted[];
  before: TournamentColumns;
  after: TournamentColumns;
}

/**
 * One event for a campaign's tournament actor, inside the caller's transaction: load the snapshot
 * (row locked), restore the actor, send the event, wait until it has left 'evaluating' (never
 * persist an evaluation in flight, or a restore would run it again), and save the new snapshot
 * with its version bumped, and its transitions in the ops journal (same transaction). A snapshot
 * stored in 'evaluating' (written by older code or by hand)
 * resumes its evaluation once on restore, and that is awaited the same way.
 */
export async function sendTournamentEvent(
  tx: Tx,
  campaignId: string,
  event: TournamentEvent | null,
  evaluate: (input: EvaluateRoundInput) => Promise<RoundEvaluation>,
  atMs: number = Date.now(),
): Promise<TournamentStep> {
  const rows = await tx.query<{ tournament: unknown; tournament_version: number }>(
    'select tournament, tournament_version from campaigns where id = $1 for update',
    [campaignId],
  );
  if (!rows[0]) throw errors.notFound('Campaign not found');
  const { tournament, tournament_version: version } = rows[0];
  const machine = tournamentMachine.provide({ actors: { evaluateRound: fromPromise(({ input }) => evaluate(input)) } });
  const journal = recordTransitions(tournament);
  const actor = restoreTournamentActor(machine, parsePersistedTournament(tournament), { inspect: journal.inspect });
  const emitted: TournamentEmitted[] = [];
  actor.on('*', (emittedEvent) => emitted.push(emittedEvent));
  const before = tournamentColumns(tournament);
  actor.start();
  let persisted: unknown;
  try {
    await waitFor(actor, (snapshot) => !snapshot.matches('evaluating'));
    if (event) {
      actor.send(event);
      await waitFor(actor, (snapshot) => !snapshot.matches('evaluating'));
    }
    // Read before stop(): a stopped actor's snapshot says 'stopped' and could not be restored.
    persisted = actor.getPersistedSnapshot();
  } finally {
    actor.stop();
  }
  const after = tournamentColumns(persisted);
  const updated = await tx.query(
    `update campaigns set tournament = $2::jsonb, tournament_version = tournament_version + 1, tournament_state = $3,
       tournament_round = $4, tournament_number = $5, round_start_date = $6
     where id = $1 and tournament_version = $7 returning id`,
    [campaignId, JSON.stringify(persisted), after.state, after.round, after.tournament, after.roundStartDate, version],
  );
  // The row is locked, so only a writer that bypassed this function can get here: refuse to overwrite it.
  if (updated.length === 0) throw errors.conflict('The tournament changed meanwhile; try again');
  await appendJournal(tx, campaignId, journal.transitions, atMs);
  return { emitted, before, after };
}
