import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants';
import { daysLeftInRound, roundHasEnded, trackerRounds } from './round-math';

const START = '2026-03-02T09:00:00.000Z';
const plus = (ms: number) => new Date(Date.parse(START) + ms).toISOString();

describe('days left in a round', () => {
  it('is 7 minus whole days elapsed, floored at 0', () => {
    expect(daysLeftInRound(START, START)).toBe(7);
    expect(daysLeftInRound(START, plus(DAY_MS - 1))).toBe(7);
    expect(daysLeftInRound(START, plus(DAY_MS))).toBe(6);
    expect(daysLeftInRound(START, plus(6.5 * DAY_MS))).toBe(1);
    expect(daysLeftInRound(START, plus(7 * DAY_MS))).toBe(0);
    expect(daysLeftInRound(START, plus(30 * DAY_MS))).toBe(0);
  });

  it('accepts Date objects and never exceeds 7 for a start in the future', () => {
    expect(daysLeftInRound(new Date(START), new Date(plus(2 * DAY_MS)))).toBe(5);
    expect(daysLeftInRound(START, plus(-3 * DAY_MS))).toBe(7);
  });

  it('gives a round without a readable start its full 7 days', () => {
    expect(daysLeftInRound(null, START)).toBe(7);
    expect(daysLeftInRound('not a date', START)).toBe(7);
  });

  it('says a round has ended exactly at 7 days', () => {
    expect(roundHasEnded(START, plus(7 * DAY_MS - 1))).toBe(false);
    expect(roundHasEnded(START, plus(7 * DAY_MS))).toBe(true);
    expect(roundHasEnded(null, plus(70 * DAY_MS))).toBe(false);
  });
});

describe('tracker rounds', () => {
  it('while testing shows three rounds: done, current, upcoming', () => {
    expect(trackerRounds(1, false)).toEqual([
      { round: 1, status: 'current' },
      { round: 2, status: 'upcoming' },
      { round: 3, status: 'upcoming' },
    ]);
    expect(trackerRounds(2, false).map((r) => r.status)).toEqual(['done', 'current', 'upcoming']);
    expect(trackerRounds(3, false).map((r) => r.status)).toEqual(['done', 'done', 'current']);
  });

  it('when complete shows only rounds up to the current one, all done', () => {
    expect(trackerRounds(3, true)).toEqual([
      { round: 1, status: 'done' },
      { round: 2, status: 'done' },
      { round: 3, status: 'done' },
    ]);
    expect(trackerRounds(1, true)).toEqual([{ round: 1, status: 'done' }]);
  });

  it('treats a round below 1 as round 1', () => {
    expect(trackerRounds(0, false)[0]).toEqual({ round: 1, status: 'current' });
  });
});
