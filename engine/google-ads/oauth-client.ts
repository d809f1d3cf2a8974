import { createHash, randomBytes } from 'node:crypto';

/** Google's OAuth 2 endpoints; GOOGLE_OAUTH_AUTH_URL / TOKEN_URL / REVOKE_URL point them elsewhere (tests). */
export interface OAuthEndpoints {
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
}

export const GOOGLE_OAUTH_ENDPOINTS: OAuthEndpoints = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
};

export const ADWORDS_SCOPE = 'https://www.googleapis.com/auth/adwords';

/** What AdPilot asks for, and what the owner must grant, in one consent. */
export interface ConsentRequest {
  scopes: readonly string[];
  /** Said to the owner when Google's answer leaves any of `scopes` out. */
  missingScopeMessage: string;
}

export const GOOGLE_ADS_CONSENT: ConsentRequest = {
  scopes: [ADWORDS_SCOPE],
  missingScopeMessage: 'Access to Google Ads was not granted. Please connect again and allow AdPilot to manage your campaigns.',
};

export function oauthEndpointsFrom(env: NodeJS.ProcessEnv): OAuthEndpoints {
  return {
    authUrl: env.GOOGLE_OAUTH_AUTH_URL || GOOGLE_OAUTH_ENDPOINTS.authUrl,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL || GOOGLE_OAUTH_ENDPOINTS.tokenUrl,
    revokeUrl: env.GOOGLE_OAUTH_REVOKE_URL || GOOGLE_OAUTH_ENDPOINTS.revokeUrl,
  };
}

/** What the session keeps while the owner is at Google: checked on the way back. */
export interface PendingAuthorization {
  state: string;
  codeVerifier: string;
  returnTo: 'onboarding' | 'settings';
  redirectUri: string;
}

export interface TokenGrant {
  refreshToken: string;
  scopes: string[];
}

/** Why the exchange failed, in words safe for the owner (Google's error code, never a token). */
export class OAuthError extends Error {
  constructor(
    message: string,
    readonly reason: 'access_denied' | 'scope_missing' | 'no_refresh_token' | 'exchange_failed',
  ) {
    super(message);
    this.name = 'OAuthError';
  }
}

const TIMEOUT_MS = 15_000;

/**
 * The authorization-code flow with PKCE (S256) and a state, offline access and prompt=consent (so
 * Google returns a refresh token even to an owner who connected before), for the adwords scope.
 */
export class GoogleOAuthClient {
  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly endpoints: OAuthEndpoints = GOOGLE_OAUTH_ENDPOINTS,
  ) {}

  /** `consent` defaults to Google Ads; Tag Manager asks for its own scopes later (incremental authorization). */
  start(redirectUri: string, returnTo: PendingAuthorization['returnTo'], consent: ConsentRequest = GOOGLE_ADS_CONSENT): { url: string; pending: PendingAuthorization } {
    const state = randomBytes(24).toString('base64url');
    const codeVerifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
    const url = new URL(this.endpoints.authUrl);
    url.search = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: consent.scopes.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    return { url: url.toString(), pending: { state, codeVerifier, returnTo, redirectUri } };
  }

  async exchange(code: string, pending: PendingAuthorization, consent: ConsentRequest = GOOGLE_ADS_CONSENT): Promise<TokenGrant> {
    let response: Response;
    try {
      response = await fetch(this.endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: pending.redirectUri,
          client_id: this.clientId,
          client_secret: this.clientSecret,
          code_verifier: pending.codeVerifier,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new OAuthError('Google could not be reached to finish the sign-in. Please try again.', 'exchange_failed');
    }
    const body = (await response.json().catch(() => ({}))) as { refresh_token?: string; scope?: string; error?: string };
    if (!response.ok) {
      const code = typeof body.error === 'string' ? body.error.replace(/[^a-z_]/gi, '') : String(response.status);
      throw new OAuthError(`Google refused the authorization (${code}). Please try again.`, 'exchange_failed');
    }
    const scopes = (body.scope ?? '').split(/\s+/).filter(Boolean);
    if (!consent.scopes.every((scope) => scopes.includes(scope))) {
      throw new OAuthError(consent.missingScopeMessage, 'scope_missing');
    }
    if (!body.refresh_token) {
      throw new OAuthError('Google did not grant offline access. Please connect again.', 'no_refresh_token');
    }
    return { refreshToken: body.refresh_token, scopes };
  }

  /**
   * A short-lived access token for a REST API called without a client library (Tag Manager). Throws
   * an OAuthError whose reason is 'exchange_failed'; `revoked` is true when Google refused the grant.
   */
  async accessToken(refreshToken: string): Promise<{ accessToken: string; expiresInSeconds: number }> {
    let response: Response;
    try {
      response = await fetch(this.endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: this.clientId, client_secret: this.clientSecret }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new OAuthError('Google could not be reached. Please try again.', 'exchange_failed');
    }
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!response.ok || !body.access_token) {
      const invalid = body.error === 'invalid_grant';
      throw new OAuthError(
        invalid ? 'Google no longer accepts the access you gave AdPilot. Please connect again.' : 'Google refused to renew the access. Please try again.',
        invalid ? 'access_denied' : 'exchange_failed',
      );
    }
    return { accessToken: body.access_token, expiresInSeconds: typeof body.expires_in === 'number' ? body.expires_in : 3600 };
  }

  /** Revokes the grant at Google; false when Google could not be told (the local copy is deleted anyway). */
  async revoke(refreshToken: string): Promise<boolean> {
    try {
      const response = await fetch(this.endpoints.revokeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: refreshToken }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // 400 invalid_token: already revoked or expired, which is the outcome wanted.
      return response.ok || response.status === 400;
    } catch {
      return false;
    }
  }
}
