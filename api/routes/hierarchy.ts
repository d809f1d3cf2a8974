import { cachedRead } from '../middleware/cached-read';
import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** GET /api/ad-testing/hierarchy: campaigns, ad groups, ads and keywords (polled every 5 s while the socket is down); served from the read cache. */
export function registerHierarchyRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'getHierarchy', cachedRead(engine.readCache, 'hierarchy', engine.queries.businessIdOfUser), async (_ctx, { userId }) =>
    engine.queries.getHierarchy(userId),
  );
}
