import { describe, expect, it } from 'vitest';
import { conversionRate, costPerClick, ctr, formatPercent, performanceScore, toTwoDecimals } from './metrics';

describe('metrics', () => {
  it('CTR is clicks over impressions in percent, 0 without impressions', () => {
    expect(ctr(35, 1_000)).toBe(3.5);
    expect(ctr(5, 0)).toBe(0);
    expect(formatPercent(ctr(1, 3))).toBe('33.33%');
  });

  it('conversion rate is conversions over clicks in percent', () => {
    expect(conversionRate(3, 40)).toBe(7.5);
    expect(conversionRate(2, 0)).toBe(0);
  });

  it('formats with exactly two decimals', () => {
    expect(toTwoDecimals(3)).toBe('3.00');
    expect(toTwoDecimals(3.456)).toBe('3.46');
    expect(toTwoDecimals(Number.NaN)).toBe('0.00');
  });

  it('performance score is CTR x conversion rate x QS / CPC', () => {
    expect(costPerClick(50, 20)).toBe(2.5);
    expect(costPerClick(50, 0)).toBeNull();
    expect(performanceScore({ ctr: 4, conversionRate: 5, qualityScore: 8, costPerClick: 2 })).toBe(80);
    expect(performanceScore({ ctr: 4, conversionRate: 5, qualityScore: null, costPerClick: 2 })).toBeNull();
    expect(performanceScore({ ctr: 4, conversionRate: 5, qualityScore: 8, costPerClick: 0 })).toBeNull();
  });
});
