import { cachedRead } from '../middleware/cached-read';
import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** Campaign list, pause/resume, and the dashboard's "Create New Campaign" preview and create. */
export function registerCampaignRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'listCampaigns', cachedRead(engine.readCache, 'campaigns', engine.queries.businessIdOfUser), async (_ctx, { userId }) =>
    engine.queries.listCampaigns(userId),
  );
  route(router, 'pauseCampaign', async (_ctx, { userId, params }) => engine.commands.pauseCampaign(userId, params.id));
  route(router, 'resumeCampaign', async (_ctx, { userId, params }) => engine.commands.resumeCampaign(userId, params.id));
  route(router, 'previewCampaign', async (_ctx, { userId, body }) => engine.commands.previewCampaign(userId, body));
  route(router, 'createCampaign', async (ctx, { userId, body }) => {
    const created = await engine.commands.createCampaign(userId, body);
    ctx.status = 201;
    return created;
  });
}
