import type { ConversionStatus, ConversionTrackingResponse } from '../../schema/api/conversion-tracking';
import type { GoogleAdsConnection } from '../../schema/entities';
import { conversionStatus, DAY_MS, isoDay } from '../tracking/conversion-status';
import { accessLevelProblem } from './access-level';
import { type AccountCandidate, AccountDirectory, ConnectionProblem } from './account-directory';
import type { GoogleAdsCall } from './call-policy';
import { type ConnectionStore, presentConnection } from './connection-store';
import { conversionsByDate, ensureConversionAction } from './conversion-tracking';
import type { GoogleAdsClientFactory } from './google-ads-client';
import { describeFailure } from './google-ads-errors';
import { type GoogleOAuthClient, OAuthError, type PendingAuthorization } from './oauth-client';
import type { TokenCipher } from './token-cipher';

/** Where the owner goes after the OAuth callback or the account choice (SPEC.md "Return from authorisation"). */
export type ConnectionOutcome =
  | { step: 'completed'; warnings: string[] }
  | { step: 'failed'; error: string; errorType: string }
  /** Several client accounts: the owner picks one (GET /api/google-ads/choose). */
  | { step: 'choose' };

export interface GoogleAdsConnectionsDeps {
  oauth: GoogleOAuthClient;
  clients: GoogleAdsClientFactory;
  call: GoogleAdsCall;
  store: ConnectionStore;
  cipher: TokenCipher;
  clock: () => number;
  /** Operational log: never given a token (tests read it to prove so). */
  log?: (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

export const TAG_MANAGER_STEPS = [
  'In Google Tag Manager, add a tag of type "Google Ads Conversion Tracking".',
  'Enter the Conversion ID and Conversion Label shown here.',
  'Trigger it on the page people see after they contact you (your thank-you page).',
  'Add the "Conversion Linker" tag, triggered on all pages, then publish the container.',
];

/**
 * Connecting an owner's Google Ads account: the OAuth grant (refresh token sealed before it is
 * stored), the account choice, the checks (permission, billing) and the conversion action; then
 * the connection as the API shows it, and disconnection (revoked at Google, deleted here).
 */
export class GoogleAdsConnections {
  private readonly directory: AccountDirectory;

  constructor(private readonly deps: GoogleAdsConnectionsDeps) {
    this.directory = new AccountDirectory(deps.clients, deps.call, deps.clients.settings.loginCustomerId);
  }

  start(redirectUri: string, returnTo: PendingAuthorization['returnTo']) {
    return this.deps.oauth.start(redirectUri, returnTo);
  }

  /** The callback: `params` is its query (code/state or error). Never throws: every problem is an outcome. */
  async finish(userId: string, params: { code?: string; state?: string; error?: string }, pending: PendingAuthorization | undefined): Promise<ConnectionOutcome> {
    if (!pending || !params.state || params.state !== pending.state) {
      return { step: 'failed', errorType: 'connection_failed', error: 'The connection request expired or did not match. Please connect again.' };
    }
    if (params.error) {
      const denied = params.error === 'access_denied';
      return {
        step: 'failed',
        errorType: denied ? 'permission_denied' : 'connection_failed',
        error: denied ? 'You did not allow AdPilot to manage your Google Ads account.' : 'Google could not complete the connection. Please try again.',
      };
    }
    if (!params.code) return { step: 'failed', errorType: 'connection_failed', error: 'Google sent no authorization code. Please try again.' };
    let refreshToken: string;
    try {
      refreshToken = (await this.deps.oauth.exchange(params.code, pending)).refreshToken;
    } catch (error) {
      if (error instanceof OAuthError) {
        return { step: 'failed', errorType: error.reason === 'scope_missing' ? 'permission_denied' : 'connection_failed', error: error.message };
      }
      return this.unexpected(userId, error);
    }
    await this.deps.store.saveGrant(userId, this.deps.cipher.encrypt(refreshToken), new Date(this.deps.clock()));
    try {
      const candidates = await this.directory.candidates(refreshToken);
      if (candidates.length > 1) {
        await this.deps.store.saveCandidates(userId, candidates);
        return { step: 'choose' };
      }
      return await this.complete(userId, candidates[0], refreshToken);
    } catch (error) {
      return this.failAndForget(userId, refreshToken, error);
    }
  }

  /** The accounts waiting to be chosen (empty when nothing is waiting). */
  async choices(userId: string): Promise<AccountCandidate[]> {
    const record = await this.deps.store.ofUser(userId);
    return record?.status === 'choosing' ? record.candidates : [];
  }

  async choose(userId: string, customerId: string): Promise<ConnectionOutcome> {
    const record = await this.deps.store.ofUser(userId);
    if (record?.status !== 'choosing') {
      return { step: 'failed', errorType: 'connection_failed', error: 'There is no account choice waiting. Please connect again.' };
    }
    const candidate = record.candidates.find((item) => item.customerId === customerId);
    if (!candidate) return { step: 'failed', errorType: 'account_not_found', error: 'That Google Ads account is not one of the accounts you can connect.' };
    const refreshToken = this.deps.cipher.decrypt(record.refreshTokenCiphertext);
    try {
      return await this.complete(userId, candidate, refreshToken);
    } catch (error) {
      return this.failAndForget(userId, refreshToken, error);
    }
  }

  async connectionOf(userId: string): Promise<GoogleAdsConnection> {
    return presentConnection(await this.deps.store.ofUser(userId));
  }

  /** Revokes the grant at Google (best effort, logged when Google cannot be told) and forgets it here. */
  async disconnect(userId: string): Promise<GoogleAdsConnection> {
    const record = await this.deps.store.ofUser(userId);
    if (record) {
      const revoked = await this.deps.oauth.revoke(this.deps.cipher.decrypt(record.refreshTokenCiphertext));
      if (!revoked) this.deps.log?.('warn', 'Google Ads: the token could not be revoked at Google; it is deleted here', { userId });
      await this.deps.store.remove(userId);
    }
    return presentConnection(null);
  }

  /** The Google Ads id (AW-…) the owner's site tag must name; null until a connected account gave one. */
  async conversionIdOf(userId: string): Promise<string | null> {
    const record = await this.deps.store.ofUser(userId);
    return record?.status === 'connected' ? record.tagSnippet?.conversionId || null : null;
  }

  async conversionTracking(userId: string): Promise<ConversionTrackingResponse> {
    const record = await this.deps.store.ofUser(userId);
    if (record?.status !== 'connected' || !record.customerId) return { status: 'not_connected' };
    if (!record.conversionActionId || !record.tagSnippet) {
      return { status: 'unavailable', message: 'The conversion action could not be created when you connected. Reconnect Google Ads to try again.' };
    }
    let status: ConversionStatus | null = null;
    try {
      const customer = this.deps.clients.customer({
        customerId: record.customerId,
        loginCustomerId: record.loginCustomerId,
        refreshToken: this.deps.cipher.decrypt(record.refreshTokenCiphertext),
      });
      // Since the connection (at most 90 days back): enough for "none for 14 days" and the 30-day count.
      const now = this.deps.clock();
      const today = isoDay(now);
      const connectedMs = record.connectedAt ? record.connectedAt.getTime() : now;
      const connectedOn = isoDay(connectedMs);
      const since = isoDay(Math.max(connectedMs, now - 89 * DAY_MS));
      status = conversionStatus(await conversionsByDate(customer, record.conversionActionId, this.deps.call, since, today), today, connectedOn);
    } catch (error) {
      this.deps.log?.('warn', 'Google Ads: conversions could not be counted', { userId, reason: describeFailure(error) });
    }
    return {
      status: 'ready',
      conversionActionId: record.conversionActionId,
      ...record.tagSnippet,
      tagManagerSteps: TAG_MANAGER_STEPS,
      conversionsLast30Days: status?.conversionsLast30Days ?? null,
      conversionsArriving: (status?.conversionsLast30Days ?? 0) > 0,
      conversionStatus: status,
    };
  }

  private async complete(userId: string, candidate: AccountCandidate, refreshToken: string): Promise<ConnectionOutcome> {
    const warnings = await this.directory.verify(candidate, refreshToken);
    let conversion: Awaited<ReturnType<typeof ensureConversionAction>> | null = null;
    try {
      const customer = this.deps.clients.customer({ customerId: candidate.customerId, loginCustomerId: candidate.loginCustomerId, refreshToken });
      conversion = await ensureConversionAction(customer, candidate.customerId, this.deps.call);
    } catch (error) {
      // Tracking is not a reason to refuse the account: the owner is told and can reconnect later.
      warnings.push('Conversion tracking could not be set up yet; reconnect later from Settings to retry.');
      this.deps.log?.('warn', 'Google Ads: conversion action not created', { userId, reason: describeFailure(error) });
    }
    await this.deps.store.markConnected(userId, candidate, {
      warnings,
      conversionActionId: conversion?.conversionActionId ?? null,
      tagSnippet: conversion?.tagSnippet ?? null,
      now: new Date(this.deps.clock()),
    });
    this.deps.log?.('info', 'Google Ads account connected', { userId, customerId: candidate.customerId });
    return { step: 'completed', warnings };
  }

  /** A connection that cannot be used is not kept: the grant is revoked and the row deleted. */
  private async failAndForget(userId: string, refreshToken: string, error: unknown): Promise<ConnectionOutcome> {
    await this.deps.oauth.revoke(refreshToken);
    await this.deps.store.remove(userId);
    if (error instanceof ConnectionProblem) return { step: 'failed', errorType: error.errorType, error: error.message };
    return this.unexpected(userId, error);
  }

  private unexpected(userId: string, error: unknown): ConnectionOutcome {
    const access = accessLevelProblem(error);
    if (access) {
      // The operator's Cloud project, not the owner's account: ops are told what to do, the owner is told plainly.
      this.deps.log?.('error', `Google Ads API access refused (${access.code}): ${access.forOperator}`, { userId, reason: describeFailure(error) });
      return { step: 'failed', errorType: 'connection_failed', error: access.forOwner };
    }
    this.deps.log?.('error', 'Google Ads connection failed', { userId, reason: describeFailure(error) });
    return { step: 'failed', errorType: 'connection_failed', error: `Unable to connect to your Google Ads account: ${describeFailure(error)}` };
  }
}
