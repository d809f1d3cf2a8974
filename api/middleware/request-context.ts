import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Next } from 'koa';
import type { AppContext } from '../context';
import type { Logger } from '../logger';

/**
 * First in the chain: a request id (echoed as X-Request-Id and on every log line), an entity
 * manager of the request's own, and one access-log line when the response is done.
 */
export function requestContext(orm: MikroORM, log: Logger) {
  return async (ctx: AppContext, next: Next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ requestId });
    // Forked on first use: most routes read through the engine's own SQL and never touch the ORM.
    let em: EntityManager | undefined;
    Object.defineProperty(ctx.state, 'em', { get: () => (em ??= orm.em.fork()), enumerable: true, configurable: true });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) {
        ctx.state.log.info('request', {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          userId: ctx.state.userId,
        });
      }
    }
  };
}
