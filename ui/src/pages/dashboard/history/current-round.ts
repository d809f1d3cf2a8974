import type { CampaignHistory } from '../../../../../schema/entities';

/** Index of the round that is open by default: the one the server marks current, else the last. */
export function currentRoundIndex(history: CampaignHistory): number {
  const marked = history.rounds.findIndex((round) => round.current);
  return marked !== -1 ? marked : history.rounds.length - 1;
}
