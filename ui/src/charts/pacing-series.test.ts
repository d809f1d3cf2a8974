import { describe, expect, it } from 'vitest';
import { idealSpend, linePath, paceStatus, projectedSpend } from './pacing-series';

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

  it('draws a path through pixel points', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 5.25, y: 2 }])).toBe('M0.0,10.0 L5.3,2.0');
  });
});
