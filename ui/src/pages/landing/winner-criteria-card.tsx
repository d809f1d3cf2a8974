import { Badge, Box, Card, Code, Flex, Grid, Heading, Separator, Text } from '@radix-ui/themes';

type VariantStatus = 'winner' | 'promising' | 'paused';

const STATUS_BADGE: Record<VariantStatus, { label: string; color: 'green' | 'amber' | 'gray' }> = {
  winner: { label: 'Winner', color: 'green' },
  promising: { label: 'Promising', color: 'amber' },
  paused: { label: 'Paused', color: 'gray' },
};

const CRITERIA: { status: VariantStatus; rule: string }[] = [
  { status: 'winner', rule: 'CTR above 3% and Quality Score above 7' },
  { status: 'promising', rule: 'Needs more data' },
  { status: 'paused', rule: 'CTR below 1%' },
];

const TARGETS = [
  { label: 'Target CTR', value: '3-5%', note: 'for search' },
  { label: 'Target conversion rate', value: '2-5%', note: 'of clicks' },
  { label: 'Quality Score', value: '7+', note: 'on a 1-10 scale' },
] as const;

// Illustrations of the five launch variants after a 7-day round (made-up figures).
const VARIANTS: { name: string; headline: string; ctr: string; conversionRate: string; qualityScore: number; status: VariantStatus }[] = [
  { name: 'Variant A', headline: 'Same-Day Plumbing Repairs', ctr: '4.8%', conversionRate: '4.1%', qualityScore: 9, status: 'winner' },
  { name: 'Variant B', headline: '24/7 Emergency Plumber', ctr: '3.6%', conversionRate: '3.2%', qualityScore: 7, status: 'promising' },
  { name: 'Variant C', headline: 'Upfront Prices, No Surprises', ctr: '2.9%', conversionRate: '2.1%', qualityScore: 6, status: 'promising' },
  { name: 'Variant D', headline: 'Licensed Local Plumbers', ctr: '2.4%', conversionRate: '2.6%', qualityScore: 7, status: 'promising' },
  { name: 'Variant E', headline: 'Fix Leaks Fast, Call Now', ctr: '0.7%', conversionRate: '0.8%', qualityScore: 5, status: 'paused' },
];

function StatusBadge({ status }: { status: VariantStatus }) {
  const { label, color } = STATUS_BADGE[status];
  return (
    <Badge color={color} variant="soft" radius="full">
      {label}
    </Badge>
  );
}

/** Winner Selection Criteria: the rules, the targets, the score formula and five example variants. */
export function WinnerCriteriaCard() {
  return (
    <Card size={{ initial: '3', sm: '4' }} className="criteria-card" data-testid="card-winner-criteria">
      <Heading as="h3" size="5">
        Winner Selection Criteria
      </Heading>
      <Text as="p" size="2" color="gray" mt="1">
        Every variant is judged on the numbers, never on a hunch.
      </Text>

      <Grid columns={{ initial: '1', sm: '3' }} gap="3" mt="4">
        {CRITERIA.map(({ status, rule }) => (
          <Box key={status} className={`criteria-rule criteria-${status}`}>
            <StatusBadge status={status} />
            <Text as="p" size="2" mt="2" weight="medium">
              {rule}
            </Text>
          </Box>
        ))}
      </Grid>

      <Grid columns="3" gap={{ initial: '2', sm: '3' }} mt="4">
        {TARGETS.map((target) => (
          <Box key={target.label} className="target-tile">
            <Text as="p" size="1" color="gray">
              {target.label}
            </Text>
            <Text as="p" size={{ initial: '5', sm: '6' }} weight="bold" className="metric-value">
              {target.value}
            </Text>
            <Text as="p" size="1" color="gray">
              {target.note}
            </Text>
          </Box>
        ))}
      </Grid>

      <Box mt="4" className="formula">
        <Text as="p" size="1" color="gray" mb="1">
          How variants are ranked
        </Text>
        <Code size="3" variant="ghost" className="formula-code">
          performance score = (CTR × conversion rate × Quality Score) ÷ cost per click
        </Code>
      </Box>

      <Separator size="4" my="5" />

      <Heading as="h4" size="3" mb="3">
        Example round results
      </Heading>
      <ul className="variant-list" data-testid="list-example-variants">
        {VARIANTS.map((variant) => (
          <li key={variant.name} className="variant-row">
            <Box className="variant-name">
              <Text as="p" size="2" weight="bold">
                {variant.name}
              </Text>
              <Text as="p" size="1" color="gray" truncate>
                “{variant.headline}”
              </Text>
            </Box>
            <dl className="variant-metrics">
              <div>
                <dt>CTR</dt>
                <dd>{variant.ctr}</dd>
              </div>
              <div>
                <dt>Conv. rate</dt>
                <dd>{variant.conversionRate}</dd>
              </div>
              <div>
                <dt>Quality Score</dt>
                <dd>{variant.qualityScore}/10</dd>
              </div>
            </dl>
            <Flex className="variant-status" justify="end">
              <StatusBadge status={variant.status} />
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
