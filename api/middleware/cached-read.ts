import type { Next } from 'koa';
import type { CachedRead, ReadCache } from '../../engine/read-model/read-cache';
import type { AppContext } from '../context';

/** Below this size gzip saves less than the header costs. */
const GZIP_MIN_BYTES = 1_024;

/**
 * Serves a GET of the signed-in owner's business from the read cache (engine/read-model), and on
 * a miss runs the rest of the route (validation, handler) and keeps its answer. Sits after the
 * session check in the route's chain. An owner without a business yet is never cached.
 */
export function cachedRead(cache: ReadCache, name: string, businessOfUser: (userId: string) => Promise<string | null>) {
  return async (ctx: AppContext, next: Next) => {
    const userId = ctx.state.userId;
    if (!cache.enabled || !userId) return next();
    const businessId = await cache.businessOf(userId, businessOfUser);
    if (!businessId) return next();
    const answer = await cache.read(businessId, name, async () => {
      await next();
      // The route answers JSON text itself only for a null body (see api/route.ts).
      return typeof ctx.body === 'string' ? JSON.parse(ctx.body) : ctx.body;
    });
    await present(ctx, answer);
  };
}

/**
 * The bytes with a strong ETag: a browser's conditional request is a 304 without a body, and
 * `private, no-cache` lets only the owner's own browser keep a copy, revalidated on every use.
 */
async function present(ctx: AppContext, answer: CachedRead): Promise<void> {
  ctx.status = 200;
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('ETag', answer.etag);
  ctx.vary('Accept-Encoding');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  if (answer.json.length >= GZIP_MIN_BYTES && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = await answer.gzipped();
    return;
  }
  ctx.body = answer.json;
}

/**
 * After any state-changing API request of a signed-in owner, that owner's cached reads are dropped
 * before the response leaves: the owner's next read shows their own change even before the
 * database's notification of it arrives (the feed drops them again then, for every process).
 */
export function invalidateOwnWrites(cache: ReadCache) {
  return async (ctx: AppContext, next: Next) => {
    try {
      await next();
    } finally {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.state.userId) cache.invalidateOwnedBy(ctx.state.userId);
    }
  };
}
