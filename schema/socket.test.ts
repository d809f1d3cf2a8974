import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivityLogEntry, buildCampaign, buildWorkflow } from './fixtures';
import {
  businessRoom,
  type ClientToServerEvents,
  type InterServerEvents,
  roomJoinAckSchema,
  roomJoinRequestSchema,
  SERVER_TO_CLIENT_EVENTS,
  type ServerToClientEvents,
  type SocketData,
  serverToClientEventSchemas,
} from './socket';
import { validationErrorBody } from './validation-error';

// A real Socket.IO server and client typed with the shared maps: if the contract and the library
// disagree this file does not compile; if the wire disagrees these tests fail.
let server: Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
let client: Socket<ServerToClientEvents, ClientToServerEvents>;

beforeAll(async () => {
  const http = createServer();
  server = new Server(http);
  server.on('connection', (socket) => {
    socket.data = { userId: 'u1', businessId: 'biz-1' };
    socket.on('room.join', (payload, ack) => {
      const parsed = roomJoinRequestSchema.safeParse(payload);
      if (!parsed.success) return ack({ ok: false, message: validationErrorBody(parsed.error).message });
      if (parsed.data.businessId !== socket.data.businessId) return ack({ ok: false, message: 'Not your business' });
      const room = businessRoom(parsed.data.businessId);
      socket.join(room);
      ack({ ok: true, room });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  await new Promise<void>((resolve) => client.on('connect', () => resolve()));
});

afterAll(async () => {
  client.disconnect();
  await server.close();
});

describe('socket contract', () => {
  it('names the room of a business', () => {
    expect(businessRoom('42')).toBe('business-42');
  });

  it('acknowledges a room join, refusing another business and a malformed payload', async () => {
    const join = (payload: { businessId: string }) => client.emitWithAck('room.join', payload);
    expect(roomJoinAckSchema.parse(await join({ businessId: 'biz-1' }))).toEqual({ ok: true, room: 'business-biz-1' });
    expect(await join({ businessId: 'biz-2' })).toEqual({ ok: false, message: 'Not your business' });
    expect(await join({ businessId: '' })).toMatchObject({ ok: false, message: expect.stringContaining('businessId') });
  });

  it('delivers typed pushes to the room, and they pass their schemas on arrival', async () => {
    await client.emitWithAck('room.join', { businessId: 'biz-1' });
    const received = new Promise<unknown[]>((resolve) => {
      const got: unknown[] = [];
      const keep = (payload: unknown) => {
        got.push(payload);
        if (got.length === 3) resolve(got);
      };
      client.on('campaign.updated', keep);
      client.on('activity.created', keep);
      client.on('workflow.updated', keep);
    });
    const room = server.to(businessRoom('biz-1'));
    room.emit('campaign.updated', buildCampaign({ spent: 130 }));
    room.emit('activity.created', buildActivityLogEntry());
    room.emit('workflow.updated', buildWorkflow({ status: 'completed', progress: 1 }));
    const [campaign, activity, workflow] = await received;
    expect(serverToClientEventSchemas['campaign.updated'].parse(campaign).spent).toBe(130);
    expect(serverToClientEventSchemas['activity.created'].parse(activity).id).toBe('log-1');
    expect(serverToClientEventSchemas['workflow.updated'].parse(workflow).status).toBe('completed');
  });

  it('rejects malformed payloads of every server event, naming the field', () => {
    expect(SERVER_TO_CLIENT_EVENTS).toEqual(Object.keys(serverToClientEventSchemas));
    for (const name of SERVER_TO_CLIENT_EVENTS) {
      const result = serverToClientEventSchemas[name].safeParse({ businessId: 7, id: 7 });
      expect(result.success, name).toBe(false);
      expect(validationErrorBody(result.error!).message, name).toMatch(/businessId|id|status/);
    }
  });
});
