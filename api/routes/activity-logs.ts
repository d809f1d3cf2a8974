import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** GET /api/activity-logs?eventType=&level=&limit= (newest first). */
export function registerActivityLogRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'listActivityLogs', async (_ctx, { userId, query }) => ({ logs: await engine.queries.listActivityLogs(userId, query) }));
}
