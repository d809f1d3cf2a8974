import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { POOL_TIMEOUTS, pgClientConfig } from './pg-config';

export type Orm = MikroORM;

function ormConnectionOptions(url: string): Pick<Options, 'host' | 'port' | 'user' | 'password' | 'dbName'> {
  const { host, port, user, password, database } = pgClientConfig(url);
  return { host, port, user, password, dbName: database };
}

export function ormConfig(url: string, options: { poolMax?: number; debug?: boolean } = {}): Options {
  return {
    driver: PostgreSqlDriver,
    ...ormConnectionOptions(url),
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      path: 'engine/db/migrations',
      pathTs: 'engine/db/migrations',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // Agenda and the Socket.IO adapter own their tables (created by migrations from their own DDL); the diff must not drop them.
    schemaGenerator: { skipTables: ['agenda_jobs', 'agenda_logs', 'socket_io_attachments'] },
    pool: { min: 0, max: options.poolMax ?? 10 },
    // Passed to pg's Pool: a lost database fails a request within seconds (503), never hangs it.
    driverOptions: { ...POOL_TIMEOUTS },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    // Timestamps are stored as timestamptz and read back as Date in UTC.
    forceUtcTimezone: true,
  };
}

export async function openOrm(url: string, options: { poolMax?: number } = {}): Promise<Orm> {
  return MikroORM.init(ormConfig(url, options));
}

/**
 * Brings the schema up to date. Several processes may start at once on one PostgreSQL, so the run
 * holds a session-level advisory lock on a connection of its own: a second process waits, then
 * finds nothing left to apply. (Not a transaction-scoped lock: the migrator runs each migration in
 * a transaction of its own connection, which a lock held in ours would not cover.)
 */
export async function migrate(orm: Orm, url: string): Promise<string[]> {
  const lockClient = new pg.Client(pgClientConfig(url));
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await lockClient.end();
  }
}

const MIGRATION_LOCK_KEY = 7_215_004_231;
