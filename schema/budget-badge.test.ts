import { describe, expect, it } from 'vitest';
import { budgetBadgeForPercent, budgetUsage, percentUsed } from './budget-badge';

describe('budget badge', () => {
  it.each([
    [0, 'default'],
    [79.99, 'default'],
    [80, 'secondary'],
    [94.99, 'secondary'],
    [95, 'destructive'],
    [140, 'destructive'],
  ] as const)('%d%% used is %s', (percent, badge) => {
    expect(budgetBadgeForPercent(percent)).toBe(badge);
  });

  it('computes the percent from spent and limit at the thresholds', () => {
    expect(budgetUsage(79.99, 100)).toEqual({ percent: 79.99, badge: 'default' });
    expect(budgetUsage(80, 100)).toEqual({ percent: 80, badge: 'secondary' });
    expect(budgetUsage(94.99, 100).badge).toBe('secondary');
    expect(budgetUsage(95, 100)).toEqual({ percent: 95, badge: 'destructive' });
    expect(budgetUsage(1_900, 2_000).badge).toBe('destructive');
  });

  it('handles an empty limit without dividing by zero', () => {
    expect(percentUsed(0, 0)).toBe(0);
    expect(percentUsed(5, 0)).toBe(100);
    expect(percentUsed(-3, 100)).toBe(0);
  });
});
