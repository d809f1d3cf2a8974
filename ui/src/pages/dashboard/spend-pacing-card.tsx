import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { PacingChart } from '../../charts/pacing-chart';
import { type PaceStatus, paceStatus, projectedSpend, type SpendPoint } from '../../charts/pacing-series';
import type { Business } from '../../../../schema/entities';
import { monthPace } from './month-pace';
import { formatCurrency } from './number-format';

const PACE_LABELS: Record<PaceStatus, { text: string; color: 'green' | 'amber' | 'gray' }> = {
  'on-track': { text: 'On Track', color: 'green' },
  ahead: { text: 'Ahead of pace', color: 'amber' },
  behind: { text: 'Behind pace', color: 'gray' },
};

/**
 * Spend this month against the even pace and the budget. The API gives this month's total only,
 * so the actual line runs from the month start to now; a daily series would slot into `points`.
 */
export function SpendPacingCard({ business, now }: { business: Business; now: Date }) {
  const pace = monthPace(now);
  const today: SpendPoint = { day: pace.fraction * pace.daysInMonth, spend: business.currentMonthAdSpend };
  const points: SpendPoint[] = [{ day: 0, spend: 0 }, today];
  const status = PACE_LABELS[paceStatus(today, business.monthlyBudget, pace.daysInMonth)];
  const projected = Math.min(projectedSpend(today, pace.daysInMonth), business.monthlyBudget);
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
