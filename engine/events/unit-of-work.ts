import type { Database, Tx } from '../persistence/sql';
import type { DomainEvent, DomainEventBus } from './domain-events';

/** What a unit of work gets: the transaction, and a way to queue events for after the commit. */
export interface UnitContext {
  tx: Tx;
  emit(event: DomainEvent): void;
  /** Work to run after commit (e.g. enqueue a job): never inside the transaction (STACK-NOTES). */
  afterCommit(task: () => Promise<void>): void;
}

/**
 * Runs `work` in one transaction; after it commits, publishes the queued domain events and runs the
 * after-commit tasks. A rollback drops both, so nothing is announced or enqueued that did not happen.
 */
export async function runUnit<T>(db: Database, bus: DomainEventBus, work: (unit: UnitContext) => Promise<T>): Promise<T> {
  const events: DomainEvent[] = [];
  const tasks: (() => Promise<void>)[] = [];
  const value = await db.transaction((tx) => work({ tx, emit: (event) => events.push(event), afterCommit: (task) => tasks.push(task) }));
  bus.publish(events);
  for (const task of tasks) await task();
  return value;
}
