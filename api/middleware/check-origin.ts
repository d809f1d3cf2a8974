import type { Next } from 'koa';
import { errors } from '../../schema/errors';
import type { AppContext } from '../context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request must come from our own origin.
 * Browsers send Origin on every cross-origin POST (and on same-origin ones too); a request with
 * neither Origin nor Referer (curl, server-to-server) carries no ambient cookie risk and passes.
 * Webhooks (signed by their sender) are exempt.
 */
export function checkOrigin(options: { publicUrl?: string; exempt?: string[] } = {}) {
  return async (ctx: AppContext, next: Next) => {
    if (SAFE_METHODS.has(ctx.method) || options.exempt?.some((path) => ctx.path.startsWith(path))) return next();
    const source = ctx.get('origin') || originOf(ctx.get('referer'));
    if (source) {
      // Not `ctx.origin`: Koa 3 answers it from the request's own Origin header.
      const allowed = options.publicUrl ?? `${ctx.protocol}://${ctx.host}`;
      if (source !== allowed) throw errors.originRefused();
    }
    return next();
  };
}

function originOf(url: string): string {
  if (!url) return '';
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}
