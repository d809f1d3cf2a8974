import { resolve } from 'node:path';

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
  oidc?: { issuerUrl: string; clientId: string; clientSecret: string; scopes: string };
  openai: { apiKey?: string; baseUrl?: string; model?: string };
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
    developerToken?: string;
    loginCustomerId?: string;
    /** Explorer (2,880 operations/day) or Basic (15,000/day): GOOGLE_ADS_DEVELOPER_TOKEN_LEVEL. */
    developerTokenLevel: 'explorer' | 'basic';
    /** GOOGLE_OAUTH_AUTH_URL / TOKEN_URL / REVOKE_URL: Google's by default, a local fake in tests. */
    oauthAuthUrl?: string;
    oauthTokenUrl?: string;
    oauthRevokeUrl?: string;
  };
  /** ENCRYPTION_KEY: seals OAuth refresh tokens at rest; a generated app secret when unset. */
  encryptionKey?: string;
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
    oidc: oidcComplete
      ? {
          issuerUrl: env.OIDC_ISSUER_URL!,
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET!,
          scopes: env.OIDC_SCOPES ?? 'openid email profile',
        }
      : undefined,
    openai: { apiKey: env.OPENAI_API_KEY || undefined, baseUrl: env.OPENAI_BASE_URL || undefined, model: env.OPENAI_MODEL || undefined },
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
      developerTokenLevel: env.GOOGLE_ADS_DEVELOPER_TOKEN_LEVEL?.toLowerCase() === 'basic' ? 'basic' : 'explorer',
      oauthAuthUrl: env.GOOGLE_OAUTH_AUTH_URL || undefined,
      oauthTokenUrl: env.GOOGLE_OAUTH_TOKEN_URL || undefined,
      oauthRevokeUrl: env.GOOGLE_OAUTH_REVOKE_URL || undefined,
    },
    encryptionKey: env.ENCRYPTION_KEY || undefined,
    logLevel: ['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel) ? logLevel : 'info',
  };
}

export function googleAdsConfigured(config: AppConfig): boolean {
  const { clientId, clientSecret, developerToken } = config.googleAds;
  return Boolean(clientId && clientSecret && developerToken);
}
