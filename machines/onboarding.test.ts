import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { BusinessOnboardingInput, CampaignPreviewResponse } from '../schema/api/onboarding';
import type { SetupIntentResponse } from '../schema/api/businesses';
import { GOOGLE_CONNECTION_ERROR_TITLES, ONBOARDING_TOASTS } from '../schema/messages';
import {
  type CreateBusinessInput,
  type OnboardingEmitted,
  type OnboardingInput,
  type OnboardingToast,
  onboardingMachine,
} from './onboarding';

const businessData: BusinessOnboardingInput = {
  businessName: 'Harbor Bikes',
  websiteUrl: 'https://harborbikes.example',
  monthlyBudget: '1000',
  industry: 'Retail',
};

const preview: CampaignPreviewResponse = {
  strategy: 'Capture local repair intent',
  campaigns: [
    {
      name: 'Bike Repair',
      description: 'Repairs near the harbor',
      budget: 600,
      ads: [
        {
          headlines: ['Fast Bike Repair', 'Same Day Service', 'Harbor Bikes'],
          descriptions: ['Tune-ups while you wait.', 'Open seven days a week.'],
        },
      ],
    },
  ],
};

type Outcome<T> = T | Error;

/** The wizard with scripted calls; records each call and every emitted event. */
function startWizard(
  options: {
    input?: OnboardingInput;
    previews?: Array<Outcome<CampaignPreviewResponse>>;
    setupIntents?: Array<Outcome<SetupIntentResponse>>;
    businesses?: Array<Outcome<{ id: string }>>;
  } = {},
) {
  const calls = { generatePreview: [] as BusinessOnboardingInput[], createSetupIntent: 0, createBusiness: [] as CreateBusinessInput[] };
  const answer = <T>(script: Array<Outcome<T>> | undefined, fallback: T): T => {
    const next = script?.shift() ?? fallback;
    if (next instanceof Error) throw next;
    return next;
  };
  const machine = onboardingMachine.provide({
    actors: {
      generatePreview: fromPromise<CampaignPreviewResponse, BusinessOnboardingInput>(async ({ input }) => {
        calls.generatePreview.push(input);
        return answer(options.previews, preview);
      }),
      createSetupIntent: fromPromise<SetupIntentResponse, void>(async () => {
        calls.createSetupIntent += 1;
        return answer(options.setupIntents, { clientSecret: 'seti_1_secret_x', publishableKey: 'pk_test_1' });
      }),
      createBusiness: fromPromise<unknown, CreateBusinessInput>(async ({ input }) => {
        calls.createBusiness.push(input);
        return answer(options.businesses, { id: 'b1' });
      }),
    },
  });
  const emitted: OnboardingEmitted[] = [];
  const actor = createActor(machine, { input: options.input ?? {} });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const toasts = () => emitted.flatMap((event) => (event.type === 'toast' ? [event.toast] : []));
  const idle = () =>
    waitFor(
      actor,
      (snapshot) =>
        !snapshot.matches({ step1: 'generatingPreview' }) &&
        !snapshot.matches({ step4: 'preparingPayment' }) &&
        !snapshot.matches({ step4: 'creatingBusiness' }),
    );
  return { actor, calls, emitted, toasts, idle };
}

