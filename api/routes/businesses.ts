import type { Billing } from '../../engine/billing/billing';
import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** GET /api/businesses/me and POST /api/businesses (onboarding's last step). */
export function registerBusinessRoutes(router: AppRouter, { engine, billing }: EngineRouteDeps & { billing: Billing }): void {
  route(router, 'getMyBusiness', async (_ctx, { userId }) => engine.queries.getMyBusiness(userId));
  route(router, 'pauseBusiness', async (_ctx, { userId }) => engine.commands.pauseBusiness(userId));
  route(router, 'resumeBusiness', async (_ctx, { userId }) => engine.commands.resumeBusiness(userId));
  route(router, 'goLive', async (_ctx, { userId }) => engine.commands.goLive(userId));
  route(router, 'changeBudget', async (_ctx, { userId, body }) => engine.commands.changeMonthlyBudget(userId, body.monthlyBudget));
  route(router, 'changeTargeting', async (_ctx, { userId, body }) => engine.commands.changeTargeting(userId, body.targeting));

  route(router, 'createBusiness', async (ctx, { userId, body }) => {
    // With Stripe, the card must really be saved (the SetupIntent succeeded and is this owner's)
    // before anything launches; demo billing accepts no SetupIntent at all.
    await billing.confirmSetup(body.setupIntentId, userId);
    const business = await engine.commands.createBusiness(userId, body);
    ctx.status = 201;
    return business;
  });
}
