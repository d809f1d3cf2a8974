import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../engine/db/embedded-postgres';
import { databaseUrlOn } from './test-database';

/**
 * Runs once before vitest. With TEST_DATABASE_URL it checks that the server answers; without it,
 * it starts one throwaway embedded PostgreSQL for the whole run with the product's own code
 * (engine/db/embedded-postgres.ts) and hands its URL to the test files, each of which creates a
 * database of its own on it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    const client = new pg.Client({ connectionString: configured, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      const { rows } = await client.query<{ version: string }>('select version()');
      console.log(`[tests] database: ${rows[0].version.split(',')[0]} at ${new URL(configured).host}, a throwaway database per test file`);
    } finally {
      await client.end().catch(() => {});
    }
    return async () => {};
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-tests-'));
  const embedded = await startEmbeddedPostgres({ dataDir, durability: 'throwaway' });
  // Test files run in child processes, which inherit this environment.
  process.env.TEST_DATABASE_URL = databaseUrlOn(embedded.url, 'postgres');
  process.env.TEST_DATABASE_KIND = 'embedded';
  console.log(`[tests] database: ${embedded.description}, a throwaway database per test file`);
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
