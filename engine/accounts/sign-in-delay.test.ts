import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_DELAY_POLICY, describeWait, signInDelayMs, signInDelaySchedule } from './sign-in-delay';

describe('the sign-in delay schedule', () => {
  it('lets 5 failures through, then waits 1 s, 2 s, 4 s … doubling', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((failures) => signInDelayMs(failures, DEFAULT_SIGN_IN_DELAY_POLICY));
    expect(delays).toEqual([0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000]);
  });

  it('caps the wait at 15 minutes, however many failures', () => {
    expect(signInDelayMs(14, DEFAULT_SIGN_IN_DELAY_POLICY)).toBe(512_000);
    expect(signInDelayMs(15, DEFAULT_SIGN_IN_DELAY_POLICY)).toBe(900_000);
    expect(signInDelayMs(10_000, DEFAULT_SIGN_IN_DELAY_POLICY)).toBe(900_000);
  });

  it('follows the configured number of free failures and cap', () => {
    const lenient = { freeFailures: 100, maxDelayMs: 5_000 };
    expect(signInDelayMs(99, lenient)).toBe(0);
    expect(signInDelayMs(100, lenient)).toBe(1_000);
    expect(signInDelayMs(104, lenient)).toBe(5_000);
  });

  it('lists the schedule up to its first capped entry, for the database to index', () => {
    const schedule = signInDelaySchedule(DEFAULT_SIGN_IN_DELAY_POLICY);
    expect(schedule).toEqual([0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000, 900_000]);
    // Entry least(failures, length) - 1 is the delay for any failure count.
    for (const failures of [1, 5, 14, 15, 16, 500]) {
      expect(schedule[Math.min(failures, schedule.length) - 1]).toBe(signInDelayMs(failures, DEFAULT_SIGN_IN_DELAY_POLICY));
    }
  });

  it('says when to try again in seconds, then minutes', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(4_000)).toBe('4 seconds');
    expect(describeWait(89_500)).toBe('90 seconds');
    expect(describeWait(900_000)).toBe('15 minutes');
  });
});
