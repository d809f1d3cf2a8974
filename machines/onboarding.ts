/**
 * The 4-step onboarding wizard (SPEC.md sections 2, 4 and 8) as a statechart the UI runs with
 * `useMachine(onboardingMachine.provide({ actors }))`.
 *
 *   restoring ─(session storage: step, business data, preview)─▶ step1 | step2 | step3 | step4
 *   step1.editing ─form.submit (valid)─▶ step1.generatingPreview ─done─▶ step2
 *                                                                └error─▶ step1.editing (toast)
 *   step2 ─step.next─▶ step3 ; step.back ─▶ step1 ; targeting.edit (stays: the preview's locations and languages replaced)
 *   step3 ─demo.continue | demo.skip─▶ step4 (demoMode) ; step.back ─▶ step2
 *   any   ─google.returned completed─▶ step4 (toast: connected, or connected with warnings)
 *         ─google.returned failed───▶ step3 (toast titled by errorType, 10 s)
 *         ─either, business data lost▶ step1 (toast 'Business data was lost. Please start over.')
 *   step4.checking ─client secret?─▶ ready | preparingPayment ─done─▶ ready
 *                                                         └error─▶ paymentFailed ─payment.retry─▶ preparingPayment
 *   step4.ready ─payment.confirmed─▶ creatingBusiness ─done─▶ done (final; emits onboarding.finished)
 *                                                    └error─▶ businessFailed ─business.retry─▶ creatingBusiness
 *   step4.ready ─payment.failed | payment.errored─▶ ready (toast) ; payment.unavailable ─▶ paymentUnavailable
 *   step4 (not while creating the business) ─step.back─▶ step3
 *
 * No I/O inside: the three calls are injected actors (`generatePreview`, `createSetupIntent`,
 * `createBusiness`); the card confirmation happens in the Stripe form, which reports its result
 * with payment.* events; navigation to Google's consent screen is the UI's (it persists the step
 * first). Toasts are emitted events `{ type: 'toast', toast }` with SPEC.md's exact texts, and the
 * end is the emitted `onboarding.finished`, on which the UI refreshes the business, clears the
 * session keys (ONBOARDING_STORAGE_KEYS) and navigates to /dashboard. The UI saves `step`,
 * `businessData` and `preview` from the context to session storage on every change and passes them
 * back as `input` on reload (that is how the wizard survives the Google round trip).
 */
import { assertEvent, assign, emit, fromPromise, not, setup, stateIn } from 'xstate';
import type { Targeting } from '../schema/targeting';
import { businessOnboardingSchema, type BusinessOnboardingInput, type CampaignPreviewResponse } from '../schema/api/onboarding';
import type { SetupIntentResponse } from '../schema/api/businesses';
import type { GoogleAdsReturnQuery } from '../schema/api/google-ads';
import { TOAST } from '../schema/constants';
import { googleConnectionErrorTitle, ONBOARDING_TOASTS, type ToastText } from '../schema/messages';
import { validationErrorBody } from '../schema/validation-error';

export type OnboardingStep = 1 | 2 | 3 | 4;

export interface OnboardingContext {
  step: OnboardingStep;
  /** The step-1 form values as typed (monthlyBudget a string). */
  businessData: BusinessOnboardingInput | null;
  preview: CampaignPreviewResponse | null;
  /** The owner chose to continue without Google Ads (simulated data). */
  demoMode: boolean;
  clientSecret: string | null;
  publishableKey: string | null;
  /** Null under demo billing. */
  setupIntentId: string | null;
  /** The setup-intent request failed: show 'Payment Initialization Failed' with Retry. */
  paymentFailed: boolean;
  error: string | null;
}

/** What session storage held, if anything (all optional: a first visit passes nothing). */
export interface OnboardingInput {
  step?: number;
  businessData?: BusinessOnboardingInput | null;
  preview?: CampaignPreviewResponse | null;
  demoMode?: boolean;
}

export type OnboardingEvent =
  | { type: 'form.submit'; data: BusinessOnboardingInput }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | ({ type: 'google.returned' } & GoogleAdsReturnQuery)
  | { type: 'demo.continue' }
  | { type: 'demo.skip' }
  | { type: 'payment.retry' }
  /** The card was saved (setupIntentId null under demo billing). */
  | { type: 'payment.confirmed'; setupIntentId: string | null }
  /** Stripe answered with an error (e.g. card declined); `message` is Stripe's. */
  | { type: 'payment.failed'; message?: string }
  /** Confirming threw (e.g. network); `message` is the error's. */
  | { type: 'payment.errored'; message?: string }
  /** Stripe.js could not load or no key is configured: 'Payment System Error'. */
  | { type: 'payment.unavailable' }
  | { type: 'business.retry' }
  /** Step 2: the owner edited the plan's locations or languages; the launch uses them. */
  | { type: 'targeting.edit'; targeting: Targeting };

