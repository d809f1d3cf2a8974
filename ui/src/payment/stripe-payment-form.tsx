import { ArrowLeftIcon, RocketIcon } from '@radix-ui/react-icons';
import { Button, Flex, Spinner } from '@radix-ui/themes';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useAtomValue } from 'jotai';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { themeAtom } from '../theme/theme-atom';
import type { PaymentFormEvents } from './payment-form-events';
import { isTestKey, TestCardHint } from './test-card-hint';

interface StripePaymentFormProps extends PaymentFormEvents {
  publishableKey: string;
  clientSecret: string;
  /** The business is being created after the card was saved. */
  busy: boolean;
  /** The card is saved already (setup failed afterwards): the form must not confirm again. */
  locked: boolean;
  submitLabel: string;
  busyLabel: string;
  loading: ReactNode;
  onBack(): void;
}

/**
 * Loads Stripe.js from js.stripe.com, then renders the Payment Element (tabs layout) for the
 * SetupIntent. `loadStripe` rejects when the script cannot load (offline, blocked): Elements is
 * rendered only after it resolves, and a failure is reported as `onUnavailable`.
 */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  const { publishableKey } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const theme = useAtomValue(themeAtom);
  // The latest callback without reloading Stripe.js whenever the parent re-renders.
  const unavailable = useRef(props.onUnavailable);
  unavailable.current = props.onUnavailable;

  useEffect(() => {
    let current = true;
    loadStripe(publishableKey).then(
      (loaded) => {
        if (!current) return;
        if (loaded) setStripe(loaded);
        else unavailable.current();
      },
      () => {
        if (current) unavailable.current();
      },
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (!stripe) return props.loading;
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance: { theme: theme === 'dark' ? 'night' : 'stripe' } }}>
      <SetupForm {...props} />
    </Elements>
  );
}

function SetupForm({ publishableKey, busy, locked, submitLabel, busyLabel, loading, onBack, onConfirmed, onFailed, onErrored }: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const working = confirming || busy;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || working || locked) return;
    setConfirming(true);
    try {
      // Cards confirm in place; only methods that need a bank page leave, and come back to onboarding.
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/onboarding` },
      });
      if (result.error) onFailed(result.error.message);
      else if (result.setupIntent.status === 'succeeded') onConfirmed(result.setupIntent.id);
      else onFailed(undefined);
    } catch (error) {
      onErrored(error instanceof Error ? error.message : undefined);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Payment Information" data-testid="form-payment">
      <Flex direction="column" gap="4">
        {isTestKey(publishableKey) && <TestCardHint />}
        {!ready && loading}
        <div className={ready ? undefined : 'visually-hidden'}>
          <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
        </div>
        <Flex justify="between" gap="3" className="onboarding-actions">
          <Button type="button" variant="soft" color="gray" size="3" onClick={onBack} disabled={working} data-testid="button-back">
            <ArrowLeftIcon aria-hidden /> Back
          </Button>
          <Button type="submit" size="3" disabled={!ready || working || locked} data-testid="button-complete-setup">
            {working ? <Spinner /> : <RocketIcon aria-hidden />}
            {working ? busyLabel : submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
