import { describe, expect, it } from 'vitest';
import { AppError } from '../../schema/errors';
import { assertStrongPassword } from './password-strength';

function refusal(password: string, inputs: string[] = []): AppError | null {
  try {
    assertStrongPassword(password, inputs);
    return null;
  } catch (error) {
    return error as AppError;
  }
}

describe('assertStrongPassword', () => {
  it('refuses common and trivial passwords with a clear 400 on the password field', () => {
    for (const password of ['12345678', '        ', 'password', 'password1', 'qwertyuiop', 'aaaaaaaaaa', 'iloveyou123', 'abcdefgh']) {
      const error = refusal(password);
      expect(error, password).toBeInstanceOf(AppError);
      expect(error?.status).toBe(400);
      expect(error?.fields?.password).toContain('too easy to guess');
    }
  });

  it("refuses a password made of the account's own e-mail or name", () => {
    expect(refusal('harborbikes2026', ['owner@harborbikes.example', 'Rosa'])).toBeInstanceOf(AppError);
  });

  it('accepts a passphrase of unrelated words and a long random string', () => {
    expect(refusal('correct horse battery')).toBeNull();
    expect(refusal('v9#Lq2!mZt8@')).toBeNull();
  });
});
