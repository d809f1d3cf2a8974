import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { BillingOverview } from '../../../../schema/api/billing';
import { formatDay, formatMoney, formatMonth, useBilling } from './billing-queries';

/** What the owner must do about an unpaid fee, or that the service is cancelled; null when all is well. */
export function BillingNotice({ billing, onBillingPage = false }: { billing: BillingOverview; onBillingPage?: boolean }) {
  if (billing.cancelledAt) {
    return (
      <Callout.Root color="gray" variant="surface" role="status" data-testid="text-service-cancelled">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Text size="2">
          <Text weight="bold">The service is cancelled</Text> since {formatDay(billing.cancelledAt)}: every campaign is paused and Google Ads is
          disconnected. Nothing more is charged.
        </Text>
      </Callout.Root>
    );
  }
  const unpaid = billing.charges.find((charge) => charge.status === 'failed' || charge.status === 'needs_confirmation');
  if (!unpaid) return null;
  const fee = formatMoney(unpaid.fee, unpaid.currency);
  const needsConfirmation = unpaid.status === 'needs_confirmation';
  const when = unpaid.pauseAt
    ? `Your campaigns will pause on ${formatDay(unpaid.pauseAt)} unless it is paid.`
    : unpaid.nextRetryAt
      ? `We will try again on ${formatDay(unpaid.nextRetryAt)}.`
      : '';
  return (
    <Callout.Root color={needsConfirmation ? 'amber' : 'red'} variant="surface" role="alert" data-testid="text-fee-unpaid">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2">
        <Text size="2" weight="bold">
          {needsConfirmation ? `Your bank asks you to confirm the ${fee} service fee for ${formatMonth(unpaid.month)}` : `The ${fee} service fee for ${formatMonth(unpaid.month)} could not be charged`}
        </Text>
        <Text size="2">
          {unpaid.failure ? `${unpaid.failure} ` : ''}
          {when} {needsConfirmation ? 'Confirm the payment, or replace your card.' : 'Please replace your card.'}
        </Text>
        <Flex gap="2" wrap="wrap">
          {needsConfirmation && (
            <Button asChild size="2" color="amber" data-testid="button-confirm-fee">
              <Link to={`/billing/confirm/${unpaid.id}`}>Confirm payment</Link>
            </Button>
          )}
          <Button asChild size="2" variant="soft" data-testid="button-replace-card-banner">
            <Link to="/settings#payment">Replace card</Link>
          </Button>
          {!onBillingPage && (
            <Button asChild size="2" variant="ghost" data-testid="link-billing">
              <Link to="/billing">Billing</Link>
            </Button>
          )}
        </Flex>
      </Flex>
    </Callout.Root>
  );
}

/** The dashboard's billing banner, from GET /api/billing. */
export function BillingBanner() {
  const { data } = useBilling();
  return data ? <BillingNotice billing={data} /> : null;
}
