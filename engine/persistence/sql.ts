import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { POOL_TIMEOUTS, pgClientConfig } from '../db/pg-config';

/**
 * Transactions run inside `withoutCommitWait` commit without waiting for their WAL to reach the disk
 * (`synchronous_commit = off`). Only for work whose loss in a crash costs nothing but a redo: a demo
 * business's simulated hours, which are idempotent and resume from the last committed one. PostgreSQL
 * loses at most a suffix of such commits, never a commit in the middle, so the data stays consistent.
 */
const commitWithoutWait = new AsyncLocalStorage<true>();

export function withoutCommitWait<T>(work: () => Promise<T>): Promise<T> {
  return commitWithoutWait.run(true, work);
}

/**
 * The engine's SQL access: plain `pg` with numbered parameters and real arrays, so that a batch
 * is one statement (`unnest($1::uuid[], ...)`, `update ... from (select unnest(...))`). MikroORM owns
 * the schema (entities, migrations); these statements read and write the same tables.
 */
export interface Sql {
  query<Row extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Tx extends Sql {
  readonly inTransaction: true;
}

// bigint (int8) counts and micros fit a double for every realistic account: read them as numbers.
pg.types.setTypeParser(20, (value) => Number(value));

export class Database implements Sql {
  private readonly pool: pg.Pool;

  constructor(url: string, options: { max?: number } = {}) {
    this.pool = new pg.Pool({ ...pgClientConfig(url), ...POOL_TIMEOUTS, max: options.max ?? 10 });
    // A client whose server went away emits 'error'; unhandled, that would crash the process. Idle
    // ones reach the pool's listener; a checked-out one (mid-transaction) only its own. The query in
    // flight rejects anyway, and the caller answers 503.
    this.pool.on('error', () => {});
    this.pool.on('connect', (client) => client.on('error', () => {}));
  }

  async query<Row extends object = Record<string, unknown>>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    const result = await this.pool.query(text, params as unknown[]);
    return result.rows as Row[];
  }

  /**
   * Runs `work` in one transaction. Never query this Database (or another pool) from inside `work`:
   * the extra connection could wait on locks the transaction holds, and it holds a second
   * connection of the pool while the first is busy.
   */
  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx: Tx = {
      inTransaction: true,
      async query<Row extends object>(text: string, params: readonly unknown[] = []) {
        const result = await client.query(text, params as unknown[]);
        return result.rows as Row[];
      },
    };
    let value: T;
    try {
      await client.query(commitWithoutWait.getStore() ? 'begin; set local synchronous_commit = off' : 'begin');
      value = await work(tx);
      await client.query('commit');
    } catch (error) {
      // A connection that cannot even roll back (lost, or stuck behind a timed-out query) is
      // destroyed rather than handed to the next caller.
      const broken = await client.query('rollback').then(
        () => false,
        () => true,
      );
      client.release(broken);
      throw error;
    }
    client.release();
    return value;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
