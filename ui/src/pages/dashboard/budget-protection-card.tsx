import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes';
import { type BudgetBadge, budgetUsage } from '../../../../schema/budget-badge';
import type { Business } from '../../../../schema/entities';
import { formatCurrency } from './number-format';

/** Radix colours for the three badge variants of SPEC section 4. */
export const BUDGET_BADGE_COLORS = { default: 'indigo', secondary: 'amber', destructive: 'red' } as const satisfies Record<
  BudgetBadge,
  string
>;

const LAYERS = ['API Hard Cap', 'Hourly Audit', 'AI Pacing', 'Real-time Ledger'] as const;

function BudgetLine({ id, label, spent, limit, note }: { id: string; label: string; spent: number; limit: number; note?: string }) {
  const { percent, badge } = budgetUsage(spent, limit);
  return (
    <Box data-testid={`card-budget-${id}`}>
      <Flex justify="between" align="center" gap="3" mb="1">
        <Text size="2" weight="medium">
          {label}
        </Text>
        <Badge color={BUDGET_BADGE_COLORS[badge]} data-variant={badge} data-testid={`text-budget-${id}-percent`}>
          {Math.round(percent)}%
        </Badge>
      </Flex>
      <Text as="p" size="2" color="gray" data-testid={`text-budget-${id}`}>
        {formatCurrency(spent)} / {formatCurrency(limit)}
        {note && ` · ${note}`}
      </Text>
      <Progress mt="2" value={Math.min(100, percent)} color={BUDGET_BADGE_COLORS[badge]} aria-label={`${label} used`} />
    </Box>
  );
}

/**
 * When the budget day the guard counts (the ledger's date, UTC) turns, in the owner's own clock:
 * "resets at 1:00 AM" in Berlin in winter. Owners are never shown "UTC".
 */
export function budgetDayResetLabel(now: Date, locale?: string): string {
  const nextMidnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return `resets at ${nextMidnight.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })}`;
}

/** The four layers that keep spend under budget, with spend today and this month from the ledger. */
export function BudgetProtectionCard({ business }: { business: Business }) {
  return (
    <Card size="3" data-testid="card-budget-protection">
      <Heading as="h2" size="4">
        4-Layer Budget Protection
      </Heading>
      <Flex direction="column" gap="4" mt="4">
        <BudgetLine id="daily" label="Daily Budget" spent={business.todayAdSpend ?? 0} limit={business.dailyBudget} note={`spent today, ${budgetDayResetLabel(new Date())}`} />
        <BudgetLine id="monthly" label="Monthly Budget" spent={business.currentMonthAdSpend} limit={business.monthlyBudget} />
      </Flex>
      <Grid columns="2" gap="2" mt="4">
        {LAYERS.map((layer) => (
          <Flex key={layer} align="center" gap="2">
            <Text color="green" aria-hidden>
              <CheckCircledIcon />
            </Text>
            <Text size="2">{layer}</Text>
            <Text size="1" color="green" className="visually-hidden">
              active
            </Text>
          </Flex>
        ))}
      </Grid>
    </Card>
  );
}
