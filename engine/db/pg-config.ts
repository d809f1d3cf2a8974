import type { ClientConfig } from 'pg';

/** `pg` client options for a database URL; a `host` query parameter names a unix-socket folder. */
export function pgClientConfig(url: string): ClientConfig {
  const parsed = new URL(url);
  return {
    host: parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname),
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username) || 'postgres',
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
  };
}

/**
 * Limits for every pool (MikroORM's, the engine's, Agenda's): with the database unreachable a
 * request fails within seconds (and the API answers 503) instead of waiting on a connection or an
 * answer that never comes. Keep-alive notices a silently dropped connection.
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  query_timeout: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;
