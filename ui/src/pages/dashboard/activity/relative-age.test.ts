import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('relativeAge', () => {
  it('uses the largest whole unit', () => {
    expect(relativeAge(ago(45_000), NOW)).toBe('45s ago');
    expect(relativeAge(ago(60_000), NOW)).toBe('1m ago');
    expect(relativeAge(ago(59 * 60_000), NOW)).toBe('59m ago');
    expect(relativeAge(ago(5 * 3_600_000), NOW)).toBe('5h ago');
    expect(relativeAge(ago(49 * 3_600_000), NOW)).toBe('2d ago');
  });

  it('reads a timestamp slightly in the future (clock skew) as 0s ago', () => {
    expect(relativeAge(ago(-5_000), NOW)).toBe('0s ago');
  });
});
