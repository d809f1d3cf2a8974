import { Badge, Button, Card, Dialog, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { BillingOverview, CardSummaryView } from '../../../../schema/api/billing';
import { apiUrl } from '../../../../schema/api/paths';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';
import { toast } from '../../toast/toast-store';
import { BILLING_KEY, useBilling } from '../billing/billing-queries';

const StripePaymentForm = lazy(() => import('../../payment/stripe-payment-form'));

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

function CardLine({ card }: { card: CardSummaryView }) {
  return (
    <Flex align="center" gap="3" wrap="wrap" data-testid="text-saved-card">
      <Text size="3" weight="medium">
        {BRANDS[card.brand] ?? card.brand} ending {card.last4}
      </Text>
      <Text size="2" color="gray">
        expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
      </Text>
      {card.demo && (
        <Badge color="amber" variant="soft" data-testid="badge-demo-card">
          Demo card — no real card is saved
        </Badge>
      )}
    </Flex>
  );
}

/** The Payment Element in a dialog, on a new SetupIntent; the confirmed card becomes the default for the next fee. */
function ReplaceCardDialog({ onReplaced }: { onReplaced(billing: BillingOverview): void }) {
  const [open, setOpen] = useState(false);
  const [setup, setSetup] = useState<{ clientSecret: string; publishableKey?: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: async () => (await apiRequest('POST', apiUrl('createSetupIntent'), {})).json() as Promise<{ clientSecret: string; publishableKey?: string }>,
    onSuccess: setSetup,
    onError: (error) => setProblem(userMessage(error, 'The payment form could not be prepared. Please try again.')),
  });
  const replace = useMutation({
    mutationFn: async (setupIntentId: string) => (await apiRequest('POST', apiUrl('replaceCard'), { setupIntentId })).json() as Promise<{ billing: BillingOverview; message?: string }>,
    onSuccess: (answer) => {
      setOpen(false);
      toast({ title: 'Card replaced', description: answer.message });
      onReplaced(answer.billing);
    },
    onError: (error) => setProblem(userMessage(error, 'The card could not be saved. Please try again.')),
  });
  const loading = (
    <Flex gap="2" align="center" py="4">
      <Spinner /> <Text size="2">Loading payment form...</Text>
    </Flex>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
        setSetup(null);
        if (next) start.mutate();
      }}
    >
      <Dialog.Trigger>
        <Button variant="soft" data-testid="button-replace-card">
          Replace card
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px" data-testid="dialog-replace-card">
        <Dialog.Title>Replace card</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          The new card is charged from the next service fee on, and for any fee still unpaid.
        </Dialog.Description>
        {problem && (
          <Text as="p" size="2" color="red" mb="3" role="alert" data-testid="text-replace-card-error">
            {problem}
          </Text>
        )}
        {!setup && !problem && loading}
        {setup && !setup.publishableKey && (
          <Text as="p" size="2" color="red" role="alert">
            Stripe is not properly configured. Please contact support.
          </Text>
        )}
        {setup?.publishableKey && (
          <Suspense fallback={loading}>
            <StripePaymentForm
              publishableKey={setup.publishableKey}
              clientSecret={setup.clientSecret}
              busy={replace.isPending}
              locked={false}
              submitLabel="Save card"
              busyLabel="Saving..."
              loading={loading}
              onBack={() => setOpen(false)}
              onConfirmed={(setupIntentId) => replace.mutate(setupIntentId)}
              onFailed={(message) => setProblem(message ?? 'The card was not accepted.')}
              onErrored={(message) => setProblem(message ?? 'Something went wrong. Please try again.')}
              onUnavailable={() => setProblem('Stripe is not properly configured. Please contact support.')}
            />
          </Suspense>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Settings → Payment (and the Billing page): the saved card, and Replace card (docs/billing.md). */
export function PaymentCard() {
  const { data: billing } = useBilling();
  const queryClient = useQueryClient();
  return (
    <Card size="3" id="payment" data-testid="card-payment">
      <Heading as="h2" size="5" mb="2">
        Payment
      </Heading>
      {!billing ? (
        <Spinner />
      ) : (
        <Flex direction="column" gap="3">
          {billing.card ? (
            <CardLine card={billing.card} />
          ) : (
            <Text size="2" color="gray">
              No card saved.
            </Text>
          )}
          {billing.mode === 'demo' ? (
            <Text size="2" color="gray">
              Demo billing: nothing is charged, so there is no card to replace.
            </Text>
          ) : (
            <Flex>
              <ReplaceCardDialog onReplaced={(next) => queryClient.setQueryData(BILLING_KEY, next)} />
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
}
