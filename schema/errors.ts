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

/**
 * The one throwable error of the product. Engine commands and routes throw it; the API's error
 * middleware turns it into an ErrorBody with its status. Anything else thrown becomes a 500 with a
 * generic message (and is logged with the request id), so nothing internal leaks.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  /** Sent as the Retry-After header (seconds) by the API's error middleware. */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const errors = {
  validation: (message: string, fields?: Record<string, string>) => new AppError('validation_failed', message, fields),
  unauthorized: (message = 'You are not signed in') => new AppError('unauthorized', message),
  invalidCredentials: (message: string) => new AppError('invalid_credentials', message),
  forbidden: (message = 'You do not have access to this') => new AppError('forbidden', message),
  originRefused: () => new AppError('origin_refused', 'Request refused: it did not come from this site'),
  notFound: (what = 'Not found') => new AppError('not_found', what),
  conflict: (message: string) => new AppError('conflict', message),
  rateLimited: (message = 'Too many attempts. Please wait a minute and try again.', retryAfterSeconds?: number) =>
    new AppError('rate_limited', message, undefined, { retryAfterSeconds }),
  unavailable: (message = 'The service is temporarily unavailable. Please try again shortly.') =>
    new AppError('unavailable', message),
  upstream: (message: string) => new AppError('upstream_failed', message),
};
