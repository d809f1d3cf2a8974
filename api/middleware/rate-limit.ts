import type { Next } from 'koa';
import { errors } from '../../schema/errors';
import type { AppContext } from '../context';

/**
 * A fixed-window limit per signed-in owner (whatever address they come from), or per client
 * address when signed out, for the endpoints that cost money or guard accounts: sign-in and the AI.
 * Per process: with several web processes the effective limit is that many times higher, which
 * still bounds runaway AI bills and brute force (docs/security.md). `skip` leaves a request out
 * entirely (neither counted nor refused): sign-in from a trusted device.
 */
export function rateLimit(options: { name: string; max: number; windowMs: number; skip?: (ctx: AppContext) => boolean }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (ctx: AppContext, next: Next) => {
    if (options.skip?.(ctx)) return next();
    const now = Date.now();
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    }
    const key = ctx.state.userId ? `user:${ctx.state.userId}` : `address:${ctx.ip}`;
    const window = windows.get(key);
    if (!window || window.resetAt <= now) {
      windows.set(key, { count: 1, resetAt: now + options.windowMs });
    } else if (++window.count > options.max) {
      ctx.set('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
      throw errors.rateLimited();
    }
    return next();
  };
}
