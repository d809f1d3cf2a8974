import type { Billing } from '../../engine/billing/billing';
import { getBillingOverview, presentCharge } from '../../engine/billing/billing-overview';
import { cancelService } from '../../engine/commands/cancel-service';
import { confirmFee, feeConfirmationOf } from '../../engine/commands/confirm-fee';
import { replaceCard } from '../../engine/commands/replace-card';
import { type AppRouter, route } from '../route';
import type { EngineRouteDeps } from './engine-routes';

/** The Billing page, Settings → Payment, the 3-D Secure confirmation page and Cancel the service (docs/billing.md). */
export function registerBillingRoutes(router: AppRouter, { engine, billing, googleAdsConfigured }: EngineRouteDeps & { billing: Billing; googleAdsConfigured: boolean }): void {
  const overview = (userId: string) => getBillingOverview(engine.context.db, billing, userId);

  route(router, 'getBilling', async (_ctx, { userId }) => overview(userId));

  route(router, 'replaceCard', async (_ctx, { userId, body }) => {
    await replaceCard(engine.context, billing, userId, body.setupIntentId);
    return { message: 'Card replaced. The next service fee is charged to it.', billing: await overview(userId) };
  });

  route(router, 'getFeeConfirmation', async (_ctx, { userId, params }) => {
    const { charge, ...confirmation } = await feeConfirmationOf(engine.context, billing, userId, params.id);
    return { charge: presentCharge(charge), ...confirmation };
  });

  route(router, 'confirmFee', async (_ctx, { userId, params }) => {
    const { charge, paid } = await confirmFee(engine.context, billing, userId, params.id);
    return { message: paid ? 'Payment confirmed. Thank you!' : 'The payment is not confirmed yet.', charge: presentCharge(charge) };
  });

  route(router, 'cancelService', async (_ctx, { userId }) => {
    const revoke = googleAdsConfigured ? (id: string) => engine.commands.disconnectGoogleAds(id, 'pause') : null;
    await cancelService(engine.context, userId, revoke);
    return { message: 'The service is cancelled: every campaign is paused.', billing: await overview(userId) };
  });
}
