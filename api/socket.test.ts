import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Namespace, Server, type ServerOptions } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCampaign } from '../schema/fixtures';
import { businessRoom } from '../schema/socket';
import { type AppSocketServer, pushToBusiness } from './socket';

type Adapter = Namespace['adapter'];

/** Socket.IO's in-memory adapter with a cluster publish that waits until the test lets it settle. */
function clusterAdapter(published: unknown[], settle: Promise<void>[]): ServerOptions['adapter'] {
  const InMemoryAdapter = new Server().of('/').adapter.constructor as new (nsp: Namespace) => Adapter;
  class ClusterAdapter extends InMemoryAdapter {
    publishAndReturnOffset(message: unknown): Promise<void> {
      published.push(message);
      return settle[published.length - 1];
    }
  }
  // The adapter's own class also has EventEmitter's statics, which Socket.IO's type asks for but never uses.
  return ClusterAdapter as unknown as ServerOptions['adapter'];
}

describe('pushToBusiness', () => {
  let httpServer: HttpServer | undefined;
  let server: AppSocketServer | undefined;
  let client: Socket | undefined;

  afterEach(async () => {
    client?.disconnect();
    await server?.close();
    httpServer?.closeAllConnections();
  });

  it("reaches this process's sockets before PostgreSQL answers, and publishes for other processes in emit order", async () => {
    const published: unknown[] = [];
    const releases: (() => void)[] = [];
    const settle = [0, 1].map(() => new Promise<void>((resolve) => releases.push(resolve)));
    httpServer = createServer();
    server = new Server(httpServer, { adapter: clusterAdapter(published, settle) }) as AppSocketServer;
    server.on('connection', (socket) => void socket.join(businessRoom('biz')));
    await new Promise<void>((resolve) => httpServer?.listen(0, '127.0.0.1', resolve));
    const { port } = httpServer.address() as AddressInfo;
    client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    await new Promise<void>((resolve) => client?.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));

    const received: string[] = [];
    const both = new Promise<void>((resolve) => {
      client?.onAny((event: string) => {
        received.push(event);
        if (received.length === 2) resolve();
      });
    });
    pushToBusiness(server, 'biz', 'campaign.updated', buildCampaign({ id: 'a', status: 'paused' }));
    pushToBusiness(server, 'biz', 'hierarchy.changed', { businessId: 'biz', campaignId: 'a' });
    await both;
    expect(received).toEqual(['campaign.updated', 'hierarchy.changed']);
    // Neither publish has settled; the second waits for the first.
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      type: 3,
      data: { packet: { data: ['campaign.updated', { id: 'a', status: 'paused' }] }, opts: { rooms: [businessRoom('biz')], except: [] } },
    });
    releases[0]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(published).toHaveLength(2);
    expect(published[1]).toMatchObject({ data: { packet: { data: ['hierarchy.changed', { businessId: 'biz' }] } } });
    releases[1]();
  });
});
