import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** POST /api/ads/:id/pause and /resume. */
export function registerAdRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'pauseAd', async (_ctx, { userId, params }) => engine.commands.pauseAd(userId, params.id));
  route(router, 'resumeAd', async (_ctx, { userId, params }) => engine.commands.resumeAd(userId, params.id));
}
