import type { TagManagerContainersResponse, TagManagerStatus } from '../../schema/api/tag-manager';
import { type AppError, errors } from '../../schema/errors';
import type { ConnectionStore } from '../google-ads/connection-store';
import type { TagSnippet } from '../google-ads/conversion-tracking';
import { type ConsentRequest, type GoogleOAuthClient, OAuthError, type PendingAuthorization } from '../google-ads/oauth-client';
import type { TokenCipher } from '../google-ads/token-cipher';
import { TAG_MANAGER_API_URL, TAG_MANAGER_SCOPES, TagManagerApiError, TagManagerClient } from './tag-manager-client';
import type { TagManagerStore } from './tag-manager-store';

export const TAG_MANAGER_CONSENT: ConsentRequest = {
  scopes: TAG_MANAGER_SCOPES,
  missingScopeMessage:
    'Access to Google Tag Manager was not fully granted. Connect again and allow AdPilot to edit, version and publish your container.',
};

export type TagManagerOutcome = { step: 'completed' } | { step: 'failed'; error: string };

export interface TagManagerConnectionsDeps {
  oauth: GoogleOAuthClient;
  store: TagManagerStore;
  /** The Google Ads connection: its conversion id and label go into the tag. */
  googleAds: ConnectionStore;
  cipher: TokenCipher;
  clock: () => number;
  apiUrl?: string;
  log?: (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

/**
 * A Tag Manager API refusal (or a failed token renewal) as the owner reads it: one AppError of the
 * project's error module, saying what AdPilot was doing and what the owner can do.
 */
export function tagManagerFailure(error: unknown): AppError {
  if (error instanceof OAuthError) {
    return error.reason === 'access_denied'
      ? errors.forbidden('Google no longer accepts the Tag Manager access you gave AdPilot. Connect Google Tag Manager again.')
      : errors.upstream(error.message);
  }
  if (!(error instanceof TagManagerApiError)) throw error;
  const doing = `AdPilot could not ${error.what}`;
  if (error.status === 401) return errors.forbidden(`${doing}: Google no longer accepts AdPilot's Tag Manager access. Connect Google Tag Manager again.`);
  if (error.status === 403) {
    return errors.forbidden(
      `${doing}: your Google account does not have permission for this in the container. In Tag Manager, Admin → User Management, give it Publish permission on the container (or choose a container you manage).`,
    );
  }
  if (error.status === 404) return errors.notFound(`${doing}: Tag Manager does not know that container (or it was deleted). Choose your container again.`);
  if (error.status === 409 || error.reason === 'ABORTED' || error.reason === 'FAILED_PRECONDITION') {
    return errors.conflict(`${doing}: Tag Manager reported a conflict (${error.message}). Open the container in Tag Manager, resolve it, then press Publish again.`);
  }
  if (error.status === 429) return errors.rateLimited(`${doing}: Tag Manager asks to slow down. Please try again in a minute.`);
  if (error.status === 400) return errors.validation(`${doing}: Tag Manager refused the request (${error.message}).`);
  return errors.upstream(`${doing}: Google Tag Manager did not answer properly. Please try again shortly.`);
}

/**
 * The owner's Google Tag Manager connection: a separate, incremental consent (the Tag Manager
 * scopes added to the app's Google grant), the refresh token sealed before it is stored, the
 * containers it reaches, and disconnection.
 */
export class TagManagerConnections {
  constructor(private readonly deps: TagManagerConnectionsDeps) {}

  start(redirectUri: string) {
    return this.deps.oauth.start(redirectUri, 'settings', TAG_MANAGER_CONSENT);
  }

  /** The callback: `params` is its query (code/state or error). Never throws: every problem is an outcome. */
  async finish(userId: string, params: { code?: string; state?: string; error?: string }, pending: PendingAuthorization | undefined): Promise<TagManagerOutcome> {
    if (!pending || !params.state || params.state !== pending.state) {
      return { step: 'failed', error: 'The connection request expired or did not match. Please connect Google Tag Manager again.' };
    }
    if (params.error) {
      return {
        step: 'failed',
        error: params.error === 'access_denied' ? 'You did not allow AdPilot to manage your Google Tag Manager container.' : 'Google could not complete the connection. Please try again.',
      };
    }
    if (!params.code) return { step: 'failed', error: 'Google sent no authorization code. Please try again.' };
    try {
      const grant = await this.deps.oauth.exchange(params.code, pending, TAG_MANAGER_CONSENT);
      await this.deps.store.saveGrant(userId, this.deps.cipher.encrypt(grant.refreshToken), grant.scopes, new Date(this.deps.clock()));
      this.deps.log?.('info', 'Google Tag Manager connected', { userId });
      return { step: 'completed' };
    } catch (error) {
      if (error instanceof OAuthError) return { step: 'failed', error: error.message };
      this.deps.log?.('error', 'Google Tag Manager connection failed', { userId, reason: error instanceof Error ? error.name : 'unknown' });
      return { step: 'failed', error: 'Google Tag Manager could not be connected. Please try again.' };
    }
  }

  async status(userId: string): Promise<TagManagerStatus> {
    const [record, ads] = await Promise.all([this.deps.store.ofUser(userId), this.deps.googleAds.ofUser(userId)]);
    return {
      available: true,
      googleAdsReady: Boolean(ads?.status === 'connected' && ads.tagSnippet?.conversionId && ads.tagSnippet.conversionLabel),
      connected: Boolean(record),
      connectedAt: record?.connectedAt.toISOString() ?? null,
      lastPublish: record?.lastPublish
        ? {
            containerPublicId: record.lastPublish.containerPublicId,
            versionId: record.lastPublish.versionId,
            thankYouPath: record.lastPublish.thankYouPath,
            publishedAt: record.lastPublish.publishedAt,
          }
        : null,
    };
  }

  /** The connected Google Ads account's conversion id and label; a conflict when there is none yet. */
  async conversionTag(userId: string): Promise<TagSnippet> {
    const ads = await this.deps.googleAds.ofUser(userId);
    if (ads?.status !== 'connected') throw errors.conflict('Connect your Google Ads account first: the tag counts conversions for it.');
    if (!ads.tagSnippet?.conversionId || !ads.tagSnippet.conversionLabel) {
      throw errors.conflict('Your Google Ads account has no conversion action yet. Reconnect Google Ads from Settings, then publish again.');
    }
    return ads.tagSnippet;
  }

  /** An API client acting with the owner's Tag Manager grant (one access token for the client's life). */
  async clientFor(userId: string): Promise<TagManagerClient> {
    const record = await this.deps.store.ofUser(userId);
    if (!record) throw errors.conflict('Connect Google Tag Manager first.');
    const refreshToken = this.deps.cipher.decrypt(record.refreshTokenCiphertext);
    let token: Promise<string> | undefined;
    const accessToken = () => {
      token ??= this.deps.oauth.accessToken(refreshToken).then((grant) => grant.accessToken);
      return token;
    };
    return new TagManagerClient(accessToken, this.deps.apiUrl ?? TAG_MANAGER_API_URL);
  }

  /** Every web container of every Tag Manager account the owner's Google account reaches. */
  async containers(userId: string): Promise<TagManagerContainersResponse> {
    const client = await this.clientFor(userId);
    try {
      const result: TagManagerContainersResponse['containers'] = [];
      for (const account of (await client.listAccounts()).slice(0, 20)) {
        for (const container of await client.listContainers(account.path)) {
          const web = (container.usageContext ?? ['web']).some((context) => context.toLowerCase() === 'web');
          if (!web) continue;
          result.push({ accountId: container.accountId, accountName: account.name, containerId: container.containerId, publicId: container.publicId, name: container.name });
        }
      }
      return { containers: result };
    } catch (error) {
      throw tagManagerFailure(error);
    }
  }

  /**
   * Forgets the Tag Manager token here. Google keeps one grant per app and user, so revoking it at
   * Google would also end the Google Ads connection: that happens only when Google Ads is not
   * connected (disconnecting Google Ads revokes the whole grant anyway).
   */
  async disconnect(userId: string): Promise<{ revokedAtGoogle: boolean }> {
    const record = await this.deps.store.ofUser(userId);
    if (!record) return { revokedAtGoogle: false };
    const ads = await this.deps.googleAds.ofUser(userId);
    let revokedAtGoogle = false;
    if (!ads) {
      revokedAtGoogle = await this.deps.oauth.revoke(this.deps.cipher.decrypt(record.refreshTokenCiphertext));
      if (!revokedAtGoogle) this.deps.log?.('warn', 'Tag Manager: the token could not be revoked at Google; it is deleted here', { userId });
    }
    await this.deps.store.remove(userId);
    return { revokedAtGoogle };
  }

  get store(): TagManagerStore {
    return this.deps.store;
  }
}
