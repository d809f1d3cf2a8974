import * as client from 'openid-client';
import type { AppConfig } from './config';

/** The OpenID Connect provider's configuration, discovered once and reused. */
export function createOidcClient(config: NonNullable<AppConfig['oidc']>) {
  let discovered: Promise<client.Configuration> | undefined;
  const discover = () => {
    discovered ??= client
      .discovery(new URL(config.issuerUrl), config.clientId, config.clientSecret, undefined, {
        // A plain-http issuer is only accepted on loopback (local development and the tests' fake provider).
        execute: /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(config.issuerUrl) ? [client.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  return {
    /** The provider URL to send the browser to, and what the session must remember to finish. */
    async start(redirectUri: string) {
      const configuration = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: config.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.toString(), codeVerifier, state, nonce };
    },
    /** Exchanges the callback's code (checking state, nonce and PKCE) for the user's claims. */
    async finish(currentUrl: URL, checks: { codeVerifier: string; state: string; nonce: string }) {
      const configuration = await discover();
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('The sign-in provider returned no subject');
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      if (!email) throw new Error('The sign-in provider did not share an e-mail address');
      const firstName =
        typeof claims.given_name === 'string'
          ? claims.given_name
          : typeof claims.name === 'string'
            ? claims.name.split(' ')[0]
            : null;
      return {
        subject: `${config.issuerUrl}|${claims.sub}`,
        email,
        firstName,
        profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
