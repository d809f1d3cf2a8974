import { describe, expect, it } from 'vitest';
import { simulate } from '../simulate/simulate';

describe("the simulator's search-term judge", () => {
  it("over 60 days the engine's negatives at least halve the irrelevant share of spend and seldom exclude a relevant search (seed 7)", async () => {
    const options = { campaigns: 8, days: 60, seed: 7, draws: 200 };
    const engine = await simulate({ ...options, arm: 'engine' });
    const none = await simulate({ ...options, arm: 'none' });
    expect(none.irrelevantSpendShare).toBeGreaterThan(0.15);
    expect(none.searchTermExclusions.excluded).toBe(0);
    expect(engine.irrelevantSpendShare).toBeLessThanOrEqual(none.irrelevantSpendShare / 2);
    expect(engine.searchTermExclusions.excluded).toBeGreaterThan(20);
    expect(engine.searchTermExclusions.falseExclusionRate).toBeLessThanOrEqual(0.05);
  }, 120_000);
});
