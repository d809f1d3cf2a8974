import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, type Orm, openOrm } from '../../engine/db/orm';

export interface TestDatabase {
  url: string;
  /** Which server the database is on: TEST_DATABASE_URL's, or the run's embedded PostgreSQL. */
  kind: 'postgres' | 'embedded';
  orm: Orm;
  /** Closes the ORM and drops the database. */
  drop(): Promise<void>;
}

/**
 * A migrated database of its own for one test file, created on the run's server and dropped
 * here. The server is TEST_DATABASE_URL's, or, when that is not set, the embedded PostgreSQL that
 * tests/support/global-setup.ts started for this run with the product's own code: either way the
 * same engine on a real PostgreSQL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests through vitest, whose global setup provides a server.');
  const kind = process.env.TEST_DATABASE_KIND === 'embedded' ? 'embedded' : 'postgres';
  const name = `adpilot_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const database = await openTestDatabase(serverUrl, name, kind);
  await migrate(database.orm, database.url);
  return database;
}

/** Database `name` on the server, opened, and dropped (with any connection left) by `drop`. */
async function openTestDatabase(serverUrl: string, name: string, kind: TestDatabase['kind']): Promise<TestDatabase> {
  const url = databaseUrlOn(serverUrl, name);
  const orm = await openOrm(url);
  return {
    url,
    kind,
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

/** The URL of database `name` on the server of `serverUrl` (a unix socket's `host` parameter is kept). */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A copy of `source` (PostgreSQL's `create database … template`), opened: the same rows, ids and
 * demo accounts, for running two paths of the engine from one starting point. The source must have
 * no open connection (close its ORM and any engine on it first).
 */
export async function copyTestDatabase(source: TestDatabase): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests through vitest, whose global setup provides a server.');
  const name = `adpilot_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${new URL(source.url).pathname.slice(1)}"`);
  await admin.end();
  return openTestDatabase(serverUrl, name, source.kind);
}
