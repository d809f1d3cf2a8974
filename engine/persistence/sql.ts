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
/**
 * One transaction that many units of work share (`Database.inOneTransaction`): a demo business's
 * simulated day. Inside it every `query` of this Database runs on its connection and every
 * `transaction` is a savepoint on it, one at a time; a savepoint rolled back tells its listeners.
 */
interface SharedTransaction {
  /** Only this Database's calls join it (another pool is another database, or a test's observer). */
  owner: Database;
  client: pg.PoolClient;
  tx: Tx;
  /** Savepoints run one after the other: a connection cannot interleave two. */
  queue: Promise<unknown>;
  savepoints: number;
}

interface Savepoint {
  onRollback: (() => void)[];
}

const sharedTransactions = new AsyncLocalStorage<SharedTransaction>();
const openSavepoints = new AsyncLocalStorage<Savepoint>();

/** Inside `Database.inOneTransaction`: `listener` runs if the current unit's savepoint is rolled back (elsewhere: never). */
export function onSavepointRollback(listener: () => void): void {
  openSavepoints.getStore()?.onRollback.push(listener);
}

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
    const shared = this.shared();
    if (shared) return shared.tx.query<Row>(text, params);
    const result = await this.pool.query(text, params as unknown[]);
    return result.rows as Row[];
  }

  /**
   * Runs `work` in one transaction that every query and transaction of this Database inside it
   * joins (a transaction becomes a savepoint), committed once at the end or rolled back whole. For a
   * demo business's simulated day: its hours' jobs run unchanged, in their own units, but a crash
   * loses the whole day rather than some of its hours, and the day costs one commit. Work that must
   * wait for the commit (pushes) is the caller's: see `DomainEventBus.holdWhile`.
   */
  async inOneTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.shared()) return work();
    const client = await this.pool.connect();
    const shared: SharedTransaction = {
      owner: this,
      client,
      tx: {
        inTransaction: true,
        async query<Row extends object>(text: string, params: readonly unknown[] = []) {
          const result = await client.query(text, params as unknown[]);
          return result.rows as Row[];
        },
      },
      queue: Promise.resolve(),
      savepoints: 0,
    };
    let value: T;
    try {
      await client.query(commitWithoutWait.getStore() ? 'begin; set local synchronous_commit = off' : 'begin');
      value = await sharedTransactions.run(shared, () => openSavepoints.exit(work));
      await shared.queue;
      await client.query('commit');
    } catch (error) {
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

  private shared(): SharedTransaction | undefined {
    const shared = sharedTransactions.getStore();
    return shared?.owner === this ? shared : undefined;
  }

  private savepoint<T>(shared: SharedTransaction, work: (tx: Tx) => Promise<T>): Promise<T> {
    // A unit inside another (against the rule above, but possible) nests at once; others queue.
    if (openSavepoints.getStore()) return this.runSavepoint(shared, work);
    const run = shared.queue.then(() => this.runSavepoint(shared, work));
    shared.queue = run.catch(() => undefined);
    return run;
  }

  private async runSavepoint<T>(shared: SharedTransaction, work: (tx: Tx) => Promise<T>): Promise<T> {
    const name = `unit_${++shared.savepoints}`;
    const parent = openSavepoints.getStore();
    const savepoint: Savepoint = { onRollback: [] };
    await shared.client.query(`savepoint ${name}`);
    try {
      const value = await openSavepoints.run(savepoint, () => work(shared.tx));
      await shared.client.query(`release savepoint ${name}`);
      parent?.onRollback.push(...savepoint.onRollback);
      return value;
    } catch (error) {
      await shared.client.query(`rollback to savepoint ${name}`).catch(() => undefined);
      for (const listener of savepoint.onRollback) listener();
      throw error;
    }
  }

  /**
   * Runs `work` in one transaction. Never query this Database (or another pool) from inside `work`:
   * the extra connection could wait on locks the transaction holds, and it holds a second
   * connection of the pool while the first is busy.
   */
  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const shared = this.shared();
    if (shared) return this.savepoint(shared, work);
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
