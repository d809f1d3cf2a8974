import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../engine/db/embedded-postgres';
import { migrate, type Orm, openOrm } from '../../engine/db/orm';

export interface TestDatabase {
  url: string;
  kind: 'postgres' | 'embedded';
  orm: Orm;
  /** Closes the ORM and drops the database (or stops the embedded one). */
  drop(): Promise<void>;
}

/**
 * A migrated database of its own for one test file: on the PostgreSQL of TEST_DATABASE_URL a
 * throwaway database created and dropped here, otherwise an in-memory embedded PostgreSQL.
 * `forceEmbedded` keeps a test on the embedded path even in CI, so that both paths stay honest.
 */
export async function createTestDatabase(options: { forceEmbedded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = options.forceEmbedded ? undefined : process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `adpilot_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const orm = await openOrm(url.toString());
    await migrate(orm, url.toString());
    return {
      url: url.toString(),
      kind: 'postgres',
      orm,
      async drop() {
        await orm.close(true);
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists "${name}" with (force)`);
        await cleanup.end();
      },
    };
  }
  const socketDir = mkdtempSync(join(tmpdir(), 'adpilot-test-'));
  const embedded = await startEmbeddedPostgres({ dataDir: 'memory://', socketDir });
  const orm = await openOrm(embedded.url);
  await migrate(orm, embedded.url);
  return {
    url: embedded.url,
    kind: 'embedded',
    orm,
    async drop() {
      await orm.close(true);
      await embedded.stop();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
