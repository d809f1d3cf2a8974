import { describe, expect, it } from 'vitest';
import { betaCdf, betaSurvival, logGamma } from './beta-distribution';

describe('the Beta distribution', () => {
  it('matches reference values (scipy.stats.beta) to 1e-12, in the far tails too', () => {
    const cases: [number, number, number, number][] = [
      [0.5, 2, 3, 0.6875],
      [0.0349, 5.8, 535.7, 0.9998919879251557],
      [0.01, 5, 497, 0.5621488682380142],
      [0.3, 0.5, 0.5, 0.36901011956554536],
      [0.9, 30, 5, 0.7504082837878774],
      [0.02, 100, 4000, 0.028120136072447434],
    ];
    for (const [x, alpha, beta, cdf] of cases) expect(betaCdf(x, alpha, beta)).toBeCloseTo(cdf, 12);
    // 1 - 0.99999999904 keeps its digits only when computed directly.
    expect(betaSurvival(0.06, 5.8, 535.7) / 9.561438667175668e-10).toBeCloseTo(1, 10);
    expect(betaSurvival(0.0349, 5.8, 535.7) / 0.00010801207484431452).toBeCloseTo(1, 10);
  });

  it('has the edges of a distribution on [0, 1] and ln Γ of whole and half numbers', () => {
    expect(betaCdf(0, 2, 3)).toBe(0);
    expect(betaCdf(1, 2, 3)).toBe(1);
    expect(betaSurvival(0, 2, 3)).toBe(1);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(() => betaCdf(0.5, 0, 1)).toThrow(RangeError);
  });
});
