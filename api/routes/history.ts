import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** GET /api/campaigns/:id/history: the campaign's tournament rounds. */
export function registerHistoryRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'getCampaignHistory', async (_ctx, { userId, params }) => engine.queries.getCampaignHistory(userId, params.id));
}
