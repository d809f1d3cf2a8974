import { resolve } from 'node:path';
import { DEFAULT_SIGN_IN_DELAY_POLICY, type SignInDelayPolicy } from '../engine/accounts/sign-in-delay';
import { describeAccessLevel, type GoogleAdsAccessLevel, parseAccessLevel } from '../engine/google-ads/access-level';
import { parseAllowHosts } from '../engine/site/address-policy';

/** Everything the process reads from its environment, read once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  /** A PostgreSQL URL, or undefined for the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  role: 'all' | 'web' | 'worker';
  /** Public origin (scheme://host[:port]) used for redirects and the Origin check; defaults to the request's own. */
  publicUrl?: string;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* and mark cookies secure. */
  trustProxy: boolean;
  sessionSecret?: string;
  adminEmails: string[];
  /** Sign-up and sign-in attempts per client address a minute (SIGN_IN_ATTEMPTS_PER_MINUTE, default 10). */
  signInAttemptsPerMinute: number;
  /** The per-account throttle: SIGN_IN_FREE_FAILURES (default 5) failed checks, then waits doubling from 1 s up to SIGN_IN_MAX_DELAY_SECONDS (default 900). */
  signInDelay: SignInDelayPolicy;
  oidc?: { issuerUrl: string; clientId: string; clientSecret: string; scopes: string };
  openai: { apiKey?: string; baseUrl?: string; model?: string };
  /** SITE_FETCH_ALLOW_HOSTS: `host:port` entries the site fetcher may read on private addresses; empty by default. */
  siteFetchAllowHosts: string[];
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    /** STRIPE_API_HOST/PORT/PROTOCOL: a local fake Stripe API in tests; unset in production. */
    apiHost?: string;
    apiPort?: number;
    apiProtocol?: 'http' | 'https';
  };
  googleAds: {
    clientId?: string;
    clientSecret?: string;
    /** Optional and ignored by Google since 9 September 2026; sent only when set. */
    developerToken?: string;
    loginCustomerId?: string;
    /** GOOGLE_ADS_ACCESS_LEVEL: the Cloud project's access level, the daily quota the product plans with. */
    accessLevel: GoogleAdsAccessLevel;
    /** GOOGLE_OAUTH_AUTH_URL / TOKEN_URL / REVOKE_URL: Google's by default, a local fake in tests. */
    oauthAuthUrl?: string;
    oauthTokenUrl?: string;
    oauthRevokeUrl?: string;
    /** GOOGLE_TAG_MANAGER_API_URL: Google's Tag Manager API v2 by default, a local fake in tests. */
    tagManagerApiUrl?: string;
  };
  /** SMTP_URL and MAIL_FROM: mail through SMTP; without SMTP_URL mail is kept in the database (the mail viewer). */
  mail: { smtpUrl?: string; from?: string };
  /** ENCRYPTION_KEY: seals OAuth refresh tokens at rest; a generated app secret when unset. */
  encryptionKey?: string;
  /** METRICS_TOKEN: a scraper's bearer token for GET /metrics; administrators' sessions need none. */
  metricsToken?: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const role = env.ROLE ?? 'all';
  if (role !== 'all' && role !== 'web' && role !== 'worker') {
    throw new Error(`ROLE must be all, web or worker (got "${role}")`);
  }
  const oidcComplete = env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET;
  const logLevel = (env.LOG_LEVEL ?? 'info') as AppConfig['logLevel'];
  // GOOGLE_ADS_DEVELOPER_TOKEN_LEVEL is the pre-sunset name of the same setting.
  const accessLevelText = env.GOOGLE_ADS_ACCESS_LEVEL || env.GOOGLE_ADS_DEVELOPER_TOKEN_LEVEL || 'explorer';
  const accessLevel = parseAccessLevel(accessLevelText);
  if (!accessLevel) throw new Error(`GOOGLE_ADS_ACCESS_LEVEL must be test, explorer, basic or standard (got "${accessLevelText}")`);
  return {
    port: Number(env.PORT ?? 5000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    role,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    sessionSecret: env.SESSION_SECRET || undefined,
    adminEmails: list(env.ADMIN_EMAILS),
    signInAttemptsPerMinute: positiveInteger(env.SIGN_IN_ATTEMPTS_PER_MINUTE, 'SIGN_IN_ATTEMPTS_PER_MINUTE') ?? 10,
    signInDelay: {
      freeFailures: positiveInteger(env.SIGN_IN_FREE_FAILURES, 'SIGN_IN_FREE_FAILURES') ?? DEFAULT_SIGN_IN_DELAY_POLICY.freeFailures,
      maxDelayMs: (positiveInteger(env.SIGN_IN_MAX_DELAY_SECONDS, 'SIGN_IN_MAX_DELAY_SECONDS') ?? DEFAULT_SIGN_IN_DELAY_POLICY.maxDelayMs / 1_000) * 1_000,
    },
    oidc: oidcComplete
      ? {
          issuerUrl: env.OIDC_ISSUER_URL!,
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET!,
          scopes: env.OIDC_SCOPES ?? 'openid email profile',
        }
      : undefined,
    openai: { apiKey: env.OPENAI_API_KEY || undefined, baseUrl: env.OPENAI_BASE_URL || undefined, model: env.OPENAI_MODEL || undefined },
    siteFetchAllowHosts: parseAllowHosts(env.SITE_FETCH_ALLOW_HOSTS),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || env.VITE_STRIPE_PUBLIC_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      apiHost: env.STRIPE_API_HOST || undefined,
      apiPort: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined,
      apiProtocol: env.STRIPE_API_PROTOCOL === 'http' || env.STRIPE_API_PROTOCOL === 'https' ? env.STRIPE_API_PROTOCOL : undefined,
    },
    googleAds: {
      clientId: env.GOOGLE_ADS_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_ADS_CLIENT_SECRET || undefined,
      developerToken: env.GOOGLE_ADS_DEVELOPER_TOKEN || undefined,
      loginCustomerId: env.GOOGLE_ADS_LOGIN_CUSTOMER_ID?.replace(/\D/g, '') || undefined,
      accessLevel,
      oauthAuthUrl: env.GOOGLE_OAUTH_AUTH_URL || undefined,
      oauthTokenUrl: env.GOOGLE_OAUTH_TOKEN_URL || undefined,
      oauthRevokeUrl: env.GOOGLE_OAUTH_REVOKE_URL || undefined,
      tagManagerApiUrl: env.GOOGLE_TAG_MANAGER_API_URL?.replace(/\/+$/, '') || undefined,
    },
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || undefined },
    encryptionKey: env.ENCRYPTION_KEY || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    logLevel: ['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel) ? logLevel : 'info',
  };
}

/** Live mode needs the OAuth client only: API access belongs to its Cloud project (DESIGN.md). */
export function googleAdsConfigured(config: AppConfig): boolean {
  const { clientId, clientSecret } = config.googleAds;
  return Boolean(clientId && clientSecret);
}

/** The start-up banner's line for the ads platform. */
export function describeAdsPlatformMode(config: AppConfig): string {
  if (!googleAdsConfigured(config)) return 'demo simulator';
  const parts = [`Google Ads API, ${describeAccessLevel(config.googleAds.accessLevel)}; per connected account, demo until connected`];
  if (config.googleAds.developerToken) parts.push('GOOGLE_ADS_DEVELOPER_TOKEN is sent but ignored by Google since 9 September 2026: unset it');
  return parts.join('; ');
}

/** A positive whole number from the environment, or undefined when unset; anything else stops the start. */
function positiveInteger(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number (got "${text}")`);
  return value;
}
