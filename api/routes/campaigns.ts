import { cachedRead } from '../middleware/cached-read';
import { rateLimit } from '../middleware/rate-limit';
import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** Campaign list, pause/resume, and the dashboard's "Create New Campaign" preview and create. */
/** Dashboard previews an owner may ask the AI for in a minute (each is one strategist call). */
export const AI_PREVIEW_LIMIT = { name: 'campaign-preview-dashboard', max: 10, windowMs: 60_000 };
/** Campaigns an owner may create in a minute (each is one strategist call and a launch). */
export const AI_CREATE_LIMIT = { name: 'campaign-create', max: 5, windowMs: 60_000 };

export function registerCampaignRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'listCampaigns', cachedRead(engine.readCache, 'campaigns', engine.queries.businessIdOfUser), async (_ctx, { userId }) =>
    engine.queries.listCampaigns(userId),
  );
  route(router, 'pauseCampaign', async (_ctx, { userId, params }) => engine.commands.pauseCampaign(userId, params.id));
  route(router, 'resumeCampaign', async (_ctx, { userId, params }) => engine.commands.resumeCampaign(userId, params.id));
  // Both call the AI strategist (money per call): a limit per owner, 429 with Retry-After beyond it.
  route(router, 'previewCampaign', rateLimit(AI_PREVIEW_LIMIT), async (_ctx, { userId, body }) => engine.commands.previewCampaign(userId, body));
  route(router, 'createCampaign', rateLimit(AI_CREATE_LIMIT), async (ctx, { userId, body }) => {
    const created = await engine.commands.createCampaign(userId, body);
    ctx.status = 201;
    return created;
  });
}
