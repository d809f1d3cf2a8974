import { parsePersistedTournament, type TournamentContext, tournamentStateOf } from '../../machines/tournament';
import type { TournamentStateName } from '../../schema/tournament-state';

/** The columns that repeat the snapshot so that queries and the round check can use indexes. */
export interface TournamentColumns {
  state: TournamentStateName;
  round: number;
  tournament: number;
  roundStartDate: Date | null;
  autoApprove: boolean;
  championAdId: string | null;
}

export function tournamentColumns(snapshot: unknown): TournamentColumns {
  const checked = parsePersistedTournament(snapshot) as unknown as { value: unknown; context: TournamentContext };
  const context = checked.context;
  return {
    state: tournamentStateOf(checked),
    round: context.round,
    tournament: context.tournament,
    roundStartDate: context.roundStartDate ? new Date(context.roundStartDate) : null,
    autoApprove: context.autoApprove,
    championAdId: context.championAdId,
  };
}
