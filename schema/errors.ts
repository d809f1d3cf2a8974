import { z } from 'zod';

/**
 * The one table of error codes: each with its HTTP status. Shared by the server (which throws
 * them) and the browser (which reads `code` to decide what to show).
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  origin_refused: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
  upstream_failed: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every non-2xx JSON body has this shape. `message` is safe to show to the user. */
export const errorBodySchema = z.object({
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** Field-level messages for validation failures, keyed by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
