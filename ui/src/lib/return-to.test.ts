import { describe, expect, it } from 'vitest';
import { loginUrl, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeReturnTo('/settings')).toBe('/settings');
    expect(safeReturnTo('/onboarding?googleAdsStep=completed')).toBe('/onboarding?googleAdsStep=completed');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'dashboard'],
    ['tab smuggling', '/\t/evil.example'],
    ['newline smuggling', '/\n/evil.example'],
  ])('falls back to / for a %s value', (_label, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('//x', '/dashboard')).toBe('/dashboard');
  });
});

describe('loginUrl', () => {
  it('encodes the return path', () => {
    expect(loginUrl('/onboarding?step=2')).toBe('/api/login?returnTo=%2Fonboarding%3Fstep%3D2');
  });

  it('never carries an off-site return path', () => {
    expect(loginUrl('//evil.example')).toBe('/api/login?returnTo=%2F');
  });
});
