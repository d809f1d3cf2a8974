import { BarChartIcon, RocketIcon, StarFilledIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes';

// One challenger at a time against the champion (docs/tournaments.md): the demo's 70/30 serving split.
const BUDGET_SPLIT = [
  { label: 'Champion', share: 70, className: 'split-champion' },
  { label: 'Challenger', share: 30, className: 'split-challenger' },
] as const;

/** The Scientific Ad Testing timeline: Day 1 launch, Day 7 analysis, Day 8+ optimize (SPEC section 4). */
export function AdTestingTimeline() {
  return (
    <ol className="timeline" aria-label="Ad testing timeline">
      <li className="timeline-step">
        <span className="timeline-marker" aria-hidden="true">
          <RocketIcon width="18" height="18" />
        </span>
        <Card size="3" className="timeline-card">
          <Text className="timeline-day">Day 1</Text>
          <Heading as="h3" size="4" mt="1">
            Launch with 5 variants
          </Heading>
          <Text as="p" size="2" color="gray" mt="2">
            Five AI-written ad variants go live together, each tracked on CTR, conversion rate and Quality Score.
          </Text>
          <Flex gap="2" mt="3" aria-hidden="true">
            {['A', 'B', 'C', 'D', 'E'].map((variant) => (
              <span key={variant} className="variant-chip">
                {variant}
              </span>
            ))}
          </Flex>
        </Card>
      </li>
      <li className="timeline-step">
        <span className="timeline-marker" aria-hidden="true">
          <BarChartIcon width="18" height="18" />
        </span>
        <Card size="3" className="timeline-card">
          <Text className="timeline-day">Day 7</Text>
          <Heading as="h3" size="4" mt="1">
            Analyze the results
          </Heading>
          <Text as="p" size="2" color="gray" mt="2">
            After the 7-day test period every variant is marked winner, promising or paused.
          </Text>
          <Flex gap="2" mt="3" wrap="wrap">
            <Badge color="green">Winner</Badge>
            <Badge color="amber">Promising</Badge>
            <Badge color="gray">Paused</Badge>
          </Flex>
        </Card>
      </li>
      <li className="timeline-step">
        <span className="timeline-marker" aria-hidden="true">
          <StarFilledIcon width="18" height="18" />
        </span>
        <Card size="3" className="timeline-card">
          <Text className="timeline-day">Day 8+</Text>
          <Heading as="h3" size="4" mt="1">
            Optimize and keep testing
          </Heading>
          <Text as="p" size="2" color="gray" mt="2">
            The budget follows the results. One challenger at a time takes on the champion and replaces it only at 95%
            confidence or more; a round stays open up to 4 weeks when a small budget needs more data.
          </Text>
          <Box mt="3">
            <div className="budget-split" aria-hidden="true">
              {BUDGET_SPLIT.map((part) => (
                <span key={part.label} className={part.className} style={{ width: `${part.share}%` }} />
              ))}
            </div>
            <ul className="budget-split-legend">
              {BUDGET_SPLIT.map((part) => (
                <li key={part.label}>
                  <span className={`legend-swatch ${part.className}`} aria-hidden="true" />
                  <Text size="1">
                    {part.label} <strong>{part.share}%</strong>
                  </Text>
                </li>
              ))}
            </ul>
          </Box>
        </Card>
      </li>
    </ol>
  );
}
