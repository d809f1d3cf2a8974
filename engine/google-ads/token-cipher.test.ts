import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher';

describe('TokenCipher', () => {
  const cipher = new TokenCipher('a-test-key-of-enough-length');

  it('round-trips a token and never stores it in the clear', () => {
    const sealed = cipher.encrypt('1//refresh-token-value');
    expect(sealed).not.toContain('refresh-token-value');
    expect(cipher.decrypt(sealed)).toBe('1//refresh-token-value');
    expect(cipher.encrypt('1//refresh-token-value')).not.toBe(sealed);
  });

  it('refuses a tampered ciphertext and another key', () => {
    const sealed = cipher.encrypt('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => new TokenCipher('another-key-of-enough-length').decrypt(sealed)).toThrow();
  });
});
