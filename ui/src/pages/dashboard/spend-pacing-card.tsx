import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { Business } from '../../../../schema/entities';
import { PacingChart } from '../../charts/pacing-chart';
import { cumulativeSpend, type PaceStatus, paceStatus, projectedSpend, type SpendPoint } from '../../charts/pacing-series';
import { monthPace } from './month-pace';
import { formatCurrency } from './number-format';

const PACE_LABELS: Record<PaceStatus, { text: string; color: 'green' | 'amber' | 'gray' }> = {
  'on-track': { text: 'On Track', color: 'green' },
  ahead: { text: 'Ahead of pace', color: 'amber' },
  behind: { text: 'Behind pace', color: 'gray' },
};

/**
 * Spend this month against the even pace and the budget: the ledger's spend per day, added up day by
 * day through now (a server without the daily series gives a straight line to the month's total).
 */
export function SpendPacingCard({ business, now }: { business: Business; now: Date }) {
  const pace = monthPace(now);
  const nowDay = pace.fraction * pace.daysInMonth;
  const points: SpendPoint[] = business.dailySpend
    ? cumulativeSpend(business.dailySpend, nowDay)
    : [
        { day: 0, spend: 0 },
        { day: nowDay, spend: business.currentMonthAdSpend },
      ];
  const latest = points[points.length - 1];
  const status = PACE_LABELS[paceStatus(latest, business.monthlyBudget, pace.daysInMonth)];
  const projected = Math.min(projectedSpend(latest, pace.daysInMonth), business.monthlyBudget);
  return (
    <Card size="3" data-testid="card-spend-pacing">
      <Flex justify="between" align="center" gap="3">
        <Heading as="h2" size="4">
          Monthly Spend Pacing
        </Heading>
        <Badge color={status.color} data-testid="text-pace-status">
          {status.text}
        </Badge>
      </Flex>
      <Text as="p" size="2" color="gray" mt="1">
        {formatCurrency(business.currentMonthAdSpend)} of {formatCurrency(business.monthlyBudget)} · projected{' '}
        <span data-testid="text-projected-spend">{formatCurrency(projected)}</span>
      </Text>
      <Flex mt="3">
        <PacingChart
          points={points}
          budget={business.monthlyBudget}
          daysInMonth={pace.daysInMonth}
          label={`Spent ${formatCurrency(business.currentMonthAdSpend)} by day ${pace.daysElapsed} of ${pace.daysInMonth}; even pace would be ${formatCurrency((business.monthlyBudget * pace.fraction))}; budget ${formatCurrency(business.monthlyBudget)}.`}
        />
      </Flex>
      <Flex gap="3" mt="2" wrap="wrap" aria-hidden>
        <Text size="1" color="indigo">
          ━ Actual
        </Text>
        <Text size="1" color="indigo">
          ··· Projected
        </Text>
        <Text size="1" color="gray">
          ╌ Even pace
        </Text>
        <Text size="1" color="red">
          ┈ Budget
        </Text>
      </Flex>
    </Card>
  );
}