export interface OnboardingToast extends ToastText {
  variant: 'default' | 'destructive';
  durationMs?: number;
}

export type OnboardingEmitted =
  | { type: 'toast'; toast: OnboardingToast }
  | { type: 'onboarding.finished'; redirectTo: '/dashboard' };

export interface CreateBusinessInput {
  businessData: BusinessOnboardingInput;
  setupIntentId: string | null;
  preview: CampaignPreviewResponse | null;
  demoMode: boolean;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} was not provided: use onboardingMachine.provide({ actors: { ${name} } })`);
};

function toast(text: ToastText, variant: OnboardingToast['variant'], durationMs?: number): OnboardingEmitted {
  return { type: 'toast', toast: { ...text, variant, ...(durationMs ? { durationMs } : {}) } };
}

/** The provider's or error's message if it has one, else the fallback. */
function messageOr(message: string | undefined, fallback: string): string {
  return message?.trim() ? message : fallback;
}

function toStep(value: number | undefined): OnboardingStep {
  return value === 2 || value === 3 || value === 4 ? value : 1;
}

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    emitted: {} as OnboardingEmitted,
  },
  actors: {
    generatePreview: fromPromise<CampaignPreviewResponse, BusinessOnboardingInput>(notProvided('generatePreview')),
    createSetupIntent: fromPromise<SetupIntentResponse, void>(notProvided('createSetupIntent')),
    createBusiness: fromPromise<unknown, CreateBusinessInput>(notProvided('createBusiness')),
  },
  guards: {
    validBusinessData: ({ event }) => event.type === 'form.submit' && businessOnboardingSchema.safeParse(event.data).success,
    hasBusinessData: ({ context }) => context.businessData !== null,
    hasClientSecret: ({ context }) => context.clientSecret !== null,
    restoresStep4: ({ context }) => context.step === 4 && context.businessData !== null,
    restoresStep3: ({ context }) => context.step === 3 && context.businessData !== null,
    restoresStep2: ({ context }) => context.step === 2 && context.businessData !== null && context.preview !== null,
    googleFailed: ({ event }) => event.type === 'google.returned' && event.googleAdsStep === 'failed',
  },
  actions: {
    enterStep: assign((_, step: OnboardingStep) => ({ step })),
    rejectInvalidForm: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      const result = businessOnboardingSchema.safeParse(event.data);
      return { error: result.success ? null : validationErrorBody(result.error).message };
    }),
    storeBusinessData: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      return { businessData: event.data, error: null };
    }),
    forgetLostBusiness: assign({ businessData: null, preview: null, error: ONBOARDING_TOASTS.businessDataLost.description }),
    toastBusinessDataLost: emit(toast(ONBOARDING_TOASTS.businessDataLost, 'destructive')),
    toastGoogleConnected: emit(({ event }) => {
      assertEvent(event, 'google.returned');
      return event.warnings
        ? toast({ ...ONBOARDING_TOASTS.accountConnectedWithWarnings, description: event.warnings }, 'default', TOAST.warningsDurationMs)
        : toast(ONBOARDING_TOASTS.accountConnected, 'default');
    }),
    toastGoogleFailed: emit(({ event }) => {
      assertEvent(event, 'google.returned');
      const { description } = ONBOARDING_TOASTS.googleConnectionFailed;
      return toast(
        { title: googleConnectionErrorTitle(event.errorType), description: messageOr(event.error, description) },
        'destructive',
        TOAST.connectionFailureDurationMs,
      );
    }),
    toastPaymentFailed: emit(({ event }) => {
      assertEvent(event, 'payment.failed');
      const text = ONBOARDING_TOASTS.paymentSetupFailed;
      return toast({ title: text.title, description: messageOr(event.message, text.description) }, 'destructive');
    }),
    toastPaymentErrored: emit(({ event }) => {
      assertEvent(event, 'payment.errored');
      const text = ONBOARDING_TOASTS.paymentError;
      return toast({ title: text.title, description: messageOr(event.message, text.description) }, 'destructive');
    }),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    // The remembered step until `restoring` settles on the one the surviving data allows.
    step: toStep(input.step),
    businessData: input.businessData ?? null,
    preview: input.preview ?? null,
    demoMode: input.demoMode ?? false,
    clientSecret: null,
    publishableKey: null,
    setupIntentId: null,
    paymentFailed: false,
    error: null,
  }),
  initial: 'restoring',
  on: {
    'google.returned': [
      { guard: 'googleFailed', target: '.step3', actions: 'toastGoogleFailed' },
      {
        guard: 'hasBusinessData',
        target: '.step4',
        actions: [assign({ demoMode: false }), 'toastGoogleConnected'],
      },
      { target: '.step1', actions: ['forgetLostBusiness', 'toastBusinessDataLost'] },
    ],
  },
  states: {
    /** Opens the step session storage remembered, or the last earlier step whose data survived. */
    restoring: {
      always: [
        { guard: 'restoresStep4', target: 'step4' },
        { guard: 'restoresStep3', target: 'step3' },
        { guard: 'restoresStep2', target: 'step2' },
        { target: 'step1' },
      ],
    },
    step1: {
      entry: { type: 'enterStep', params: 1 },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.submit': [
              { guard: 'validBusinessData', target: 'generatingPreview', actions: 'storeBusinessData' },
              { actions: 'rejectInvalidForm' },
            ],
          },
        },
        generatingPreview: {
          invoke: {
            id: 'generatePreview',
            src: 'generatePreview',
            input: ({ context }) => context.businessData!,
            onDone: { target: '#onboarding.step2', actions: assign(({ event }) => ({ preview: event.output })) },
            onError: {
              target: 'editing',
              actions: [
                assign({ error: ONBOARDING_TOASTS.previewFailed.description }),
                emit(toast(ONBOARDING_TOASTS.previewFailed, 'destructive')),
              ],
            },
          },
        },
      },
    },
    step2: {
      entry: { type: 'enterStep', params: 2 },
      on: {
        'step.next': { target: 'step3' },
        'step.back': { target: 'step1' },
        'targeting.edit': { guard: ({ context }) => context.preview !== null, actions: assign(({ context, event }) => ({ preview: { ...context.preview!, targeting: event.targeting } })) },
      },
    },
    step3: {
      entry: { type: 'enterStep', params: 3 },
      on: {
        'step.back': { target: 'step2' },
        'demo.continue': [
          { guard: 'hasBusinessData', target: 'step4', actions: assign({ demoMode: true }) },
          { target: 'step1', actions: ['forgetLostBusiness', 'toastBusinessDataLost'] },
        ],
        'demo.skip': [
          { guard: 'hasBusinessData', target: 'step4', actions: assign({ demoMode: true }) },
          { target: 'step1', actions: ['forgetLostBusiness', 'toastBusinessDataLost'] },
        ],
      },
    },
    step4: {
      entry: { type: 'enterStep', params: 4 },
      initial: 'checking',
      on: {
        'step.back': { guard: not(stateIn('#onboarding.step4.creatingBusiness')), target: 'step3' },
      },
      states: {
        checking: {
          always: [{ guard: 'hasClientSecret', target: 'ready' }, { target: 'preparingPayment' }],
        },
        preparingPayment: {
          entry: assign({ paymentFailed: false }),
          invoke: {
            id: 'createSetupIntent',
            src: 'createSetupIntent',
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                clientSecret: event.output.clientSecret,
                publishableKey: event.output.publishableKey ?? null,
                error: null,
              })),
            },
            onError: {
              target: 'paymentFailed',
              actions: [
                assign({ paymentFailed: true, error: ONBOARDING_TOASTS.setupIntentFailed.description }),
                emit(toast(ONBOARDING_TOASTS.setupIntentFailed, 'destructive')),
              ],
            },
          },
        },
        paymentFailed: {
          on: { 'payment.retry': { target: 'preparingPayment' } },
        },
        ready: {
          on: {
            'payment.confirmed': {
              target: 'creatingBusiness',
              actions: [
                assign(({ event }) => ({ setupIntentId: event.setupIntentId, error: null })),
                emit(toast(ONBOARDING_TOASTS.paymentSaved, 'default')),
              ],
            },
            'payment.failed': { actions: 'toastPaymentFailed' },
            'payment.errored': { actions: 'toastPaymentErrored' },
            'payment.unavailable': { target: 'paymentUnavailable' },
          },
        },
        paymentUnavailable: {},
        creatingBusiness: {
          invoke: {
            id: 'createBusiness',
            src: 'createBusiness',
            input: ({ context }) => ({
              businessData: context.businessData!,
              setupIntentId: context.setupIntentId,
              preview: context.preview,
              demoMode: context.demoMode,
            }),
            onDone: {
              target: '#onboarding.done',
              actions: [
                emit(toast(ONBOARDING_TOASTS.campaignsBeingCreated, 'default')),
                emit({ type: 'onboarding.finished', redirectTo: '/dashboard' } as const),
              ],
            },
            onError: {
              target: 'businessFailed',
              actions: [
                assign({ error: ONBOARDING_TOASTS.setupError.description }),
                emit(toast(ONBOARDING_TOASTS.setupError, 'destructive')),
              ],
            },
          },
        },
        /** The card is saved but the business was not created; retrying does not ask for the card again. */
        businessFailed: {
          on: { 'business.retry': { target: 'creatingBusiness' } },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type OnboardingMachine = typeof onboardingMachine;
