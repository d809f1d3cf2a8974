import { describe, expect, it } from 'vitest';
import { cumulativeSpend, idealSpend, linePath, paceStatus, projectedSpend } from './pacing-series';

describe('pacing series', () => {
  it('spreads the budget evenly over the month and stops at the month end', () => {
    expect(idealSpend(15, 3000, 30)).toBe(1500);
    expect(idealSpend(40, 3000, 30)).toBe(3000);
  });

  it('projects the month end from the pace so far', () => {
    expect(projectedSpend({ day: 10, spend: 500 }, 30)).toBe(1500);
    expect(projectedSpend({ day: 0, spend: 0 }, 30)).toBe(0);
  });

  it('calls spend within 10% of the ideal on track, above ahead, below behind', () => {
    expect(paceStatus({ day: 15, spend: 1550 }, 3000, 30)).toBe('on-track');
    expect(paceStatus({ day: 15, spend: 1700 }, 3000, 30)).toBe('ahead');
    expect(paceStatus({ day: 15, spend: 1000 }, 3000, 30)).toBe('behind');
  });

  it("adds the ledger's days up: a past day counts at its end, today's spend at now", () => {
    const days = [
      { date: '2026-03-01', spend: 100 },
      { date: '2026-03-02', spend: 0 },
      { date: '2026-03-03', spend: 40.5 },
    ];
    expect(cumulativeSpend(days, 2.5)).toEqual([
      { day: 0, spend: 0 },
      { day: 1, spend: 100 },
      { day: 2, spend: 100 },
      { day: 2.5, spend: 140.5 },
    ]);
  });

  it('starts at zero with no days yet, and the pace of the last point is the month so far', () => {
    expect(cumulativeSpend([], 0.2)).toEqual([{ day: 0, spend: 0 }]);
    const points = cumulativeSpend(
      Array.from({ length: 15 }, (_, index) => ({ date: `2026-04-${String(index + 1).padStart(2, '0')}`, spend: 120 })),
      14.5,
    );
    expect(points.at(-1)).toEqual({ day: 14.5, spend: 1800 });
    expect(paceStatus(points.at(-1)!, 3000, 30)).toBe('ahead');
    expect(projectedSpend(points.at(-1)!, 30)).toBeCloseTo(3724.14, 2);
  });

  it('draws a path through pixel points', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 5.25, y: 2 }])).toBe('M0.0,10.0 L5.3,2.0');
  });
});
