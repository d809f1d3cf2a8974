import type { GoogleAdsConnection } from '../../schema/entities';
import { type AppConfig, googleAdsConfigured } from '../config';
import { type AppRouter, route } from '../route';

/**
 * Where a user's Google Ads connection is kept. The live-mode issue adds OAuth and an encrypted
 * store under engine/google-ads/; until then nobody can connect, so the answer is honestly
 * "not connected" and the routes only need this seam replaced.
 */
export interface GoogleAdsConnectionStore {
  connectionOf(userId: string): Promise<GoogleAdsConnection>;
  disconnect(userId: string): Promise<GoogleAdsConnection>;
}

const NOT_CONNECTED: GoogleAdsConnection = {
  status: 'not_connected',
  customerId: null,
  loginCustomerId: null,
  connectedAt: null,
  lastSyncAt: null,
};

/** The store while OAuth does not exist yet: no user has a connection. */
export const noConnectionStore: GoogleAdsConnectionStore = {
  connectionOf: async () => NOT_CONNECTED,
  disconnect: async () => NOT_CONNECTED,
};

/** GET /api/google-ads/config-status (no session), GET /api/google-ads/connection, POST /api/google-ads/disconnect. */
export function registerGoogleAdsRoutes(
  router: AppRouter,
  config: AppConfig,
  store: GoogleAdsConnectionStore = noConnectionStore,
): void {
  route(router, 'getConfigStatus', async () => ({ configured: googleAdsConfigured(config) }));

  route(router, 'getGoogleAdsConnection', async (_ctx, { userId }) => store.connectionOf(userId));

  route(router, 'disconnectGoogleAds', async (_ctx, { userId }) => {
    const connection = await store.disconnect(userId);
    return { message: 'Your Google Ads account has been disconnected.', connection };
  });
}
