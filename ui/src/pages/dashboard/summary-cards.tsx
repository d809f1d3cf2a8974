import { BarChartIcon, CursorArrowIcon, RocketIcon, TargetIcon } from '@radix-ui/react-icons';
import { Card, Flex, Grid, Progress, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { percentUsed } from '../../../../schema/budget-badge';
import type { Business, Campaign } from '../../../../schema/entities';
import { toTwoDecimals } from '../../../../schema/metrics';
import { formatConversions, formatCurrency } from './number-format';
import { summaryFigures } from './summary-figures';
import { type CardNote, conversionsNote, ctrNote } from './summary-notes';

function SummaryCard({ id, label, icon, value, children }: { id: string; label: string; icon: ReactNode; value: string; children: ReactNode }) {
  return (
    <Card size={{ initial: '1', sm: '2' }} data-testid={`card-summary-${id}`}>
      <Flex justify="between" align="center">
        <Text size="2" color="gray" weight="medium">
          {label}
        </Text>
        <Text color="gray" aria-hidden>
          {icon}
        </Text>
      </Flex>
      <Text as="p" size={{ initial: '6', sm: '7' }} weight="bold" mt="2" data-testid={`text-${id}`}>
        {value}
      </Text>
      {children}
    </Card>
  );
}

/** A card's computed note (summary-notes.ts); nothing at all when there is nothing true to say. */
function Note({ note, id }: { note: CardNote | null; id: string }) {
  if (!note) return null;
  return (
    <Text as="p" size="1" color={note.color} mt="1" data-testid={`note-${id}`}>
      {note.text}
    </Text>
  );
}

/** Total Spend (MTD), Conversions, Active Campaigns and Avg. CTR (SPEC section 2, "Dashboard"). */
export function SummaryCards({ business, campaigns }: { business: Business; campaigns: Campaign[] }) {
  const figures = summaryFigures(campaigns);
  const spentPercent = Math.min(100, percentUsed(business.currentMonthAdSpend, business.monthlyBudget));
  return (
    <Grid columns={{ initial: '2', md: '4' }} gap={{ initial: '3', sm: '4' }}>
      <SummaryCard id="total-spend" label="Total Spend (MTD)" icon={<BarChartIcon />} value={formatCurrency(business.currentMonthAdSpend)}>
        <Text as="p" size="1" color="gray" mt="1">
          Daily limit: {formatCurrency(business.dailyBudget)}
        </Text>
        <Progress mt="2" value={spentPercent} aria-label="Month-to-date spend of the monthly budget" />
      </SummaryCard>
      <SummaryCard id="conversions" label="Conversions" icon={<TargetIcon />} value={formatConversions(figures.conversions)}>
        <Note note={conversionsNote(business.conversionsByWeek)} id="conversions" />
      </SummaryCard>
      <SummaryCard id="active-campaigns" label="Active Campaigns" icon={<RocketIcon />} value={String(figures.activeCount)}>
        <Text as="p" size="1" color="gray" mt="1">
          {figures.totalCount} total
        </Text>
      </SummaryCard>
      <SummaryCard id="avg-ctr" label="Avg. CTR" icon={<CursorArrowIcon />} value={`${toTwoDecimals(figures.averageCtr)}%`}>
        <Note note={ctrNote(figures.averageCtr, figures.impressions, business.industry)} id="avg-ctr" />
      </SummaryCard>
    </Grid>
  );
}
