import type { Next } from 'koa';
import { errors } from '../../schema/errors';
import type { AppContext } from '../context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request must say it comes from our own origin,
 * by its Origin header, or (when a browser leaves Origin out) by `Sec-Fetch-Site: same-origin`. A
 * request with neither is refused: defence in depth that does not rest on SameSite cookies alone.
 * There is no cookie-less API family: scripts act as a browser would and send Origin
 * (docs/security.md). Webhooks (signed by their sender) are exempt.
 */
export function checkOrigin(options: { publicUrl?: string; exempt?: string[] } = {}) {
  return async (ctx: AppContext, next: Next) => {
    if (SAFE_METHODS.has(ctx.method) || options.exempt?.some((path) => ctx.path.startsWith(path))) return next();
    const origin = ctx.get('origin');
    if (origin) {
      // Not `ctx.origin`: Koa 3 answers it from the request's own Origin header.
      const allowed = options.publicUrl ?? `${ctx.protocol}://${ctx.host}`;
      if (origin !== allowed) throw errors.originRefused();
      return next();
    }
    if (ctx.get('sec-fetch-site') !== 'same-origin') throw errors.originRefused();
    return next();
  };
}
