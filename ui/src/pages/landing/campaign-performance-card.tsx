import { BarChartIcon, CheckCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Flex, Grid, Heading, Progress, Separator, Text } from '@radix-ui/themes';
import { useId } from 'react';

import sample from './sample-campaign.json';

// The sample campaign's figures are measured: one demo business run through the real engine for 30
// simulated days (`npm run landing:sample`, engine/seed/landing-sample.ts), nothing typed in by hand.
const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const change = (now: number, before: number) => Math.round(((now - before) / Math.max(before, 1e-9)) * 100);

function conversionsNote(): string {
  if (sample.conversionsWeekBefore === 0) return sample.conversionsLastWeek > 0 ? 'up from 0 last week' : 'none yet';
  const percent = change(sample.conversionsLastWeek, sample.conversionsWeekBefore);
  return percent === 0 ? 'same as last week' : `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% this week`;
}

function costNote(): string {
  const percent = change(sample.costPerConversion, sample.costPerConversionWeekBefore);
  return percent === 0 ? 'same as last week' : `${percent < 0 ? 'down' : 'up'} ${Math.abs(percent)}%`;
}

const METRICS = [
  { label: 'Daily Spend', value: usd(sample.spentYesterday), note: `of ${usd(sample.dailyLimit)} limit` },
  { label: 'Conversions', value: String(sample.conversionsLastWeek), note: conversionsNote() },
  { label: 'CTR', value: `${sample.ctrPercent.toFixed(2)}%`, note: 'target 3-5%' },
  { label: 'Cost / Conversion', value: usd(sample.costPerConversion), note: costNote() },
] as const;

const CLICKS = sample.clicksPerDay;
const clicksChange = change(CLICKS.slice(7).reduce((a, b) => a + b, 0), CLICKS.slice(0, 7).reduce((a, b) => a + b, 0));
const budgetUsed = Math.round((sample.monthSpent / sample.monthlyBudget) * 100);
// Within 10 points of the month's elapsed share is on track, as the dashboard's pacing badge judges.
const pace = budgetUsed < sample.monthElapsedPercent - 10 ? 'Behind Pace' : budgetUsed > sample.monthElapsedPercent + 10 ? 'Ahead of Pace' : 'On Track';
const ago = (hours: number) => (hours < 24 ? `${hours}h ago` : `${Math.round(hours / 24)}d ago`);

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
              Sample campaign · {sample.simulatedDays} days simulated by the engine
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
          <Text size="1" color={clicksChange >= 0 ? 'green' : 'red'} weight="medium">
            {clicksChange >= 0 ? '+' : '−'}
            {Math.abs(clicksChange)}%
          </Text>
        </Flex>
        <Sparkline />
      </Box>

      <Box mt="3">
        <Flex justify="between" align="center" mb="2">
          <Text size="2" weight="medium">
            Budget Pacing
          </Text>
          <Badge color={pace === 'On Track' ? 'green' : 'amber'} variant="soft">
            <CheckCircledIcon aria-hidden /> {pace}
          </Badge>
        </Flex>
        <Progress value={Math.min(100, budgetUsed)} size="2" aria-label={`Budget used this month: ${budgetUsed}%`} />
        <Flex justify="between" mt="1">
          <Text size="1" color="gray">
            {usd(sample.monthSpent)} spent
          </Text>
          <Text size="1" color="gray">
            {usd(sample.monthlyBudget)} monthly budget
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
        {sample.decisions.map((item) => (
          <li key={item.text} title={item.detail}>
            <CheckCircledIcon color="var(--green-9)" aria-hidden />
            <Text size="2">{item.text}</Text>
            <Text size="1" color="gray" className="optimization-when">
              {ago(item.hoursAgo)}
            </Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
