import { describe, expect, it } from 'vitest';
import { isoWeek } from './iso-week';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  it('reads back who and what, and refuses a changed or foreign token', () => {
    const token = signUnsubscribeToken('secret-1', 'user-1', 'weekly');
    expect(readUnsubscribeToken('secret-1', token)).toEqual({ userId: 'user-1', topic: 'weekly' });
    expect(readUnsubscribeToken('secret-2', token)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('user-2.weekly').toString('base64url')}.${signature}`;
    expect(readUnsubscribeToken('secret-1', forged)).toBeNull();
    expect(readUnsubscribeToken('secret-1', 'garbage')).toBeNull();
  });
});

describe('ISO weeks', () => {
  it('names the week as ISO 8601 does, across the year boundary', () => {
    expect(isoWeek('2026-03-09')).toBe('2026-W11');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });
});
