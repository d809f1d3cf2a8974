import type { Engine } from '../../engine/engine';
import type { GoogleAdsConnections } from '../../engine/google-ads/google-ads-connections';
import { disconnectedMessage } from '../../schema/messages';
import type { GoogleAdsConnection } from '../../schema/entities';
import { errors } from '../../schema/errors';
import { type AppConfig, googleAdsConfigured } from '../config';
import { type AppRouter, route } from '../route';
import { returnUrl } from './google-ads-auth';

const NOT_CONNECTED: GoogleAdsConnection = {
  status: 'not_connected',
  customerId: null,
  loginCustomerId: null,
  connectedAt: null,
  lastSyncAt: null,
};

/**
 * GET /api/google-ads/config-status (no session), GET /api/google-ads/connection, POST
 * /api/google-ads/disconnect (revokes the grant at Google), GET /api/google-ads/conversion-tracking,
 * and the JSON account choice (GET /api/google-ads/accounts, POST /api/google-ads/accounts/select).
 * Without GOOGLE_ADS_* configured, `connections` is absent and nobody is connected.
 */
export function registerGoogleAdsRoutes(router: AppRouter, config: AppConfig, connections?: GoogleAdsConnections, engine?: Engine): void {
  route(router, 'getConfigStatus', async () => ({ configured: googleAdsConfigured(config) }));

  route(router, 'getGoogleAdsConnection', async (_ctx, { userId }) => (connections ? connections.connectionOf(userId) : NOT_CONNECTED));

  route(router, 'disconnectGoogleAds', async (_ctx, { userId, body }) => {
    if (!connections) return { message: 'Your Google Ads account has been disconnected.', connection: NOT_CONNECTED };
    const choice = body?.campaigns ?? 'pause';
    if (!engine) return { message: 'Your Google Ads account has been disconnected.', connection: await connections.disconnect(userId) };
    const result = await engine.commands.disconnectGoogleAds(userId, choice);
    return { message: disconnectedMessage(choice, result.pausedCampaigns), connection: result.connection };
  });

  route(router, 'getConversionTracking', async (_ctx, { userId }) =>
    connections ? connections.conversionTracking(userId) : { status: 'not_connected' as const },
  );

  route(router, 'listGoogleAdsAccounts', async (_ctx, { userId }) => ({ accounts: connections ? await connections.choices(userId) : [] }));

  route(router, 'selectGoogleAdsAccount', async (ctx, { userId, body }) => {
    if (!connections) throw errors.unavailable('Google Ads is not configured on this server');
    const returnTo = ctx.query.returnTo === 'onboarding' ? 'onboarding' : 'settings';
    return { redirectTo: returnUrl(returnTo, await connections.choose(userId, body.customerId)) };
  });
}
