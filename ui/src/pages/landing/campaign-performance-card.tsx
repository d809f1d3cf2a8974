import { BarChartIcon, CheckCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Flex, Grid, Heading, Progress, Separator, Text } from '@radix-ui/themes';
import { useId } from 'react';

// Made-up figures for a sample campaign (SPEC section 2): the card illustrates, it does not report.
const METRICS = [
  { label: 'Daily Spend', value: '$42.18', note: 'of $50.00 limit' },
  { label: 'Conversions', value: '38', note: '+12% this week' },
  { label: 'CTR', value: '4.62%', note: 'target 3-5%' },
  { label: 'Cost / Conversion', value: '$11.10', note: 'down 18%' },
] as const;

const OPTIMIZATIONS = [
  { text: 'Paused 3 keywords with CTR below 1%', when: '2h ago' },
  { text: 'Raised bids 12% for peak hours, 8-11 am', when: '6h ago' },
  { text: 'Moved 70% of budget to the champion ad', when: '1d ago' },
] as const;

// Clicks per day over the last two weeks, for the sparkline.
const CLICKS = [18, 22, 19, 27, 25, 31, 29, 34, 33, 38, 36, 43, 41, 47];

function Sparkline() {
  const gradientId = useId();
  const width = 280;
  const height = 56;
  const max = Math.max(...CLICKS);
  const min = Math.min(...CLICKS);
  const points = CLICKS.map((value, i) => {
    const x = (i / (CLICKS.length - 1)) * width;
    const y = height - 4 - ((value - min) / (max - min)) * (height - 8);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="sparkline" preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--accent-9)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--accent-9)" stopOpacity="0" />
        </linearGradient>
      </defs>
      <polygon points={`0,${height} ${points.join(' ')} ${width},${height}`} fill={`url(#${gradientId})`} />
      <polyline points={points.join(' ')} fill="none" stroke="var(--accent-9)" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** The hero's sample "Campaign Performance" card. */
export function CampaignPerformanceCard() {
  return (
    <Card size="3" className="performance-card" data-testid="card-sample-campaign">
      <Flex justify="between" align="start" gap="3">
        <Flex gap="3" align="center">
          <span className="icon-tile" aria-hidden="true">
            <BarChartIcon width="18" height="18" />
          </span>
          <Box>
            <Heading as="h2" size="4">
              Campaign Performance
            </Heading>
            <Text as="p" size="1" color="gray">
              Sample campaign · Local plumbing services
            </Text>
          </Box>
        </Flex>
        <Badge color="green" size="2" radius="full" className="status-badge">
          <span className="live-dot" aria-hidden="true" />
          Active
        </Badge>
      </Flex>

      <Grid columns="2" gap="3" mt="4">
        {METRICS.map((metric) => (
          <Box key={metric.label} className="metric-tile">
            <Text as="p" size="1" color="gray">
              {metric.label}
            </Text>
            <Text as="p" size="5" weight="bold" className="metric-value">
              {metric.value}
            </Text>
            <Text as="p" size="1" color="gray">
              {metric.note}
            </Text>
          </Box>
        ))}
      </Grid>

      <Box mt="4">
        <Flex justify="between" align="baseline">
          <Text size="1" color="gray">
            Clicks, last 14 days
          </Text>
          <Text size="1" color="green" weight="medium">
            +161%
          </Text>
        </Flex>
        <Sparkline />
      </Box>

      <Box mt="3">
        <Flex justify="between" align="center" mb="2">
          <Text size="2" weight="medium">
            Budget Pacing
          </Text>
          <Badge color="green" variant="soft">
            <CheckCircledIcon aria-hidden /> On Track
          </Badge>
        </Flex>
        <Progress value={73} size="2" aria-label="Budget used this month: 73%" />
        <Flex justify="between" mt="1">
          <Text size="1" color="gray">
            $1,096.40 spent
          </Text>
          <Text size="1" color="gray">
            $1,500.00 monthly budget
          </Text>
        </Flex>
      </Box>

      <Separator size="4" my="4" />

      <Flex align="center" gap="2" mb="2">
        <MagicWandIcon color="var(--accent-11)" aria-hidden />
        <Text size="2" weight="medium">
          Recent AI optimizations
        </Text>
      </Flex>
      <ul className="optimization-list">
        {OPTIMIZATIONS.map((item) => (
          <li key={item.text}>
            <CheckCircledIcon color="var(--green-9)" aria-hidden />
            <Text size="2">{item.text}</Text>
            <Text size="1" color="gray" className="optimization-when">
              {item.when}
            </Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
