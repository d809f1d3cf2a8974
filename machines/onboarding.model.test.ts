import { type ActorLogic, createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { SetupIntentResponse } from '../schema/api/businesses';
import type { BusinessOnboardingInput, CampaignPreviewResponse } from '../schema/api/onboarding';
import {
  type CreateBusinessInput,
  type OnboardingEvent,
  type OnboardingInput,
  onboardingMachine,
} from './onboarding';
import { CoverageRecorder, pathsThroughEveryEdge } from './test-support/model-walk';

const businessData: BusinessOnboardingInput = { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: '500' };
const preview: CampaignPreviewResponse = { strategy: 'Local repair intent', campaigns: [] };
const setupIntent: SetupIntentResponse = { clientSecret: 'seti_1_secret_x' };

const INVOKED = ['generatePreview', 'createSetupIntent', 'createBusiness'] as const;
type Invoked = (typeof INVOKED)[number];

type Snap = ReturnType<typeof onboardingMachine.getInitialSnapshot>;
type ModelEvent = OnboardingEvent | { type: `xstate.done.actor.${Invoked}`; output: unknown } | { type: `xstate.error.actor.${Invoked}`; error: Error };

const EVENTS: ModelEvent[] = [
  { type: 'form.submit', data: businessData },
  { type: 'form.submit', data: { ...businessData, websiteUrl: 'not a url' } },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'google.returned', googleAdsStep: 'completed' },
  { type: 'google.returned', googleAdsStep: 'completed', warnings: 'No conversion action yet' },
  { type: 'google.returned', googleAdsStep: 'failed', errorType: 'no_accounts', error: 'No account' },
  { type: 'demo.continue' },
  { type: 'demo.skip' },
  { type: 'payment.retry' },
  { type: 'payment.confirmed', setupIntentId: 'seti_1' },
  { type: 'payment.failed', message: 'Your card was declined.' },
  { type: 'payment.errored' },
  { type: 'payment.unavailable' },
  { type: 'business.retry' },
  { type: 'targeting.edit', targeting: { locations: [{ kind: 'place', name: 'Portland', countryCode: 'US', label: 'Portland, Oregon, United States' }], languages: ['en'] } },
  { type: 'xstate.done.actor.generatePreview', output: preview },
  { type: 'xstate.error.actor.generatePreview', error: new Error('AI down') },
  { type: 'xstate.done.actor.createSetupIntent', output: setupIntent },
  { type: 'xstate.error.actor.createSetupIntent', error: new Error('Stripe down') },
  { type: 'xstate.done.actor.createBusiness', output: { id: 'b1' } },
  { type: 'xstate.error.actor.createBusiness', error: new Error('DB down') },
];

/** What session storage may hold on arrival: each way `restoring` can go. */
const ARRIVALS: OnboardingInput[] = [
  {},
  { step: 2, businessData, preview },
  { step: 3, businessData, preview },
  { step: 4, businessData, preview },
];

/** The whole context is finite here (fixed event data), so the model keeps all of it. */
const serializeState = (snapshot: Snap) => JSON.stringify({ value: snapshot.value, status: snapshot.status, context: snapshot.context });

function startSystemUnderTest(input: OnboardingInput, recorder: CoverageRecorder) {
  const pending = new Map<Invoked, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const controlled = <T, I>(id: Invoked) =>
    fromPromise<T, I>(() => new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (value: unknown) => void, reject })));
  const machine = onboardingMachine.provide({
    actors: {
      generatePreview: controlled<CampaignPreviewResponse, BusinessOnboardingInput>('generatePreview'),
      createSetupIntent: controlled<SetupIntentResponse, void>('createSetupIntent'),
      createBusiness: controlled<unknown, CreateBusinessInput>('createBusiness'),
    },
  });
  const actor = createActor(machine, { input, inspect: recorder.inspect });
  actor.start();
  return { actor, pending };
}

describe('onboarding machine, model-based', () => {
  it('walks every transition of the model on the real actor, reaching every state', async () => {
    const recorder = new CoverageRecorder();
    let pathCount = 0;
    for (const input of ARRIVALS) {
      const model = new TestModel(onboardingMachine as unknown as ActorLogic<Snap, ModelEvent, unknown>, {
        input,
        // A finished wizard takes no events (the pure transition function would still compute some).
        events: (snapshot) => (snapshot.status === 'active' ? EVENTS.filter((event) => snapshot.can(event as OnboardingEvent)) : []),
        serializeState: (snapshot) => serializeState(snapshot),
      });
      const paths = pathsThroughEveryEdge(model, serializeState);
      pathCount += paths.length;

      for (const path of paths) {
        const sut = startSystemUnderTest(input, recorder);
        const send = ({ event }: { event: EventObject }) => {
          sut.actor.send(event as OnboardingEvent);
        };
        const settle = async (event: EventObject) => {
          const [, outcome, , id] = event.type.split('.') as [string, 'done' | 'error', string, Invoked];
          const call = sut.pending.get(id);
          if (!call) throw new Error(`no ${id} call is running`);
          sut.pending.delete(id);
          if (outcome === 'done') call.resolve((event as unknown as { output: unknown }).output);
          else call.reject((event as unknown as { error: Error }).error);
          await waitFor(sut.actor, (snapshot) => snapshot.children[id] === undefined);
        };
        const executors = Object.fromEntries(
          EVENTS.map((event) => [event.type, event.type.startsWith('xstate.') ? ({ event: e }: { event: EventObject }) => settle(e) : send]),
        );
        await model.testPath(path, {
          events: executors,
          states: {
            '*': (expected) => {
              const actual = sut.actor.getSnapshot();
              expect({ value: actual.value, status: actual.status, context: actual.context }).toEqual({
                value: expected.value,
                status: expected.status,
                context: expected.context,
              });
            },
          },
        });
        sut.actor.stop();
      }
    }

    const { line, missingStates, missingTransitions } = recorder.report(onboardingMachine);
    console.log(`${line} (${pathCount} model paths from ${ARRIVALS.length} arrivals)`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
