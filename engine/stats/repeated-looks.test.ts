import { describe, expect, it } from 'vitest';
import { comparisonsThatCanAct, lookFactor, monthlyCrossing, tailAllowedAtLook } from './repeated-looks';
import { normalCdf } from './sequential-boundary';

describe('how sure one look must be', () => {
  const factor = lookFactor(28, 4);

  it('counts a launch month of 4-hourly looks on a growing, then rolling, 28-day window', () => {
    // ½·ln(28 days / 4 hours) for the growing window, 3/28 for the days of a 31-day month past it.
    expect(factor).toBeCloseTo(0.5 * Math.log(168) + 3 / 28, 12);
  });

  it('leaves each of k entities 1/k of the month and asks far more of one look than 95%', () => {
    const one = tailAllowedAtLook(0.03, 1, factor);
    const five = tailAllowedAtLook(0.03, 5, factor);
    const thirty = tailAllowedAtLook(0.03, 30, factor);
    expect(one).toBeLessThan(0.0011);
    expect(five).toBeLessThan(one);
    expect(thirty).toBeLessThan(five);
    // The threshold found gives exactly the share of the month asked for.
    const z = -inverse(five);
    expect(monthlyCrossing(z, factor)).toBeCloseTo(0.03 / 5, 6);
  });

  it('counts only the entities that could reach the line at all (Tarone)', () => {
    // Two keywords with plenty of clicks, ten without enough for any evidence: two comparisons.
    const plenty = 1e-9;
    const thin = 0.2;
    const counted = comparisonsThatCanAct([plenty, plenty, ...Array(10).fill(thin)], 0.03, factor);
    expect(counted.comparisons).toBe(2);
    expect(counted.tailAllowed).toBe(tailAllowedAtLook(0.03, 2, factor));
    expect(comparisonsThatCanAct([plenty, plenty, plenty], 0.03, factor).comparisons).toBe(3);
    expect(comparisonsThatCanAct([thin], 0.03, factor).comparisons).toBe(1);
  });
});

/** z with Φ(z) = p, by bisection. */
function inverse(p: number): number {
  let low = -12;
  let high = 12;
  for (let step = 0; step < 80; step++) {
    const middle = (low + high) / 2;
    if (normalCdf(middle) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
