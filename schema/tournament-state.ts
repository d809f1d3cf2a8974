import { z } from 'zod';

/**
 * The top-level states of `machines/tournament.ts`, named here so that entities and the UI can
 * carry a campaign's tournament state without importing the machine. A test checks they match.
 */
export const TOURNAMENT_STATES = ['testing', 'evaluating', 'awaitingApproval', 'complete', 'stopped'] as const;
export type TournamentStateName = (typeof TOURNAMENT_STATES)[number];
export const tournamentStateSchema = z.enum(TOURNAMENT_STATES);

/**
 * The two flags SPEC.md's Campaign carries, derived from the machine state: stopping keeps the
 * champion and "marks the tournament complete", so both 'complete' and 'stopped' are complete.
 */
export function campaignTournamentFlags(state: TournamentStateName): {
  tournamentComplete: boolean;
  awaitingRoundApproval: boolean;
} {
  return {
    tournamentComplete: state === 'complete' || state === 'stopped',
    awaitingRoundApproval: state === 'awaitingApproval',
  };
}

export const ROUND_OUTCOMES = ['replaced', 'kept', 'no_decision'] as const;
export type RoundOutcome = (typeof ROUND_OUTCOMES)[number];

/**
 * What the engine's round evaluation decides at a round's end (DESIGN.md, "Tournament
 * statistics"): a challenger replaced the champion, the champion was kept, or the data did not
 * allow a decision. `championAdId` is the champion after the decision.
 */
export const roundEvaluationSchema = z.object({
  outcome: z.enum(ROUND_OUTCOMES),
  championAdId: z.string().min(1).nullable(),
  reason: z.string(),
  /** The look did not decide: the round stays open (absent = the round ended). */
  open: z.boolean().optional(),
});
export type RoundEvaluation = z.infer<typeof roundEvaluationSchema>;
