import { describe, expect, it } from 'vitest';
import { simulate } from '../simulate/simulate';
import type { SeededRandom } from '../stats/seeded-random';

/** $20, $50,000 and a log-uniform spread between them. */
const FROM_20_TO_50000 = (index: number, random: SeededRandom) => (index === 0 ? 2_000 : index === 1 ? 5_000_000 : Math.round(2_000 * 2_500 ** random.uniform()));

describe('budget guarantee under worst-case delivery', () => {
  it('never lets a month pass its budget over 200 campaign-months from $20 to $50,000, and still spends most of it', async () => {
    const summary = await simulate({
      campaigns: 200,
      days: 31,
      seed: 2025,
      worstCase: true,
      optimize: false,
      draws: 200,
      budgetCents: FROM_20_TO_50000,
    });
    const overDelivered = summary.months.filter((month) => month.deliveredCents > month.budgetCents);
    console.log(
      `200 worst-case campaign-months: overspend total ${summary.overspendCents.total} cents, max ${summary.overspendCents.max} cents; ` +
        `budget use min ${pct(summary.budgetUse.min)}, p10 ${pct(summary.budgetUse.p10)}, median ${pct(summary.budgetUse.median)}, max ${pct(summary.budgetUse.max)}; ` +
        `$20 budget used ${pct(summary.months[0].budgetUse)}; ${(summary.elapsedMs / 1000).toFixed(1)} s`,
    );
    expect(summary.months).toHaveLength(200);
    expect(summary.months.every((month) => month.overspendCents === 0)).toBe(true);
    expect(overDelivered).toEqual([]);
    expect(summary.budgetUse.median).toBeGreaterThanOrEqual(0.9);
  });
});

describe('budget guarantee under automated bidding', () => {
  it('keeps every month within its budget when campaigns run on Maximize Clicks, Maximize Conversions and Target CPA, which spend up to twice the daily budget on a busy day', async () => {
    const summary = await simulate({
      campaigns: 60,
      days: 45,
      seed: 2026,
      arm: 'none',
      automatedBidding: true,
      draws: 200,
      budgetCents: FROM_20_TO_50000,
    });
    // Days that spent more than their daily budget: what automated bidding may do, and did.
    const overBudgetDays = summary.daysOverDailyBudget;
    console.log(
      `60 campaigns x 45 days on automated strategies: overspend ${summary.overspendCents.total} cents; ${overBudgetDays} campaign-days above the daily budget; ` +
        `budget use median ${pct(summary.budgetUse.median)}, p10 ${pct(summary.budgetUse.p10)}`,
    );
    expect(overBudgetDays).toBeGreaterThan(0);
    expect(summary.overspendCents.total).toBe(0);
    expect(summary.months.filter((month) => month.deliveredCents > month.budgetCents)).toEqual([]);
    expect(summary.budgetUse.median).toBeGreaterThanOrEqual(0.8);
  });
});

function pct(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}
