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
