import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { POOL_TIMEOUTS, pgClientConfig } from '../engine/db/pg-config';
import type { Logger } from './logger';

/** The adapter's default `channelPrefix` (its channels are `socket.io#<namespace>`). */
const ADAPTER_CHANNEL_PREFIX = 'socket.io#';

export interface SocketAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * The Socket.IO PostgreSQL adapter for a web process on a shared PostgreSQL: room broadcasts reach
 * the sockets of every web process (and pushes from workers arrive on the same channel).
 *
 * The adapter takes a pool, publishes with `pool.query` and holds one client for LISTEN, which it
 * never releases when the connection drops (the pool would leak that slot at every outage) and
 * on which it sets no 'error' listener (a dropped connection would crash the process). So it gets
 * a pool whose `connect` hands out a dedicated client, guarded, that ends instead of returning to
 * the pool; the adapter reconnects by itself on 'end'.
 */
export interface SocketAdapterOptions {
  /**
   * Called with each new LISTEN connection before the adapter listens on it: other channels that
   * must stay in commit order with the pushes (the read caches' change feed) listen on it too. The
   * adapter sees only its own channel's notifications.
   */
  onListenerConnected?: (client: pg.Client) => Promise<void>;
}

export function createSocketAdapter(databaseUrl: string, log: Logger, options: SocketAdapterOptions = {}): SocketAdapterHandle {
  const config = { ...pgClientConfig(databaseUrl), ...POOL_TIMEOUTS };
  const pool = new pg.Pool({ ...config, max: 4 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const listeners = new Set<pg.Client>();

  const connectListener = async (): Promise<pg.PoolClient> => {
    const client = new pg.Client(config);
    client.on('error', (error) => log.warn('socket adapter lost its LISTEN connection; reconnecting', { error: error.message }));
    await client.connect();
    listeners.add(client);
    client.once('end', () => listeners.delete(client));
    try {
      await options.onListenerConnected?.(client);
    } catch (error) {
      // The adapter retries a failed connect; the half-set-up connection goes.
      await client.end().catch(() => {});
      throw error;
    }
    // The adapter JSON-parses every notification of its connection: it is handed its own only.
    const on = client.on.bind(client);
    const adapterOn = ((event: string, listener: (...args: unknown[]) => void) =>
      event === 'notification'
        ? on('notification', (message: pg.Notification) => {
            if (message.channel.startsWith(ADAPTER_CHANNEL_PREFIX)) listener(message);
          })
        : on(event as 'end', listener)) as pg.Client['on'];
    return Object.assign(client, {
      on: adapterOn,
      release: () => {
        void client.end().catch(() => {});
      },
    }) as unknown as pg.PoolClient;
  };
  // The adapter uses only `connect` (its LISTEN client) and `query` (publishing, attachments).
  const adapterPool = {
    connect: connectListener,
    query: (text: string, values?: unknown[]) => pool.query(text, values),
  } as unknown as pg.Pool;

  const adapter = createAdapter(adapterPool, {
    errorHandler: (error) => log.warn('socket adapter error', { error: error.message }),
  });
  return {
    adapter,
    async close() {
      await Promise.allSettled([...listeners].map((client) => client.end()));
      await pool.end().catch(() => {});
    },
  };
}
