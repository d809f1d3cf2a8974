import { startEmbeddedPostgres } from '../engine/db/embedded-postgres';
import { importPgliteData } from '../engine/db/import-pglite-data';
import type { Logger } from './logger';

export interface DatabaseHandle {
  url: string;
  /** True when this process runs the database server itself (the embedded default). */
  embedded: boolean;
  /** For the start-up banner, without credentials. */
  description: string;
  stop(): Promise<void>;
}

/**
 * The configured PostgreSQL, or the embedded PostgreSQL server in the data folder when none is
 * configured. Either way the product talks to a real PostgreSQL through the same code.
 */
export async function startDatabase(options: { databaseUrl?: string; dataDir: string; log?: Logger }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    return {
      url: options.databaseUrl,
      embedded: false,
      description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      stop: async () => {},
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, log: (message) => options.log?.info(message) });
  return {
    url: embedded.url,
    embedded: true,
    description: embedded.description,
    stop: () => embedded.stop(),
  };
}

/**
 * On the first start after an upgrade from a PGlite-era version, the data of `<DATA_DIR>/pgdata`
 * moves into the embedded PostgreSQL (after the migrations, before anything reads it).
 */
export async function importDataOfEarlierVersions(dataDir: string, url: string, log: Logger): Promise<void> {
  const imported = await importPgliteData(dataDir, url);
  if (imported) {
    log.info(
      `copied the data of an earlier version (${imported.rows} rows in ${imported.tables} tables) into the embedded PostgreSQL; the old files are kept in ${imported.keptIn}`,
    );
  }
}
