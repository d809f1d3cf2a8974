import { describe, expect, it } from 'vitest';
import { estimatedFee, feeTierFor, nextTier } from './fees';

describe('service-fee tiers', () => {
  it.each([
    [0, 'Base', 15],
    [4_999.99, 'Base', 15],
    [5_000, 'Growth', 12],
    [9_999.99, 'Growth', 12],
    [10_000, 'Scale', 10],
    [24_999.99, 'Scale', 10],
    [25_000, 'Enterprise', 8],
    [1_000_000, 'Enterprise', 8],
  ])('spend %d is %s at %d%%', (spend, name, percent) => {
    expect(feeTierFor(spend)).toMatchObject({ name, percent });
  });

  it('treats missing, negative and NaN spend as 0', () => {
    for (const spend of [undefined, null, -50, Number.NaN]) expect(feeTierFor(spend).name).toBe('Base');
  });

  it('names the next tier and the dollars remaining, to the cent', () => {
    expect(nextTier(4_999.99)).toMatchObject({ tier: { name: 'Growth' }, remaining: 0.01 });
    expect(nextTier(5_000)).toMatchObject({ tier: { name: 'Scale' }, remaining: 5_000, progress: 0 });
    expect(nextTier(7_500)).toMatchObject({ tier: { name: 'Scale' }, remaining: 2_500, progress: 0.5 });
    expect(nextTier(9_999.99)).toMatchObject({ tier: { name: 'Scale' }, remaining: 0.01 });
    expect(nextTier(10_000)).toMatchObject({ tier: { name: 'Enterprise' }, remaining: 15_000 });
    expect(nextTier(24_999.99)).toMatchObject({ tier: { name: 'Enterprise' }, remaining: 0.01 });
    expect(nextTier(undefined)).toMatchObject({ tier: { name: 'Growth' }, remaining: 5_000, progress: 0 });
  });

  it('has no next tier at the best rate', () => {
    expect(nextTier(25_000)).toBeNull();
    expect(nextTier(80_000)).toBeNull();
  });

  it('estimates the fee as spend x percent / 100, defaulting to 0 spend and 15%', () => {
    expect(estimatedFee(1_000, 12)).toBe(120);
    expect(estimatedFee(1_234.56, 15)).toBe(185.18);
    expect(estimatedFee(2_000, null)).toBe(300);
    expect(estimatedFee(undefined, 8)).toBe(0);
    expect(estimatedFee(null, undefined)).toBe(0);
  });
});
