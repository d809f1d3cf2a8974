import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** GET /api/ad-testing/hierarchy: campaigns, ad groups, ads and keywords (polled every 5 s). */
export function registerHierarchyRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'getHierarchy', async (_ctx, { userId }) => engine.queries.getHierarchy(userId));
}
