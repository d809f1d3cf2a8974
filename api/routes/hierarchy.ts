import { cachedRead } from '../middleware/cached-read';
import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/**
 * GET /api/ad-testing/hierarchy: campaigns and ad groups with counts (polled every 5 s while the
 * socket is down), served from the read cache. GET /api/ad-testing/hierarchy/:id: one campaign's
 * ads and keywords, read when the owner expands it (not cached: read once per expand and per change).
 */
export function registerHierarchyRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'getHierarchy', cachedRead(engine.readCache, 'hierarchy', engine.queries.businessIdOfUser), async (_ctx, { userId }) =>
    engine.queries.getHierarchyOutline(userId),
  );
  route(router, 'getCampaignAdTests', async (_ctx, { userId, params }) => engine.queries.getCampaignAdTests(userId, params.id));
}
