import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants';
import { daysLeftInRound, lookDates, lookIsDue, nextLookAt, REPORTS_FINAL_AFTER_MS, roundHasEnded, roundStartAfterLook, trackerRounds } from './round-math';

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

describe('looks in the account\'s own dates', () => {
  const lag = REPORTS_FINAL_AFTER_MS;
  it('in UTC: the first look once 7 whole dates are final, comparing those 7 dates', () => {
    const start = '2026-12-01T15:00:00.000Z';
    expect(nextLookAt(start, null)).toBe(Date.parse('2026-12-08T00:00:00Z') + lag);
    expect(lookDates(start, new Date(Date.parse('2026-12-08T00:00:00Z') + lag))).toEqual({ from: '2026-12-01', to: '2026-12-07', days: 7 });
  });

  it('in Los Angeles: the first look waits for local midnight, so the 7th local date is whole and final', () => {
    // 15:00 UTC on 1 December is 07:00 that morning in Los Angeles (UTC-8).
    const start = '2026-12-01T15:00:00.000Z';
    const first = nextLookAt(start, null, 'America/Los_Angeles');
    expect(first).toBe(Date.parse('2026-12-08T08:00:00Z') + lag);
    // At 04:00 UTC on the 8th, it is still the evening of the 7th there: no look.
    expect(lookIsDue(start, null, '2026-12-08T04:00:00Z', 'America/Los_Angeles')).toBe(false);
    expect(lookIsDue(start, null, '2026-12-08T04:00:00Z')).toBe(true);
    expect(lookDates(start, new Date(first), 'America/Los_Angeles')).toEqual({ from: '2026-12-01', to: '2026-12-07', days: 7 });
    expect(roundStartAfterLook(new Date(first), 'America/Los_Angeles')).toBe('2026-12-08T08:00:00.000Z');
    // Then one look a day, after the next local date is final.
    expect(nextLookAt(start, new Date(first), 'America/Los_Angeles')).toBe(Date.parse('2026-12-09T08:00:00Z') + lag);
  });

  it('in Tokyo: a round started late in the UTC day already belongs to the next local date', () => {
    // 20:00 UTC on 1 December is 05:00 on 2 December in Tokyo (UTC+9).
    const start = '2026-12-01T20:00:00.000Z';
    const first = nextLookAt(start, null, 'Asia/Tokyo');
    expect(first).toBe(Date.parse('2026-12-08T15:00:00Z') + lag);
    expect(lookDates(start, new Date(first), 'Asia/Tokyo')).toEqual({ from: '2026-12-02', to: '2026-12-08', days: 7 });
  });

  it('across a DST change the look still waits for the local date\'s end', () => {
    // New York leaves daylight time on 1 November 2026: that date has 25 hours.
    const start = '2026-10-26T16:00:00.000Z';
    expect(nextLookAt(start, null, 'America/New_York')).toBe(Date.parse('2026-11-02T05:00:00Z') + lag);
  });
});
