import { Badge, Box, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { BASE_FEE_PERCENT, BEST_RATE_LABEL } from '../../../../schema/constants';
import type { Business } from '../../../../schema/entities';
import { estimatedFee, nextTier } from '../../../../schema/fees';
import { formatCurrency, formatDate } from './number-format';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex justify="between" gap="3">
      <Text size="2" color="gray">
        {label}
      </Text>
      <Text size="2" weight="medium" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

/** The owner's fee: tier, what it costs this month and how far the next cheaper tier is. */
export function ServiceFeeCard({ business }: { business: Business }) {
  const feePercent = Number.isFinite(business.serviceFeePercentage) ? business.serviceFeePercentage : BASE_FEE_PERCENT;
  const spend = business.currentMonthAdSpend ?? 0;
  const next = nextTier(spend);
  return (
    <Card size="3" data-testid="card-service-fee">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Heading as="h2" size="4" data-testid="text-service-fee">
          Service Fee: {feePercent}% ({business.currentPricingTier})
        </Heading>
        <Badge color={next ? 'indigo' : 'green'} variant="soft" data-testid="text-next-tier">
          {next ? `Next: ${next.tier.name} (${next.tier.percent}%)` : BEST_RATE_LABEL}
        </Badge>
      </Flex>
      <Text as="p" size="2" color="gray" mt="1">
        You pay {feePercent}% of ad spend. Google charges you directly for ads.
      </Text>
      <Flex direction="column" gap="2" mt="4">
        <Row label="Monthly ad spend" value={formatCurrency(spend)} testId="text-monthly-ad-spend" />
        <Row label="Estimated service fee" value={formatCurrency(estimatedFee(spend, feePercent))} testId="text-estimated-fee" />
        {business.nextBillingDate && (
          <Row label="Next billing date" value={formatDate(business.nextBillingDate)} testId="text-next-billing-date" />
        )}
      </Flex>
      <Box mt="4">
        {next ? (
          <>
            <Flex justify="between" gap="3" mb="2">
              <Text size="1" color="gray">
                Progress to {next.tier.name}
              </Text>
              <Text size="1" color="gray" data-testid="text-tier-remaining">
                {formatCurrency(next.remaining)} to go
              </Text>
            </Flex>
            <Progress value={next.progress * 100} aria-label={`Progress to the ${next.tier.name} tier`} />
          </>
        ) : (
          <Text size="2" color="green" data-testid="text-best-tier">
            You're at the best pricing tier!
          </Text>
        )}
      </Box>
    </Card>
  );
}
