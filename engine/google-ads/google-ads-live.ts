import type { Hooks } from 'google-ads-api';
import type { Sql } from '../persistence/sql';
import { GoogleAdsPlatform, type PlatformFailure } from '../platform/google-ads/google-ads-platform';
import { TagManagerConnections } from '../tag-manager/tag-manager-connections';
import { TagManagerStore } from '../tag-manager/tag-manager-store';
import { watchAccessLost } from './access-lost';
import { type CallPolicyOptions, createCallPolicy, type GoogleAdsCall } from './call-policy';
import { ConnectionStore } from './connection-store';
import { GoogleAdsClientFactory, type GoogleAdsSettings } from './google-ads-client';
import { GoogleAdsConnections, type GoogleAdsConnectionsDeps } from './google-ads-connections';
import { GoogleOAuthClient, type OAuthEndpoints } from './oauth-client';
import { businessOperationCounter, sharedQuotaLedger } from './quota';
import { TokenCipher } from './token-cipher';

export interface GoogleAdsLiveOptions {
  settings: GoogleAdsSettings;
  oauthEndpoints: OAuthEndpoints;
  /** A pool (never a transaction): connections and quota are written through it. */
  sql: Sql;
  /** ENCRYPTION_KEY, or the app secret generated for it. */
  encryptionKey: string;
  clock?: () => number;
  /** The library's request hooks: tests answer Google's part from recordings. */
  hooks?: Hooks;
  /** Back-off timing (tests inject instant waits). */
  backoff?: Pick<CallPolicyOptions, 'backoffMs' | 'wait' | 'deadlineMs' | 'maxAttempts'>;
  log?: GoogleAdsConnectionsDeps['log'];
  /** GOOGLE_TAG_MANAGER_API_URL: Google's Tag Manager API v2 by default, a local fake in tests. */
  tagManagerApiUrl?: string;
}

export interface GoogleAdsLive {
  connections: GoogleAdsConnections;
  /** The owner's separate Tag Manager consent, through the same OAuth client (docs/conversion-tracking.md). */
  tagManager: TagManagerConnections;
  store: ConnectionStore;
  call: GoogleAdsCall;
  /**
   * The live platform of a business whose owner is connected, or null. `sql` may be the caller's
   * transaction (the connection row is read through it); failures go to `onFailure`.
   */
  platformFor(sql: Sql, businessId: string, onFailure?: (failure: PlatformFailure) => void): Promise<GoogleAdsPlatform | null>;
}

/** Live mode's parts, composed once per process when GOOGLE_ADS_* are configured. */
export function createGoogleAdsLive(options: GoogleAdsLiveOptions): GoogleAdsLive {
  const clock = options.clock ?? Date.now;
  const quota = sharedQuotaLedger(options.sql, options.settings.accessLevel, () =>
    options.log?.('warn', 'Google Ads: quota usage could not be recorded'),
  );
  const call = createCallPolicy({
    quota,
    clock,
    ...options.backoff,
    onBackoff: ({ what, attempt, delayMs }) =>
      options.log?.('warn', 'Google Ads: rate limited, backing off', { what, attempt, delayMs }),
  });
  const perBusiness = businessOperationCounter(options.sql, () => options.log?.('warn', 'Google Ads: operations per business could not be recorded'));
  const clients = new GoogleAdsClientFactory(options.settings, options.hooks);
  const cipher = new TokenCipher(options.encryptionKey);
  const store = new ConnectionStore(options.sql);
  const oauth = new GoogleOAuthClient(options.settings.clientId, options.settings.clientSecret, options.oauthEndpoints);
  const connections = new GoogleAdsConnections({ oauth, clients, call, store, cipher, clock, log: options.log });
  const tagManager = new TagManagerConnections({
    oauth,
    store: new TagManagerStore(options.sql),
    googleAds: store,
    cipher,
    clock,
    apiUrl: options.tagManagerApiUrl,
    log: options.log,
  });
  return {
    connections,
    tagManager,
    store,
    call,
    async platformFor(sql, businessId, onFailure) {
      const record = await store.ofBusiness(businessId, sql);
      if (!record?.customerId) return null;
      const customer = clients.customer({
        customerId: record.customerId,
        loginCustomerId: record.loginCustomerId,
        refreshToken: cipher.decrypt(record.refreshTokenCiphertext),
      });
      const reportFailure = (failure: PlatformFailure) => {
        if (failure.forOperator) options.log?.('error', `Google Ads API access refused: ${failure.forOperator}`, { businessId, action: failure.action });
        onFailure?.(failure);
      };
      // A refusal that means access is lost marks the connection broken before the caller sees it.
      const counted: GoogleAdsCall = (what, operations, run) => {
        perBusiness.count(businessId, operations, clock());
        return call(what, operations, run);
      };
      const watched = watchAccessLost(counted, (reason) => store.markBroken(record.userId, reason, new Date(clock())));
      return new GoogleAdsPlatform({ customer, customerId: record.customerId, call: watched, clock, onFailure: reportFailure });
    },
  };
}
