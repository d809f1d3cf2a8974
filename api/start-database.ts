import { startEmbeddedPostgres } from '../engine/db/embedded-postgres';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  /** For the start-up banner, without credentials. */
  description: string;
  stop(): Promise<void>;
}

/** The configured PostgreSQL, or the embedded one in the data folder when none is configured. */
export async function startDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    return {
      url: options.databaseUrl,
      embedded: false,
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      stop: async () => {},
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir });
  return {
    url: embedded.url,
    embedded: true,
    description: `embedded PostgreSQL (PGlite) in ${embedded.dataDir}`,
    stop: () => embedded.stop(),
  };
}
