import { CheckIcon } from '@radix-ui/react-icons';
import { Badge, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';

// SPEC section 9: 15% base, falling with monthly ad spend.
const TIERS = [
  { name: 'Base', fee: 15, from: 'Under $5,000' },
  { name: 'Growth', fee: 12, from: 'From $5,000' },
  { name: 'Scale', fee: 10, from: 'From $10,000' },
  { name: 'Enterprise', fee: 8, from: 'From $25,000' },
] as const;

const PROMISES = ['No long-term contracts', 'Setup in about 5 minutes', 'Your fee falls as your spend grows'] as const;

/** The pricing note: a share of ad spend, with the tiers. */
export function PricingSection() {
  return (
    <section id="pricing" className="landing-section landing-section-tinted" aria-labelledby="pricing-heading">
      <Container size="4" px="4">
        <Grid columns={{ initial: '1', md: '2' }} gap="8" align="center">
          <Flex direction="column" gap="4">
            <Text className="eyebrow">Pricing</Text>
            <Heading as="h2" id="pricing-heading" size={{ initial: '7', sm: '8' }}>
              Pay for performance, not for promises
            </Heading>
            <Flex align="baseline" gap="3" wrap="wrap">
              <Text className="price-figure gradient-text">15%</Text>
              <Text size="4" color="gray">
                of monthly ad spend
              </Text>
            </Flex>
            <Text as="p" size="3" color="gray">
              You'll only be charged 15% of your monthly ad spend. Google charges you directly for ads.
            </Text>
            <ul className="check-list">
              {PROMISES.map((promise) => (
                <li key={promise}>
                  <CheckIcon width="18" height="18" color="var(--green-9)" aria-hidden />
                  <Text size="3">{promise}</Text>
                </li>
              ))}
            </ul>
          </Flex>
          <Card size="4" className="pricing-card" data-testid="card-pricing-tiers">
            <Heading as="h3" size="4">
              Service fee by monthly ad spend
            </Heading>
            <ul className="tier-list">
              {TIERS.map((tier, i) => (
                <li key={tier.name} className="tier-row">
                  <Flex direction="column">
                    <Flex align="center" gap="2">
                      <Text size="3" weight="bold">
                        {tier.name}
                      </Text>
                      {i === TIERS.length - 1 && (
                        <Badge color="green" variant="soft" radius="full">
                          Best Rate
                        </Badge>
                      )}
                    </Flex>
                    <Text size="2" color="gray">
                      {tier.from}
                    </Text>
                  </Flex>
                  <Text size="6" weight="bold" className="metric-value">
                    {tier.fee}%
                  </Text>
                </li>
              ))}
            </ul>
          </Card>
        </Grid>
      </Container>
    </section>
  );
}
