import type { Next } from 'koa';
import { errors } from '../../schema/errors';
import { findUnsafeInput, isSafeText, MAX_REQUEST_DEPTH, UNSAFE_TEXT_MESSAGE } from '../../schema/safe-text';
import type { AppContext } from '../context';

/**
 * One guard before every route's validation: text that PostgreSQL cannot store (NUL, a lone
 * surrogate) anywhere in the path, query or JSON body, or JSON nested absurdly deep, is a 400 with
 * the field named, before any handler can write. Without it such text reached the database and came
 * back as a 500 (issue 23).
 */
export function rejectUnsafeInput() {
  return async (ctx: AppContext, next: Next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    if (!isSafeText(decodedPath(ctx.path))) throw errors.validation(UNSAFE_TEXT_MESSAGE, { path: UNSAFE_TEXT_MESSAGE });
    const found = findUnsafeInput(ctx.query, '') ?? findUnsafeInput(ctx.request.body, '');
    if (found) {
      const message = found.reason === 'text' ? UNSAFE_TEXT_MESSAGE : `The request nests deeper than ${MAX_REQUEST_DEPTH} levels`;
      throw errors.validation(message, { [found.path || 'body']: message });
    }
    return next();
  };
}

/** The path as the router will decode it; a malformed escape is as unusable as a NUL. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '\u0000';
  }
}
