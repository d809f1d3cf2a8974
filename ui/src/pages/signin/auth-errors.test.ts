import { describe, expect, it } from 'vitest';
import { signUpRequestSchema } from '../../../../schema/auth';
import { ApiError } from '../../lib/api-error';
import { describeAuthError, fieldErrorsFromZod, NETWORK_FALLBACK, RATE_LIMITED_FALLBACK } from './auth-errors';

describe('describeAuthError', () => {
  it('shows the one invalid-credentials message on 401', () => {
    const error = new ApiError(401, '401: ...', { code: 'invalid_credentials', message: 'Incorrect e-mail or password' });
    expect(describeAuthError(error)).toEqual({ message: 'Incorrect e-mail or password', fields: {} });
    expect(describeAuthError(new ApiError(401, '401: Unauthorized', undefined)).message).toBe('Incorrect e-mail or password');
  });

  it('passes field messages of a 400 through', () => {
    const error = new ApiError(400, '400: ...', {
      code: 'validation_failed',
      message: 'Check the highlighted fields',
      fields: { email: 'An account with this e-mail already exists' },
    });
    expect(describeAuthError(error)).toEqual({
      message: 'Check the highlighted fields',
      fields: { email: 'An account with this e-mail already exists' },
    });
  });

  it('explains rate limiting, preferring the server text', () => {
    expect(describeAuthError(new ApiError(429, '429: Too Many Requests', undefined)).message).toBe(RATE_LIMITED_FALLBACK);
    const withBody = new ApiError(429, '429: ...', { code: 'rate_limited', message: 'Try again in 60 seconds' });
    expect(describeAuthError(withBody).message).toBe('Try again in 60 seconds');
  });

  it('falls back to a network message when no response came', () => {
    expect(describeAuthError(new TypeError('Failed to fetch')).message).toBe(NETWORK_FALLBACK);
  });
});

describe('fieldErrorsFromZod', () => {
  it('keeps the first message per field', () => {
    const parsed = signUpRequestSchema.safeParse({ email: 'nope', password: 'short' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = fieldErrorsFromZod(parsed.error);
    expect(errors.email).toBe('Enter a valid e-mail address');
    expect(errors.password).toBe('Password must be at least 8 characters');
  });
});
