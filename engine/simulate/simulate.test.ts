import { describe, expect, it } from 'vitest';
import { compareArms } from './compare-arms';
import { simulate } from './simulate';

describe('simulate', () => {
  it('runs the arms on the same businesses; none decides nothing; every unspent cent has a cause', async () => {
    const { arms, ratios } = await compareArms({ campaigns: 4, days: 21, seed: 3, draws: 200 });
    expect(arms.engine.businesses.map((business) => business.businessId)).toEqual(arms.none.businesses.map((business) => business.businessId));
    expect(arms.engine.budgetCents).toBe(arms.none.budgetCents);
    expect(arms.none.decisions).toBe(0);
    expect(arms.none.rounds).toBe(0);
    expect(arms.textbook.rounds).toBe(0);
    // Four first rounds crown a champion at their first look (day 7); no round outlives 28 days.
    expect(arms.engine.championsCrowned).toBe(4);
    for (const arm of Object.values(arms)) {
      expect(arm.overspendCents.total).toBe(0);
      expect(arm.conversions).toBeGreaterThan(0);
      const proRata = arm.months.reduce((sum, month) => sum + month.ledgerCents / month.budgetUse, 0);
      const unspent = Object.values(arm.unspentCents).reduce((sum, cents) => sum + cents, 0);
      // Days over budget are not netted against days under it, so the causes cover at least the shortfall.
      expect(unspent).toBeGreaterThanOrEqual(proRata - arm.spendCents - 1);
    }
    expect(ratios.engineOverNone.low).toBeLessThanOrEqual(ratios.engineOverNone.mean);
    expect(ratios.engineOverNone.high).toBeGreaterThanOrEqual(ratios.engineOverNone.mean);
  });

  it('in A/A markets counts every pause and replacement as false', async () => {
    const summary = await simulate({ campaigns: 6, days: 30, seed: 5, draws: 200, aa: true, arm: 'textbook' });
    expect(summary.decisions).toBeGreaterThan(0);
    expect(summary.falseDecisions).toBe(summary.decisions);
  });

  it('gives the same summary whether the businesses run in one thread or are split over workers', async () => {
    const { elapsedMs: _one, ...inOneThread } = await simulate({ campaigns: 5, days: 8, seed: 4, draws: 200 });
    const { elapsedMs: _two, ...split } = await simulate({ campaigns: 5, days: 8, seed: 4, draws: 200, workers: 2 });
    expect(split).toEqual(inOneThread);
  });
});
