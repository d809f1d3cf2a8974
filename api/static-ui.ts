import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Next } from 'koa';
import send from 'koa-send';
import type { AppContext } from './context';

/**
 * Serves the built SPA from `dist/ui`: real files as they are (hashed assets cached for a year),
 * and index.html for any other extension-less GET outside /api, so that client routes (and the
 * 404 page the router draws) work on reload. A missing file with an extension is a real 404.
 */
export function serveUi(root: string) {
  const index = join(root, 'index.html');
  return async (ctx: AppContext, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io')) {
      return next();
    }
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.body = 'The UI is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    if (extname(ctx.path)) {
      const served = await send(ctx, ctx.path, {
        root,
        maxage: ctx.path.startsWith('/assets/') ? 31_536_000_000 : 0,
        immutable: ctx.path.startsWith('/assets/'),
      }).catch(() => undefined);
      if (!served) return next();
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}
