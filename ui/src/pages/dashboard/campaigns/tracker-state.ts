import type { Campaign } from '../../../../../schema/entities';
import { daysLeftInRound, type TrackerRound, trackerRounds } from '../../../../../schema/round-math';

export interface TrackerState {
  complete: boolean;
  round: number;
  daysLeft: number;
  rounds: TrackerRound[];
  /** 'Round N in Progress', or null when complete (the champion text shows instead). */
  title: string | null;
  /** 'Testing variants for N more days', 'Results being evaluated...' or the champion text. */
  detail: string;
}

/** What the tournament tracker says about a campaign at `now` (SPEC section 2, "Tournament tracker"). */
export function trackerState(campaign: Pick<Campaign, 'tournamentRound' | 'tournamentComplete' | 'roundStartDate'>, now: Date): TrackerState {
  const round = campaign.tournamentRound;
  const complete = campaign.tournamentComplete;
  const daysLeft = daysLeftInRound(campaign.roundStartDate, now);
  const rounds = trackerRounds(round, complete);
  if (complete) {
    return { complete, round, daysLeft, rounds, title: null, detail: `Round ${round} complete. Your best-performing ad is live.` };
  }
  const detail = daysLeft > 0 ? `Testing variants for ${daysLeft} more ${daysLeft === 1 ? 'day' : 'days'}` : 'Results being evaluated...';
  return { complete, round, daysLeft, rounds, title: `Round ${round} in Progress`, detail };
}

/** Which approval card a campaign shows under its tracker, if any. */
export function approvalCardOf(campaign: Pick<Campaign, 'awaitingRoundApproval' | 'tournamentState'>): 'round-complete' | 'stopped' | null {
  if (campaign.awaitingRoundApproval) return 'round-complete';
  if (campaign.tournamentState === 'stopped') return 'stopped';
  return null;
}
