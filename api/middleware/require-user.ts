import type { Next } from 'koa';
import { errors } from '../../schema/errors';
import type { AppContext } from '../context';

/** Lets the request through only with a signed-in session; sets `ctx.state.userId`. */
export function requireUser() {
  return async (ctx: AppContext, next: Next) => {
    const userId = ctx.session?.userId;
    if (!userId) throw errors.unauthorized();
    ctx.state.userId = userId;
    return next();
  };
}
