import type { z } from 'zod';
import type { ErrorBody } from './errors';

/** Dotted path of an issue, e.g. 'campaigns.0.ads.1.headlines'; '(body)' for the root. */
export function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
}

/**
 * The 400 body for a failed parse: `message` names each failing field ("businessName: Business
 * name is required"), `fields` maps each dotted path to its first message.
 */
export function validationErrorBody(error: z.ZodError, requestId?: string): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issuePath(issue);
    fields[path] ??= issue.message;
  }
  const message = Object.entries(fields)
    .map(([path, text]) => `${path}: ${text}`)
    .join('; ');
  return { code: 'validation_failed', message, fields, ...(requestId ? { requestId } : {}) };
}
