import { CheckCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Container, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { BillingChargeView, FeeConfirmationView } from '../../../schema/api/billing';
import { apiUrl } from '../../../schema/api/paths';
import { useAuth } from '../auth/use-auth';
import { AppTopBar } from '../components/app-top-bar';
import { userMessage } from '../lib/api-error';
import { apiRequest } from '../lib/query-client';
import { BILLING_KEY, formatMoney, formatMonth } from './billing/billing-queries';

/**
 * A fee the bank wants confirmed (3-D Secure): Stripe.js confirms the fee's PaymentIntent with its
 * client secret and runs the bank's challenge (next_action); then the server reads the PaymentIntent
 * back from Stripe and marks the fee paid (docs/billing.md).
 */
export function BillingConfirmPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const confirmation = useQuery<FeeConfirmationView>({ queryKey: [apiUrl('getFeeConfirmation', { id })] });
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState<BillingChargeView | null>(null);
  const publishableKey = confirmation.data?.publishableKey;

  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    loadStripe(publishableKey).then(
      (loaded) => current && (loaded ? setStripe(loaded) : setProblem('Stripe is not properly configured. Please contact support.')),
      () => current && setProblem('Stripe is not properly configured. Please contact support.'),
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);

  const confirm = useMutation({
    mutationFn: async () => {
      if (!stripe || !confirmation.data) throw new Error('Stripe is not ready');
      const { clientSecret, paymentMethodId } = confirmation.data;
      const result = await stripe.confirmCardPayment(clientSecret, paymentMethodId ? { payment_method: paymentMethodId } : undefined);
      if (result.error) throw new Error(result.error.message ?? 'The payment was not confirmed.');
      const answer = await apiRequest('POST', apiUrl('confirmFee', { id }), {});
      return ((await answer.json()) as { charge: BillingChargeView }).charge;
    },
    onSuccess: async (charge) => {
      if (charge.status === 'paid') setPaid(charge);
      else setProblem('The payment is not confirmed yet. Please try again.');
      await queryClient.invalidateQueries({ queryKey: BILLING_KEY });
    },
    onError: (error) => setProblem(userMessage(error, error instanceof Error ? error.message : 'The payment was not confirmed.')),
  });

  const charge = paid ?? confirmation.data?.charge;
  return (
    <>
      <AppTopBar user={user} showSettings />
      <main>
        <Container size="2" px={{ initial: '3', sm: '4' }} py="6">
          <Card size="4" data-testid="card-confirm-fee">
            <Flex direction="column" gap="3">
              <Heading as="h1" size="6">
                Confirm your payment
              </Heading>
              {confirmation.isLoading && <Spinner />}
              {confirmation.isError && (
                <Text size="2" color="red" role="alert">
                  {userMessage(confirmation.error, 'This fee could not be found.')}
                </Text>
              )}
              {charge && (
                <Text size="3" data-testid="text-fee-to-confirm">
                  Service fee for {formatMonth(charge.month)}: <strong>{formatMoney(charge.fee, charge.currency)}</strong> ({charge.feePercentage}% of{' '}
                  {formatMoney(charge.spend, charge.currency)} ad spend).
                </Text>
              )}
              {paid ? (
                <Callout.Root color="green" role="status" data-testid="text-fee-paid">
                  <Callout.Icon>
                    <CheckCircledIcon />
                  </Callout.Icon>
                  <Callout.Text>Payment confirmed. Thank you! The fee is paid.</Callout.Text>
                </Callout.Root>
              ) : (
                confirmation.data && (
                  <>
                    <Text size="2" color="gray">
                      Your bank asks you to confirm this payment (3-D Secure). Your bank's check opens when you press the button.
                    </Text>
                    {problem && (
                      <Text size="2" color="red" role="alert" data-testid="text-confirm-error">
                        {problem}
                      </Text>
                    )}
                    <Flex>
                      <Button size="3" disabled={!stripe} loading={confirm.isPending} onClick={() => { setProblem(null); confirm.mutate(); }} data-testid="button-confirm-payment">
                        <LockClosedIcon aria-hidden /> Confirm payment
                      </Button>
                    </Flex>
                  </>
                )
              )}
              <Flex gap="3">
                <Button asChild variant="ghost" color="gray">
                  <Link to="/billing">Back to Billing</Link>
                </Button>
              </Flex>
            </Flex>
          </Card>
        </Container>
      </main>
    </>
  );
}
