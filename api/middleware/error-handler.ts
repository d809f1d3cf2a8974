import type { Next } from 'koa';
import { ZodError } from 'zod';
import { AppError, type ErrorBody } from '../../schema/errors';
import { validationErrorBody } from '../../schema/validation-error';
import type { AppContext } from '../context';

/** Connection-level failures of PostgreSQL: the database is down, not the request wrong. */
const DATABASE_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001']);

function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  if (code && DATABASE_DOWN.has(code)) return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  // pg's own words for a connection lost under a query, or a client used after its connection broke.
  return cause ? isDatabaseDown(cause) : /Connection terminated|connect ECONNREFUSED|is not queryable|Client was closed/.test(String(error));
}

/**
 * Busy rather than broken: pg's pool gave up waiting for a free connection (overload, not an outage),
 * or PostgreSQL chose this transaction as a deadlock's or a serialization conflict's victim (rolled
 * back whole, so a retry is safe). Lock order (business, then its campaigns, then their children)
 * should keep deadlocks out; if one slips through, the owner gets "try again", not a 500.
 */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return (error instanceof Error && error.message === 'timeout exceeded when trying to connect') || code === '40P01' || code === '40001';
}

/**
 * Turns whatever a route throws into the one error body: AppError as it says, a ZodError as a 400
 * naming the fields, a lost database or a busy one as 503, anything else as a logged 500 with the request id and
 * a generic message, so nothing internal leaks.
 */
export async function errorHandler(ctx: AppContext, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      ctx.status = 404;
      ctx.body = { code: 'not_found', message: 'Not found', requestId: ctx.state.requestId } satisfies ErrorBody;
    }
  } catch (error) {
    const requestId = ctx.state.requestId;
    let body: ErrorBody;
    if (error instanceof AppError) {
      ctx.status = error.status;
      body = { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}), requestId };
      if (error.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(error.retryAfterSeconds));
      if (error.status >= 500) ctx.state.log?.warn('request failed', { code: error.code, message: error.message });
    } else if (error instanceof ZodError) {
      ctx.status = 400;
      body = validationErrorBody(error, requestId);
    } else if (isDatabaseDown(error)) {
      ctx.status = 503;
      body = { code: 'unavailable', message: 'The database is unreachable. Please try again in a moment.', requestId };
      ctx.state.log?.error('database unreachable', { error });
    } else if (isBusy(error)) {
      // The client may retry at once, and nothing internal leaks.
      ctx.status = 503;
      ctx.set('Retry-After', '1');
      body = { code: 'unavailable', message: 'The service is busy. Please try again in a moment.', requestId };
      ctx.state.log?.warn('database busy', { error: (error as Error).message, code: (error as { code?: string }).code });
    } else if ((error as { status?: number }).status === 400 || (error as { type?: string }).type === 'entity.parse.failed') {
      ctx.status = 400;
      body = { code: 'validation_failed', message: 'The request body is not valid JSON', requestId };
    } else if ((error as { status?: number }).status === 413) {
      ctx.status = 413;
      body = { code: 'validation_failed', message: 'The request body is too large', requestId };
    } else {
      ctx.status = 500;
      body = { code: 'internal', message: 'Something went wrong on our side. Please try again.', requestId };
      ctx.state.log?.error('unhandled error', { error });
    }
    ctx.body = body;
  }
}
