import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../stats/seeded-random';
import { drawMarket } from './market';

describe('demo market and the targeted area (issue 16)', () => {
  it('scales a market’s searches by the area’s size and nothing else', () => {
    const local = drawMarket(new SeededRandom(7), 10_000_000);
    const wide = drawMarket(new SeededRandom(7), 10_000_000, { areaScale: 2.5 });
    expect(wide.dailyImpressions).toBeCloseTo(local.dailyImpressions * 2.5, 6);
    expect({ ...wide, dailyImpressions: 0 }).toEqual({ ...local, dailyImpressions: 0 });
  });
});
