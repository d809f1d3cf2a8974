import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy to put between the product and PostgreSQL, to cut the database off and restore it.
 * Cut: every open connection is dropped and new ones are reset at once (the way a lost database
 * host or a failed-over address looks to the client). Restore: new connections reach the target
 * again; the dropped ones stay dropped, so the client has to reconnect by itself.
 */
export interface TcpProxy {
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  cut(): void;
  restore(): void;
  readonly isCut: boolean;
  /** Connections accepted so far (reset ones included). */
  readonly accepted: number;
  close(): Promise<void>;
}

/**
 * The server a PostgreSQL URL points at: its host and port, or its unix socket when the URL names a
 * socket folder (`?host=/path`, as the embedded database's does).
 */
export function proxyTargetOf(databaseUrl: string): { host: string; port: number } | { path: string } {
  const url = new URL(databaseUrl);
  const port = Number(url.port || 5432);
  const socketDir = url.searchParams.get('host');
  return socketDir?.startsWith('/') ? { path: `${socketDir}/.s.PGSQL.${port}` } : { host: url.hostname, port };
}

export async function startTcpProxy(target: { host: string; port: number } | { path: string }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isCut = false;
  let accepted = 0;
  const server: Server = createServer((client) => {
    accepted += 1;
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = 'path' in target ? connect(target.path) : connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no TCP address');
  const port = address.port;
  return {
    port,
    urlFor(url: string) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.searchParams.delete('host');
      proxied.port = String(port);
      return proxied.toString();
    },
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      isCut = false;
    },
    get isCut() {
      return isCut;
    },
    get accepted() {
      return accepted;
    },
    async close() {
      for (const socket of open) socket.destroy();
      open.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
