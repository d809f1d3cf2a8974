import type { z } from 'zod';
import { INVALID_CREDENTIALS_MESSAGE } from '../../../../schema/auth';
import { ApiError } from '../../lib/api-error';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed zod parse, for showing under each field. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export const RATE_LIMITED_FALLBACK = 'Too many attempts. Please wait a minute and try again.';
export const NETWORK_FALLBACK = 'Could not reach AdPilot. Check your connection and try again.';

/**
 * What a failed sign-in or sign-up shows: a message for the callout plus any field messages.
 * The server's own message wins when it sent one (it is written to be shown).
 */
export function describeAuthError(error: unknown): { message: string; fields: FieldErrors } {
  if (!(error instanceof ApiError)) return { message: NETWORK_FALLBACK, fields: {} };
  const fields = error.body?.fields ?? {};
  if (error.status === 401) return { message: error.body?.message ?? INVALID_CREDENTIALS_MESSAGE, fields };
  if (error.status === 429) return { message: error.body?.message ?? RATE_LIMITED_FALLBACK, fields };
  return { message: error.body?.message ?? error.message, fields };
}
