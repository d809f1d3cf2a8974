import { ArrowLeftIcon, DownloadIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Container, Flex, Heading, Link as RadixLink, Spinner, Table, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { BillingChargeView } from '../../../schema/api/billing';
import { useAuth } from '../auth/use-auth';
import { AppTopBar } from '../components/app-top-bar';
import { BillingNotice } from './billing/billing-banner';
import { feesCsv, formatDay, formatMoney, formatMonth, useBilling } from './billing/billing-queries';
import { CancelServiceDialog } from './billing/cancel-service-dialog';
import { FeeStatusBadge } from './billing/fee-status-badge';
import { PaymentCard } from './settings/payment-card';

function ReceiptLink({ charge }: { charge: BillingChargeView }) {
  if (charge.status === 'needs_confirmation') {
    return (
      <RadixLink asChild size="2">
        <Link to={`/billing/confirm/${charge.id}`} data-testid={`link-confirm-${charge.month}`}>
          Confirm payment
        </Link>
      </RadixLink>
    );
  }
  if (charge.receiptUrl) {
    return (
      <RadixLink size="2" href={charge.receiptUrl} target="_blank" rel="noreferrer" data-testid={`link-receipt-${charge.month}`}>
        Receipt
      </RadixLink>
    );
  }
  if (charge.demo) {
    return (
      <RadixLink asChild size="2">
        <Link to={`/billing/receipt/${charge.id}`} data-testid={`link-receipt-${charge.month}`}>
          Receipt (demo)
        </Link>
      </RadixLink>
    );
  }
  return (
    <Text size="2" color="gray">
      —
    </Text>
  );
}

function FeeDetail({ charge }: { charge: BillingChargeView }) {
  if (charge.status === 'paid' && charge.paidAt) return <>Paid {formatDay(charge.paidAt)}</>;
  if (charge.pauseAt) return <>Last try failed; campaigns pause {formatDay(charge.pauseAt)}</>;
  if (charge.nextRetryAt) return <>Try {charge.attempts} failed; next try {formatDay(charge.nextRetryAt)}</>;
  return null;
}

function downloadCsv(charges: readonly BillingChargeView[]) {
  const url = URL.createObjectURL(new Blob([feesCsv(charges)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'adpilot-fees.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** Billing: the card, each month's fee with its status and receipt, the CSV of the lines, and Cancel (docs/billing.md). */
export function BillingPage() {
  const { user } = useAuth();
  const { data: billing, isLoading } = useBilling();
  return (
    <>
      <AppTopBar user={user} showSettings />
      <main>
        <Container size="3" px={{ initial: '3', sm: '4' }} py="6">
          <Box>
            <Button asChild variant="ghost" color="gray" data-testid="button-back-to-dashboard">
              <Link to="/dashboard">
                <ArrowLeftIcon aria-hidden /> Back to Dashboard
              </Link>
            </Button>
          </Box>
          <Heading as="h1" size="8" mt="4">
            Billing
          </Heading>
          <Text as="p" size="2" color="gray" mt="2">
            You pay a service fee on each month's ad spend, charged on the 1st of the next month. Google charges you directly for the ads.
          </Text>
          {isLoading || !billing ? (
            <Flex justify="center" py="8">
              <Spinner size="3" />
            </Flex>
          ) : (
            <Flex direction="column" gap="4" mt="5">
              <BillingNotice billing={billing} onBillingPage />
              <PaymentCard />
              <Card size="3" data-testid="card-fees">
                <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
                  <Heading as="h2" size="5">
                    Service fees
                  </Heading>
                  <Button variant="soft" disabled={billing.charges.length === 0} onClick={() => downloadCsv(billing.charges)} data-testid="button-download-csv">
                    <DownloadIcon aria-hidden /> Download CSV
                  </Button>
                </Flex>
                {billing.charges.length === 0 ? (
                  <Text as="p" size="2" color="gray" data-testid="text-no-fees">
                    No fees yet. The first is charged on the 1st of the month after your first live ad spend; simulated spend is never charged.
                  </Text>
                ) : (
                  <Table.Root variant="surface" size="1" className="billing-fees">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeaderCell>Month</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell>Ad spend</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell>Tier</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell>Fee</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                        <Table.ColumnHeaderCell>Receipt</Table.ColumnHeaderCell>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {billing.charges.map((charge) => (
                        <Table.Row key={charge.id} data-testid={`row-fee-${charge.month}`}>
                          <Table.RowHeaderCell>{formatMonth(charge.month)}</Table.RowHeaderCell>
                          <Table.Cell>{formatMoney(charge.spend, charge.currency)}</Table.Cell>
                          <Table.Cell>
                            {charge.tier} ({charge.feePercentage}%)
                          </Table.Cell>
                          <Table.Cell>{formatMoney(charge.fee, charge.currency)}</Table.Cell>
                          <Table.Cell>
                            <Flex direction="column" gap="1" align="start">
                              <FeeStatusBadge charge={charge} />
                              <Text size="1" color="gray">
                                <FeeDetail charge={charge} />
                              </Text>
                            </Flex>
                          </Table.Cell>
                          <Table.Cell>
                            <ReceiptLink charge={charge} />
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Card>
              {!billing.cancelledAt && (
                <Card size="3" data-testid="card-cancel-service">
                  <Heading as="h2" size="5" mb="2">
                    Cancel the service
                  </Heading>
                  <Text as="p" size="2" color="gray" mb="3">
                    Pauses every campaign, charges the fee for this month's spend so far, and disconnects Google Ads.
                  </Text>
                  <CancelServiceDialog />
                </Card>
              )}
            </Flex>
          )}
        </Container>
      </main>
    </>
  );
}
