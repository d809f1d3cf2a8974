import { BUDGET_BADGE } from './constants';

/** Radix badge colour variants used by the budget-protection card. */
export type BudgetBadge = 'default' | 'secondary' | 'destructive';

/** Percent of a limit used; 0 for an empty limit with nothing spent, 100 if spent with no limit. */
export function percentUsed(spent: number, limit: number): number {
  if (!(limit > 0)) return spent > 0 ? 100 : 0;
  return (Math.max(0, spent) * 100) / limit;
}

/** Badge for a percent used: below 80 default, 80 to below 95 secondary, 95 and above destructive. */
export function budgetBadgeForPercent(percent: number): BudgetBadge {
  if (percent >= BUDGET_BADGE.destructive) return 'destructive';
  if (percent >= BUDGET_BADGE.secondary) return 'secondary';
  return 'default';
}

/** The percent used and its badge for spent / limit. */
export function budgetUsage(spent: number, limit: number): { percent: number; badge: BudgetBadge } {
  const percent = percentUsed(spent, limit);
  return { percent, badge: budgetBadgeForPercent(percent) };
}
