import { describe, expect, it } from 'vitest';
import { auditBusinesses, type BudgetAuditInput } from './budget-guard';

const JAN_10_NOON = Date.UTC(2025, 0, 10, 12);

function business(overrides: Partial<BudgetAuditInput> = {}): BudgetAuditInput {
  return {
    businessId: 'b1',
    monthlyBudgetCents: 31_000,
    nowMs: JAN_10_NOON,
    syncedAtMs: JAN_10_NOON,
    campaigns: [
      {
        campaignId: 'c1',
        enabled: true,
        pausedByGuard: false,
        dailyBudgetMicros: 10_000_000,
        weight: 1,
        maxBudgetByDate: { '2025-01-10': 10_000_000 },
        ledgerCentsByDate: {},
      },
    ],
    ...overrides,
  };
}

describe('budget guard', () => {
  it('keeps a budget that is on pace and logs an info audit with the figures', () => {
    const ledgerCentsByDate: Record<string, number> = {};
    const maxBudgetByDate: Record<string, number> = { '2025-01-10': 10_000_000 };
    for (let day = 1; day <= 9; day++) {
      ledgerCentsByDate[`2025-01-0${day}`] = 1_000;
      maxBudgetByDate[`2025-01-0${day}`] = 10_000_000;
    }
    const [decision] = auditBusinesses([business({ campaigns: [{ ...business().campaigns[0], ledgerCentsByDate, maxBudgetByDate }] })]);
    expect(decision.campaigns[0].action).toBe('none');
    expect(decision.logEntry).toMatchObject({ title: 'Budget Audit', level: 'info', eventType: 'budget_audit' });
    expect(decision.logEntry.message).toContain('Spent $90.00 of $310.00 this month');
  });

  it('raises the budget of a campaign that fell behind its pace', () => {
    const [decision] = auditBusinesses([business()]);
    expect(decision.campaigns[0].action).toBe('setBudget');
    expect(decision.campaigns[0].dailyBudgetMicros).toBeGreaterThan(10_000_000);
  });

  it('pauses a campaign when unreported 2x overdelivery could pass what is left of the month', () => {
    const ledgerCentsByDate: Record<string, number> = {};
    const maxBudgetByDate: Record<string, number> = { '2025-01-10': 10_000_000 };
    for (let day = 1; day <= 9; day++) ledgerCentsByDate[`2025-01-0${day}`] = 3_100;
    // $279 booked, $31 left; today's $10 budget may already have spent $20, tomorrow could spend $20 more.
    const [decision] = auditBusinesses([
      business({ nowMs: Date.UTC(2025, 0, 10, 23), syncedAtMs: Date.UTC(2025, 0, 10, 23), campaigns: [{ ...business().campaigns[0], ledgerCentsByDate, maxBudgetByDate }] }),
    ]);
    expect(decision.campaigns[0].action).not.toBe('none');
    expect(decision.worstCaseCents).toBeLessThanOrEqual(31_000);
  });

  it('decides many businesses in one pure batch', () => {
    const inputs = Array.from({ length: 10_000 }, (_, index) => business({ businessId: `b${index}` }));
    const started = performance.now();
    const decisions = auditBusinesses(inputs);
    console.log(`audited 10,000 single-campaign businesses in ${(performance.now() - started).toFixed(0)} ms (pure part)`);
    expect(decisions).toHaveLength(10_000);
  });
});
