import pg from 'pg';

/**
 * Runs once before vitest: says which database path the integration tests take, and fails fast
 * when TEST_DATABASE_URL names a server that does not answer.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('[tests] database: embedded PostgreSQL (PGlite), one in-memory instance per test file');
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version()');
    console.log(`[tests] database: ${rows[0].version.split(',')[0]} at ${new URL(url).host}, a throwaway database per test file`);
  } finally {
    await client.end().catch(() => {});
  }
}
