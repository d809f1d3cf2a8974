import { describe, expect, it } from 'vitest';
import { simulate } from './simulate';

describe('simulate', () => {
  it('evaluates the round that ends at the last simulated hour: three 7-day rounds in 21 days', async () => {
    const summary = await simulate({ campaigns: 2, days: 21, seed: 3, draws: 200 });
    expect(summary.rounds).toBe(6);
    expect(summary.overspendCents.total).toBe(0);
  });

  it('gives the same summary whether the businesses run in one thread or are split over workers', async () => {
    const { elapsedMs: _one, ...inOneThread } = await simulate({ campaigns: 5, days: 8, seed: 4, draws: 200 });
    const { elapsedMs: _two, ...split } = await simulate({ campaigns: 5, days: 8, seed: 4, draws: 200, workers: 2 });
    expect(split).toEqual(inOneThread);
  });
});
