// @vitest-environment happy-dom
/**
 * Both sides use the machines the way they will for real: the engine restores a tournament per
 * event and bridges its emitted events, the UI runs the onboarding wizard with @xstate/react.
 * This file fails to compile if either machine's types stop fitting those uses.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { SetupIntentResponse } from '../schema/api/businesses';
import type { BusinessOnboardingInput, CampaignPreviewResponse } from '../schema/api/onboarding';
import { campaignTournamentFlags, type RoundEvaluation } from '../schema/tournament-state';
import { type CreateBusinessInput, type OnboardingEmitted, onboardingMachine } from './onboarding';
import {
  type EvaluateRoundInput,
  parsePersistedTournament,
  restoreTournamentActor,
  type TournamentEmitted,
  type TournamentPersistedSnapshot,
  tournamentMachine,
  tournamentStateOf,
} from './tournament';

afterEach(cleanup);

/** Engine side: load, send, wait, persist, and hand back what must be pushed. */
async function handleTournamentEvent(
  stored: string,
  event: Parameters<ReturnType<typeof restoreTournamentActor>['send']>[0],
  evaluateRound: (input: EvaluateRoundInput) => Promise<RoundEvaluation>,
): Promise<{ stored: string; emitted: TournamentEmitted[] }> {
  const machine = tournamentMachine.provide({ actors: { evaluateRound: fromPromise(({ input }) => evaluateRound(input)) } });
  const snapshot: TournamentPersistedSnapshot = parsePersistedTournament(JSON.parse(stored));
  const actor = restoreTournamentActor(machine, snapshot);
  const emitted: TournamentEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  actor.send(event);
  await waitFor(actor, (s) => !s.matches('evaluating'));
  const result = { stored: JSON.stringify(actor.getPersistedSnapshot()), emitted };
  actor.stop();
  return result;
}

describe('engine-side use of the tournament machine', () => {
  it('processes an event from storage to storage', async () => {
    const launch = createActor(tournamentMachine, { input: { startedAt: '2026-03-02T09:00:00.000Z' } }).start();
    const stored = JSON.stringify(launch.getPersistedSnapshot());
    launch.stop();

    const next = await handleTournamentEvent(stored, { type: 'round.elapsed', at: '2026-03-09T09:00:00.000Z' }, async () => ({
      outcome: 'kept',
      championAdId: 'ad-a',
      reason: 'Champion still best',
    }));
    const state = tournamentStateOf(JSON.parse(next.stored));
    expect(campaignTournamentFlags(state)).toEqual({ tournamentComplete: false, awaitingRoundApproval: true });
    expect(next.emitted.map((e) => e.type)).toEqual(['round.evaluated', 'round.awaitingApproval']);
  });
});

const preview: CampaignPreviewResponse = { strategy: 'Capture local repair intent', campaigns: [] };

/** UI side: a minimal wizard driving the machine through React. */
function Wizard({ onEmitted }: { onEmitted: (event: OnboardingEmitted) => void }) {
  const [snapshot, send, actorRef] = useMachine(
    onboardingMachine.provide({
      actors: {
        generatePreview: fromPromise<CampaignPreviewResponse, BusinessOnboardingInput>(async () => preview),
        createSetupIntent: fromPromise<SetupIntentResponse, void>(async () => ({ clientSecret: 'seti_secret' })),
        createBusiness: fromPromise<unknown, CreateBusinessInput>(async () => ({ id: 'b1' })),
      },
    }),
    { input: {} },
  );
  useEffect(() => {
    const subscription = actorRef.on('*', onEmitted);
    return () => subscription.unsubscribe();
  }, [actorRef, onEmitted]);
  return (
    <div>
      <p data-testid="text-step">{`Step ${snapshot.context.step} of 4`}</p>
      {snapshot.matches('step1') && (
        <button
          type="button"
          data-testid="button-submit"
          onClick={() =>
            send({ type: 'form.submit', data: { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: '1000' } })
          }
        >
          See What AI Will Build
        </button>
      )}
      {snapshot.matches('step2') && <p>{snapshot.context.preview?.strategy}</p>}
    </div>
  );
}

describe('UI-side use of the onboarding machine', () => {
  it('renders the step and follows the machine', async () => {
    const emitted: OnboardingEmitted[] = [];
    render(<Wizard onEmitted={(event) => emitted.push(event)} />);
    expect(screen.getByTestId('text-step').textContent).toBe('Step 1 of 4');
    await act(async () => {
      fireEvent.click(screen.getByTestId('button-submit'));
    });
    expect(await screen.findByText('Capture local repair intent')).toBeTruthy();
    expect(screen.getByTestId('text-step').textContent).toBe('Step 2 of 4');
    expect(emitted).toEqual([]);
  });
});
