import { describe, expect, it } from 'vitest';
import { buildCampaign } from '../../../../../schema/fixtures';
import { approvalCardOf, trackerState } from './tracker-state';

const START = '2026-03-01T00:00:00.000Z';
const day = (n: number) => new Date(Date.parse(START) + n * 86_400_000 + 3_600_000);

describe('trackerState', () => {
  it('counts the days left in a running round and highlights the current round of three', () => {
    const state = trackerState(buildCampaign({ tournamentRound: 2, roundStartDate: START }), day(2));
    expect(state.title).toBe('Round 2 in Progress');
    expect(state.detail).toBe('Testing variants for 5 more days');
    expect(state.daysLeft).toBe(5);
    expect(state.rounds.map((r) => r.status)).toEqual(['done', 'current', 'upcoming']);
  });

  it('says "1 more day" on the last day', () => {
    expect(trackerState(buildCampaign({ roundStartDate: START }), day(6)).detail).toBe('Testing variants for 1 more day');
  });

  it('says results are being evaluated once the 7 days are over', () => {
    const state = trackerState(buildCampaign({ roundStartDate: START }), day(9));
    expect(state.daysLeft).toBe(0);
    expect(state.detail).toBe('Results being evaluated...');
  });

  it('crowns the champion when complete and shows only the rounds played', () => {
    const state = trackerState(buildCampaign({ tournamentRound: 2, tournamentComplete: true }), day(1));
    expect(state.title).toBeNull();
    expect(state.detail).toBe('Round 2 complete. Your best-performing ad is live.');
    expect(state.rounds.map((r) => r.status)).toEqual(['done', 'done']);
  });
});

describe('approvalCardOf', () => {
  it('asks for approval when a round awaits it, says stopped when stopped, nothing otherwise', () => {
    expect(approvalCardOf(buildCampaign({ awaitingRoundApproval: true, tournamentState: 'awaitingApproval' }))).toBe('round-complete');
    expect(approvalCardOf(buildCampaign({ tournamentComplete: true, tournamentState: 'stopped' }))).toBe('stopped');
    expect(approvalCardOf(buildCampaign({ tournamentComplete: true, tournamentState: 'complete' }))).toBeNull();
    expect(approvalCardOf(buildCampaign())).toBeNull();
  });
});
