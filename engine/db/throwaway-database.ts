import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayDatabaseUrl {
  url: string;
  /** Drops the database, closing any connection left on it. */
  drop(): Promise<void>;
}

/** A new, empty database of its own on the server of `serverUrl` (a replay, a bench, a test worker). */
export async function createThrowawayDatabaseUrl(serverUrl: string, prefix: string): Promise<ThrowawayDatabaseUrl> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
