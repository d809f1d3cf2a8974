// @vitest-environment happy-dom
import { Theme } from '@radix-ui/themes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCampaign } from '../../../../../schema/fixtures';
import { CampaignCard, type CampaignCardActions } from './campaign-card';

afterEach(cleanup);

const NOW = new Date('2026-03-04T10:00:00.000Z');

function renderCard(overrides: Parameters<typeof buildCampaign>[0], showMenu = true) {
  const actions: CampaignCardActions = {
    onPause: vi.fn(),
    onResume: vi.fn(),
    onRunNewRound: vi.fn(),
    onStopTournament: vi.fn(),
    busyId: null,
  };
  render(
    <Theme>
      <CampaignCard campaign={buildCampaign({ id: 'c', roundStartDate: '2026-03-02T09:00:00.000Z', ...overrides })} now={NOW} actions={actions} showMenu={showMenu} />
    </Theme>,
  );
  return actions;
}

describe('CampaignCard', () => {
  it('shows the running round, its days left and the seven figures', () => {
    renderCard({ tournamentRound: 2, impressions: 1000, clicks: 35, conversions: 7 });
    expect(screen.getByTestId('text-tracker-status-c').textContent).toBe('Round 2 in ProgressTesting variants for 5 more days');
    expect(screen.getByTestId('text-days-left-c').textContent).toBe('5 d left');
    expect(screen.getByTestId('text-ctr-c').textContent).toBe('3.50%');
    expect(screen.getByTestId('text-conv-rate-c').textContent).toBe('20.00%');
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual(['done', 'current', 'upcoming']);
    expect(steps[0].textContent).toBe('Round 1 (complete)');
    expect(steps[1].getAttribute('aria-current')).toBe('step');
  });

  it('crowns the champion when the tournament is complete', () => {
    renderCard({ tournamentRound: 3, tournamentComplete: true, tournamentState: 'complete' });
    expect(screen.getByTestId('text-tracker-status-c').textContent).toBe('Champion Crowned! Round 3 complete. Your best-performing ad is live.');
    expect(screen.queryByTestId('card-round-approval-c')).toBeNull();
  });

  it('asks for approval after a round and wires both buttons', () => {
    const actions = renderCard({ tournamentRound: 1, awaitingRoundApproval: true, tournamentState: 'awaitingApproval' });
    expect(screen.getByTestId('text-approval-title-c').textContent).toBe('Round 1 Complete');
    fireEvent.click(screen.getByTestId('button-stop-tournament-c'));
    fireEvent.click(screen.getByTestId('button-run-new-round-c'));
    expect(actions.onStopTournament).toHaveBeenCalledWith('c');
    expect(actions.onRunNewRound).toHaveBeenCalledWith('c');
  });

  it('says the tournament stopped and offers only a new round', () => {
    renderCard({ tournamentComplete: true, tournamentState: 'stopped' });
    expect(screen.getByTestId('card-round-approval-c').textContent).toContain('Your champion ad is running. You can restart testing anytime.');
    expect(screen.queryByTestId('button-stop-tournament-c')).toBeNull();
  });

  it('is dimmed when paused and has no menu on the Active tab', () => {
    renderCard({ status: 'paused' }, false);
    expect(screen.getByTestId('card-campaign-c').getAttribute('data-status')).toBe('paused');
    expect(screen.queryByTestId('button-campaign-menu-c')).toBeNull();
  });

  it('says which bid strategy the campaign runs on, with its ceiling or target', () => {
    renderCard({ bidding: { kind: 'maximize_clicks', cpcCeiling: 3, targetCpa: null, since: '2026-03-01T05:00:00.000Z' } });
    expect(screen.getByTestId('text-campaign-bidding-c').textContent).toBe('Bidding: Maximize clicks, up to $3.00 a click');
    cleanup();
    renderCard({ bidding: { kind: 'target_cpa', cpcCeiling: null, targetCpa: 32.26, since: '2026-03-01T05:00:00.000Z' } });
    expect(screen.getByTestId('text-campaign-bidding-c').textContent).toBe('Bidding: Target CPA $32.26');
  });
});
