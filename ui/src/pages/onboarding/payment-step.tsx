import { ArrowLeftIcon, ExclamationTriangleIcon, InfoCircledIcon, RocketIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { lazy, Suspense, useEffect } from 'react';
import { DEMO_BILLING_CLIENT_SECRET } from '../../../../engine/billing/demo-setup-intent';
import { BASE_FEE_PERCENT } from '../../../../schema/constants';
import { ONBOARDING_TOASTS } from '../../../../schema/messages';
import type { PaymentFormEvents } from '../../payment/payment-form-events';
import { AccountCurrencyNote } from './account-currency-note';
import { PaymentInitializationFailed, PaymentSystemError, PreparingPayment } from './payment-screens';
import type { OnboardingSend, OnboardingSnapshot } from './use-onboarding-wizard';

// Stripe's code is fetched only here, on step 4 (bench/ui/run.ts checks the earlier steps load none of it).
const StripePaymentForm = lazy(() => import('../../payment/stripe-payment-form'));

/** A key baked in at build time, for deployments that do not send it with the setup intent. */
const BUILD_TIME_KEY: string | undefined = import.meta.env.VITE_STRIPE_PUBLIC_KEY;

export const SUBMIT_LABEL = 'Complete Setup & Launch Campaigns';
export const SUBMIT_BUSY_LABEL = 'Processing Payment...';

function LoadingPaymentForm() {
  return (
    <Flex align="center" gap="3" py="5" role="status" data-testid="status-loading-payment-form">
      <Spinner size="2" />
      <Text size="2" color="gray">
        Loading payment form...
      </Text>
    </Flex>
  );
}

/** The card was saved but the business was not created: retry without asking for the card again. */
function BusinessFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Callout.Root color="red" role="alert" data-testid="callout-setup-error">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        {ONBOARDING_TOASTS.setupError.description}{' '}
        <Button variant="ghost" size="1" onClick={onRetry} data-testid="button-retry-setup">
          Try again
        </Button>
      </Callout.Text>
    </Callout.Root>
  );
}

/** Under demo billing there is no card to save: a clearly labelled step that just completes setup. */
function DemoBilling({ busy, onBack, onComplete }: { busy: boolean; onBack(): void; onComplete(): void }) {
  return (
    <Flex direction="column" gap="4" data-testid="panel-demo-billing">
      <Callout.Root color="blue">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          <Text weight="bold">Demo billing: no card needed.</Text> This server has no payment provider configured, so nothing is
          charged. The service fee is shown on your dashboard as it would be billed.
        </Callout.Text>
      </Callout.Root>
      <Flex justify="between" gap="3" className="onboarding-actions">
        <Button variant="soft" color="gray" size="3" onClick={onBack} disabled={busy} data-testid="button-back">
          <ArrowLeftIcon aria-hidden /> Back
        </Button>
        <Button size="3" onClick={onComplete} disabled={busy} data-testid="button-complete-setup">
          {busy ? <Spinner /> : <RocketIcon aria-hidden />}
          {busy ? SUBMIT_BUSY_LABEL : SUBMIT_LABEL}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Step 4 (SPEC.md section 2): the SetupIntent, then Stripe's Payment Element (or demo billing),
 * then the business is created. Which screen shows follows the statechart's step4 sub-state.
 */
export function PaymentStep({ snapshot, send }: { snapshot: OnboardingSnapshot; send: OnboardingSend }) {
  const { clientSecret, publishableKey } = snapshot.context;
  const demoBilling = clientSecret === DEMO_BILLING_CLIENT_SECRET;
  const key = publishableKey ?? BUILD_TIME_KEY ?? null;
  // 'done' keeps the form (busy) on screen for the moment before the dashboard opens.
  const done = snapshot.matches('done');
  const busy = snapshot.matches({ step4: 'creatingBusiness' }) || done;
  const hasForm = busy || snapshot.matches({ step4: 'ready' }) || snapshot.matches({ step4: 'businessFailed' });
  const back = () => send({ type: 'step.back' });

  // Stripe is configured on the server but the browser has no key to load it with.
  const missingKey = hasForm && !demoBilling && clientSecret !== null && !key;
  useEffect(() => {
    if (missingKey) send({ type: 'payment.unavailable' });
  }, [missingKey, send]);

  if (snapshot.matches({ step4: 'paymentFailed' })) {
    return <PaymentInitializationFailed onBack={back} onRetry={() => send({ type: 'payment.retry' })} />;
  }
  if (snapshot.matches({ step4: 'paymentUnavailable' })) return <PaymentSystemError onBack={back} />;
  if (!hasForm || !clientSecret) return <PreparingPayment />;

  const events: PaymentFormEvents = {
    onConfirmed: (setupIntentId) => send({ type: 'payment.confirmed', setupIntentId }),
    onFailed: (message) => send({ type: 'payment.failed', message }),
    onErrored: (message) => send({ type: 'payment.errored', message }),
    onUnavailable: () => send({ type: 'payment.unavailable' }),
  };

  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <div>
          <Heading as="h2" size="5" mb="1">
            Payment Information
          </Heading>
          <Text as="p" size="2" color="gray" data-testid="text-fee-note">
            You'll only be charged {BASE_FEE_PERCENT}% of your monthly ad spend. Google charges you directly for ads.
          </Text>
        </div>
        <AccountCurrencyNote monthlyBudget={Number(snapshot.context.businessData?.monthlyBudget)} demoMode={snapshot.context.demoMode} />
        {snapshot.matches({ step4: 'businessFailed' }) && <BusinessFailed onRetry={() => send({ type: 'business.retry' })} />}
        {demoBilling ? (
          <DemoBilling busy={busy} onBack={back} onComplete={() => send({ type: 'payment.confirmed', setupIntentId: null })} />
        ) : key ? (
          <Suspense fallback={<LoadingPaymentForm />}>
            <StripePaymentForm
              publishableKey={key}
              clientSecret={clientSecret}
              busy={busy}
              locked={snapshot.matches({ step4: 'businessFailed' })}
              submitLabel={SUBMIT_LABEL}
              busyLabel={SUBMIT_BUSY_LABEL}
              onBack={back}
              loading={<LoadingPaymentForm />}
              {...events}
            />
          </Suspense>
        ) : (
          <LoadingPaymentForm />
        )}
      </Flex>
    </Card>
  );
}
