import { encode } from '@msgpack/msgpack';
import { businessRoom } from '../../schema/socket';
import type { Sql } from '../persistence/sql';
import type { DomainEvent } from './domain-events';

/**
 * Message types of socket.io-adapter's cluster protocol (the one `@socket.io/postgres-adapter`
 * speaks): only a room broadcast is sent from here and from api/socket.ts.
 */
export const BROADCAST = 3;
export const EVENT_PACKET = 2;
/** The adapter counts every other uid as a server of the cluster; this one it knows is an emitter. */
const EMITTER_UID = 'emitter';
/** PostgreSQL refuses NOTIFY payloads from 8,000 bytes on; bigger ones go through the attachments table. */
const PAYLOAD_THRESHOLD = 8_000;

export interface SocketEmitterOptions {
  /** Same as the adapter's `channelPrefix` / `tableName` (their defaults unless changed on both sides). */
  channelPrefix?: string;
  tableName?: string;
  namespace?: string;
}

/**
 * Sends a domain event to the business's room on every web process, from a process that has no
 * Socket.IO server (a worker): a NOTIFY in the PostgreSQL adapter's own message format, which each
 * web process's adapter receives and broadcasts to its local sockets.
 *
 * Written here rather than with `@socket.io/postgres-emitter` 0.1.1, which omits the namespace the
 * adapter 0.5 routes by (its messages are dropped) and splices the payload into the SQL text.
 * Call it only after the change committed.
 */
export function createSocketEmitter(sql: Sql, options: SocketEmitterOptions = {}): (event: DomainEvent) => Promise<void> {
  const namespace = options.namespace ?? '/';
  const channel = `${options.channelPrefix ?? 'socket.io'}#${namespace}`;
  const tableName = options.tableName ?? 'socket_io_attachments';
  return async (event) => {
    const message = {
      uid: EMITTER_UID,
      nsp: namespace,
      type: BROADCAST,
      data: {
        packet: { type: EVENT_PACKET, data: [event.name, event.payload], nsp: namespace },
        opts: { rooms: [businessRoom(event.businessId)], except: [], flags: {} },
      },
    };
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) < PAYLOAD_THRESHOLD) {
      await sql.query('select pg_notify($1, $2)', [channel, payload]);
      return;
    }
    const rows = await sql.query<{ id: string }>(`insert into "${tableName}" (payload) values ($1) returning id`, [Buffer.from(encode(message))]);
    const header = JSON.stringify({ uid: EMITTER_UID, nsp: namespace, type: BROADCAST, attachmentId: rows[0].id });
    await sql.query('select pg_notify($1, $2)', [channel, header]);
  };
}

/**
 * Feeds every event of the bus to `send`, one at a time in publish order (a later
 * `campaign.updated` must not overtake an earlier one). A failure (database gone) is reported and
 * skipped: the browsers refetch when their socket reconnects, and polling covers the gap.
 */
export function relayEvents(
  subscribe: (listener: (event: DomainEvent) => void) => () => void,
  send: (event: DomainEvent) => Promise<void>,
  onError: (error: unknown, event: DomainEvent) => void,
): { stop(): Promise<void> } {
  let chain = Promise.resolve();
  const unsubscribe = subscribe((event) => {
    chain = chain.then(() => send(event).catch((error: unknown) => onError(error, event)));
  });
  return {
    async stop() {
      unsubscribe();
      await chain;
    },
  };
}
