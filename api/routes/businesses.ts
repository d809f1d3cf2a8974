import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** GET /api/businesses/me and POST /api/businesses (onboarding's last step). */
export function registerBusinessRoutes(router: AppRouter, { engine }: EngineRouteDeps): void {
  route(router, 'getMyBusiness', async (_ctx, { userId }) => engine.queries.getMyBusiness(userId));

  route(router, 'createBusiness', async (ctx, { userId, body }) => {
    const business = await engine.commands.createBusiness(userId, body);
    ctx.status = 201;
    return business;
  });
}
