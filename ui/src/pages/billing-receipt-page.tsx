import { Badge, Box, Button, Card, Container, Flex, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { formatDay, formatMoney, formatMonth, useBilling } from './billing/billing-queries';

/** A printable receipt of one month's fee; under demo billing it says "Demo — no charge" (docs/billing.md). */
export function BillingReceiptPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const { data: billing, isLoading } = useBilling();
  const charge = billing?.charges.find((candidate) => candidate.id === id);
  return (
    <main>
      <Container size="2" px={{ initial: '3', sm: '4' }} py="6">
        <Flex gap="3" mb="4" className="no-print">
          <Button asChild variant="ghost" color="gray">
            <Link to="/billing">Back to Billing</Link>
          </Button>
          <Button variant="soft" onClick={() => window.print()} disabled={!charge} data-testid="button-print-receipt">
            Print
          </Button>
        </Flex>
        {isLoading && <Spinner />}
        {!isLoading && !charge && <Text color="red">Receipt not found.</Text>}
        {charge && (
          <Card size="4" data-testid="card-receipt">
            <Flex justify="between" align="start" gap="3" wrap="wrap">
              <Box>
                <Heading as="h1" size="6">
                  Receipt
                </Heading>
                <Text as="p" size="2" color="gray">
                  AdPilot service fee · {formatMonth(charge.month)}
                </Text>
              </Box>
              {charge.demo && (
                <Badge size="3" color="amber" data-testid="badge-receipt-demo">
                  Demo — no charge
                </Badge>
              )}
            </Flex>
            <Separator size="4" my="4" />
            <Flex direction="column" gap="2">
              <Row label="Billed to" value={user?.email ?? ''} />
              <Row label="Date" value={formatDay(charge.paidAt ?? charge.createdAt)} />
              <Row label="Ad spend" value={formatMoney(charge.spend, charge.currency)} />
              <Row label="Tier" value={`${charge.tier} (${charge.feePercentage}%)`} />
              <Separator size="4" my="2" />
              <Row label={charge.demo ? 'Fee (not charged)' : 'Fee charged'} value={formatMoney(charge.fee, charge.currency)} strong />
            </Flex>
            {charge.demo && (
              <Text as="p" size="2" color="gray" mt="4">
                Demo billing: this receipt shows what the fee would be. Nothing was charged to any card.
              </Text>
            )}
          </Card>
        )}
      </Container>
    </main>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="between" gap="3">
      <Text size="2" color="gray">
        {label}
      </Text>
      <Text size="2" weight={strong ? 'bold' : 'regular'}>
        {value}
      </Text>
    </Flex>
  );
}