describe('onboarding wizard', () => {
  it('starts on step 1 with a clean context', () => {
    const { actor } = startWizard();
    expect(actor.getSnapshot().value).toEqual({ step1: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, businessData: null, preview: null, demoMode: false });
  });

  it('step 1 to 2: stores the data, generates the preview and opens step 2', async () => {
    const { actor, calls, idle } = startWizard();
    actor.send({ type: 'form.submit', data: businessData });
    expect(actor.getSnapshot().value).toEqual({ step1: 'generatingPreview' });
    await idle();
    expect(calls.generatePreview).toEqual([businessData]);
    expect(actor.getSnapshot().value).toBe('step2');
    expect(actor.getSnapshot().context).toMatchObject({ step: 2, businessData, preview });
  });

  it('refuses an invalid form without calling the AI, naming the field', () => {
    const { actor, calls } = startWizard();
    actor.send({ type: 'form.submit', data: { ...businessData, monthlyBudget: '15' } });
    expect(actor.getSnapshot().value).toEqual({ step1: 'editing' });
    expect(actor.getSnapshot().context.error).toBe('monthlyBudget: Budget must be at least $20');
    expect(calls.generatePreview).toEqual([]);
  });

  it('stays on step 1 with the SPEC toast when the preview fails', async () => {
    const { actor, toasts, idle } = startWizard({ previews: [new Error('503')] });
    actor.send({ type: 'form.submit', data: businessData });
    await idle();
    expect(actor.getSnapshot().value).toEqual({ step1: 'editing' });
    expect(toasts()).toEqual([
      { title: 'Error', description: 'Failed to generate campaign preview. Please try again.', variant: 'destructive' },
    ]);
  });

  it('Next and Back move between steps 1, 2 and 3, keeping the data', async () => {
    const { actor, idle } = startWizard();
    actor.send({ type: 'form.submit', data: businessData });
    await idle();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(3);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toEqual({ step1: 'editing' });
    expect(actor.getSnapshot().context.businessData).toEqual(businessData);
  });

  it('restores the remembered step from session storage, if its data survived', () => {
    const at = (input: OnboardingInput) => startWizard({ input }).actor.getSnapshot();
    expect(at({ step: 2, businessData, preview }).value).toBe('step2');
    expect(at({ step: 2, businessData }).value).toEqual({ step1: 'editing' });
    expect(at({ step: 3, businessData }).value).toBe('step3');
    expect(at({ step: 3 }).value).toEqual({ step1: 'editing' });
    expect(at({ step: 4, businessData }).context.step).toBe(4);
    expect(at({ step: 4 }).value).toEqual({ step1: 'editing' });
    expect(at({ step: 7, businessData, preview }).value).toEqual({ step1: 'editing' });
  });

  describe('return from Google authorisation', () => {
    it('completed: step 4, connected toast, payment setup starts', async () => {
      const { actor, toasts, calls, idle } = startWizard({ input: { step: 3, businessData, preview, demoMode: true } });
      actor.send({ type: 'google.returned', googleAdsStep: 'completed' });
      await idle();
      expect(actor.getSnapshot().value).toEqual({ step4: 'ready' });
      expect(actor.getSnapshot().context).toMatchObject({ demoMode: false, clientSecret: 'seti_1_secret_x', publishableKey: 'pk_test_1' });
      expect(calls.createSetupIntent).toBe(1);
      expect(toasts()).toEqual([{ title: 'Account Connected Successfully!', variant: 'default' }]);
    });

    it('completed with warnings: the warnings toast for 12 s', () => {
      const { actor, toasts } = startWizard({ input: { step: 3, businessData } });
      actor.send({ type: 'google.returned', googleAdsStep: 'completed', warnings: 'Conversion tracking not set up' });
      expect(toasts()).toEqual([
        { title: 'Account Connected with Warnings', description: 'Conversion tracking not set up', variant: 'default', durationMs: 12_000 },
      ]);
    });

    it.each([
      ...Object.entries(GOOGLE_CONNECTION_ERROR_TITLES),
      ['quota_exceeded', 'Connection Failed'],
      [undefined, 'Connection Failed'],
    ])('failed with errorType %s: toast titled %s for 10 s, stays on step 3', (errorType, title) => {
      const { actor, toasts } = startWizard({ input: { step: 3, businessData } });
      actor.send({ type: 'google.returned', googleAdsStep: 'failed', errorType, error: 'Manager accounts cannot be linked' });
      expect(actor.getSnapshot().value).toBe('step3');
      expect(toasts()).toEqual([
        { title, description: 'Manager accounts cannot be linked', variant: 'destructive', durationMs: 10_000 },
      ]);
    });

    it('failed without an error text: the default description', () => {
      const { actor, toasts } = startWizard({ input: { step: 3, businessData } });
      actor.send({ type: 'google.returned', googleAdsStep: 'failed', errorType: 'no_billing' });
      expect(toasts()[0]).toEqual({
        title: 'No Payment Method',
        description: 'Unable to connect to your Google Ads account.',
        variant: 'destructive',
        durationMs: 10_000,
      });
    });

    it('business data lost: error and back to step 1', () => {
      const { actor, toasts } = startWizard({ input: { step: 3 } });
      actor.send({ type: 'google.returned', googleAdsStep: 'completed' });
      expect(actor.getSnapshot().value).toEqual({ step1: 'editing' });
      expect(actor.getSnapshot().context.error).toBe('Business data was lost. Please start over.');
      expect(toasts()).toEqual([{ ...ONBOARDING_TOASTS.businessDataLost, variant: 'destructive' }]);
    });
  });

  it.each(['demo.continue', 'demo.skip'] as const)('%s sets demo mode and opens step 4', async (type) => {
    const { actor, idle } = startWizard({ input: { step: 3, businessData, preview } });
    actor.send({ type });
    await idle();
    expect(actor.getSnapshot().value).toEqual({ step4: 'ready' });
    expect(actor.getSnapshot().context.demoMode).toBe(true);
  });

  it('demo mode with the business data lost goes back to step 1', () => {
    // Session storage was cleared while the owner was at Google, which then reported a failure.
    const { actor, toasts } = startWizard({ input: {} });
    actor.send({ type: 'google.returned', googleAdsStep: 'failed', errorType: 'permission_denied' });
    expect(actor.getSnapshot().value).toBe('step3');
    actor.send({ type: 'demo.skip' });
    expect(actor.getSnapshot().value).toEqual({ step1: 'editing' });
    expect(toasts().map((t) => t.description).at(-1)).toBe('Business data was lost. Please start over.');
  });

  it('payment setup failure shows the retry screen; Retry clears the flag and asks again', async () => {
    const { actor, calls, toasts, idle } = startWizard({
      input: { step: 4, businessData },
      setupIntents: [new Error('stripe down')],
    });
    await idle();
    expect(actor.getSnapshot().value).toEqual({ step4: 'paymentFailed' });
    expect(actor.getSnapshot().context.paymentFailed).toBe(true);
    expect(toasts()).toEqual([
      { title: 'Error', description: 'Failed to initialize payment setup. Please try again.', variant: 'destructive' },
    ]);

    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().context.paymentFailed).toBe(false);
    await idle();
    expect(calls.createSetupIntent).toBe(2);
    expect(actor.getSnapshot().value).toEqual({ step4: 'ready' });
  });

  it('does not ask for a new setup intent when coming back to step 4 with one', async () => {
    const { actor, calls, idle } = startWizard({ input: { step: 4, businessData } });
    await idle();
    actor.send({ type: 'step.back' });
    actor.send({ type: 'demo.continue' });
    expect(actor.getSnapshot().value).toEqual({ step4: 'ready' });
    expect(calls.createSetupIntent).toBe(1);
  });

  it('card errors keep the form open with the provider or error message', async () => {
    const { actor, toasts, idle } = startWizard({ input: { step: 4, businessData } });
    await idle();
    actor.send({ type: 'payment.failed', message: 'Your card was declined.' });
    actor.send({ type: 'payment.failed' });
    actor.send({ type: 'payment.errored', message: 'Network error' });
    actor.send({ type: 'payment.errored' });
    expect(actor.getSnapshot().value).toEqual({ step4: 'ready' });
    expect(toasts().map(({ title, description }) => [title, description])).toEqual([
      ['Payment Setup Failed', 'Your card was declined.'],
      ['Payment Setup Failed', 'Could not save payment method'],
      ['Error', 'Network error'],
      ['Error', 'Failed to save payment method. Please try again.'],
    ]);
  });

  it('Stripe unavailable shows the Payment System Error screen, left only by Back', async () => {
    const { actor, idle } = startWizard({ input: { step: 4, businessData } });
    await idle();
    actor.send({ type: 'payment.unavailable' });
    expect(actor.getSnapshot().value).toEqual({ step4: 'paymentUnavailable' });
    actor.send({ type: 'payment.confirmed', setupIntentId: 'seti_1' });
    expect(actor.getSnapshot().value).toEqual({ step4: 'paymentUnavailable' });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('step3');
  });

  it('step 2: the owner edits the plan’s locations and languages; the business is created with them', async () => {
    const { actor, calls, idle } = startWizard();
    actor.send({ type: 'form.submit', data: businessData });
    await idle();
    const targeting = { locations: [{ kind: 'place' as const, name: 'Portland', countryCode: 'US', label: 'Portland, United States' }], languages: ['en', 'es'] };
    actor.send({ type: 'targeting.edit', targeting });
    expect(actor.getSnapshot().context.preview?.targeting).toEqual(targeting);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'demo.continue' });
    await idle();
    actor.send({ type: 'payment.confirmed', setupIntentId: 'seti_1' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.createBusiness[0].preview?.targeting).toEqual(targeting);
  });

  it('payment confirmed: creates the business with the data, then finishes towards the dashboard', async () => {
    const { actor, calls, emitted, idle } = startWizard({ input: { step: 3, businessData, preview } });
    actor.send({ type: 'demo.continue' });
    await idle();
    actor.send({ type: 'payment.confirmed', setupIntentId: 'seti_1' });
    expect(actor.getSnapshot().can({ type: 'step.back' })).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.createBusiness).toEqual([{ businessData, setupIntentId: 'seti_1', preview, demoMode: true }]);
    expect(emitted).toEqual([
      { type: 'toast', toast: { ...ONBOARDING_TOASTS.paymentSaved, variant: 'default' } },
      { type: 'toast', toast: { ...ONBOARDING_TOASTS.campaignsBeingCreated, variant: 'default' } },
      { type: 'onboarding.finished', redirectTo: '/dashboard' },
    ]);
  });

  it('business creation failure: Setup Error, and retry creates it without asking for the card again', async () => {
    const { actor, calls, toasts, idle } = startWizard({
      input: { step: 4, businessData },
      businesses: [new Error('500')],
    });
    await idle();
    actor.send({ type: 'payment.confirmed', setupIntentId: 'seti_1' });
    await idle();
    expect(actor.getSnapshot().value).toEqual({ step4: 'businessFailed' });
    expect(toasts().at(-1)).toEqual({
      title: 'Setup Error',
      description: 'Payment method saved but account setup failed. Please contact support.',
      variant: 'destructive',
    } satisfies OnboardingToast);

    actor.send({ type: 'business.retry' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.createBusiness.map((call) => call.setupIntentId)).toEqual(['seti_1', 'seti_1']);
    expect(calls.createSetupIntent).toBe(1);
  });

  it('without provided calls, fails safely with the SPEC toasts', async () => {
    const actor = createActor(onboardingMachine, { input: {} }).start();
    actor.send({ type: 'form.submit', data: businessData });
    await waitFor(actor, (snapshot) => snapshot.matches({ step1: 'editing' }));
    expect(actor.getSnapshot().context.error).toBe(ONBOARDING_TOASTS.previewFailed.description);
  });
});
