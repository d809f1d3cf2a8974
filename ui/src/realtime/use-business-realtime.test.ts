import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildCampaign } from '../../../schema/fixtures';
import type { RoomJoinAck } from '../../../schema/socket';
import { QUERY_KEYS } from './query-keys';
import { pollIntervalFor } from './realtime-status';
import type { AppSocket } from './socket-client';
import { attachBusinessRealtime } from './use-business-realtime';

type Listener = (...args: unknown[]) => void;
type JoinCallback = (error: Error | null, ack: RoomJoinAck) => void;

/** Just enough of a socket.io-client socket: listeners, the join emit and its acknowledgement. */
class FakeSocket {
  connected = false;
  listeners = new Map<string, Set<Listener>>();
  joins: { businessId: string; answer: JoinCallback }[] = [];
  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  timeout() {
    return this;
  }
  emit(_event: 'room.join', payload: { businessId: string }, answer: JoinCallback) {
    this.joins.push({ businessId: payload.businessId, answer });
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  connects = 0;
  connect() {
    this.connects += 1;
    this.connected = true;
    this.fire('connect');
  }
  drop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }
}

function setup() {
  const socket = new FakeSocket();
  const client = new QueryClient();
  const statuses: string[] = [];
  const stop = attachBusinessRealtime(socket as unknown as AppSocket, 'biz-1', client, (s) => statuses.push(s));
  return { socket, client, statuses, stop };
}

describe('attachBusinessRealtime', () => {
  it('is live only after the room join is acknowledged', () => {
    const { socket, statuses } = setup();
    socket.connect();
    expect(socket.joins.map((j) => j.businessId)).toEqual(['biz-1']);
    expect(statuses).toEqual([]);
    socket.joins[0].answer(null, { ok: true, room: 'business-biz-1' });
    expect(statuses).toEqual(['live']);
  });

  it('keeps polling when the server refuses the join', () => {
    const { socket, statuses } = setup();
    socket.connect();
    socket.joins[0].answer(null, { ok: false, message: 'Not found' });
    expect(statuses).toEqual(['reconnecting']);
  });

  it('asks again when the acknowledgement times out', () => {
    const { socket } = setup();
    socket.connect();
    socket.joins[0].answer(new Error('operation has timed out'), { ok: false, message: '' });
    expect(socket.joins).toHaveLength(2);
  });

  it('refetches what was fetched before the first join, whose pushes it could not receive', () => {
    const { socket, client } = setup();
    client.setQueryData(QUERY_KEYS.campaigns, []);
    socket.connect();
    expect(client.getQueryState(QUERY_KEYS.campaigns)?.isInvalidated).toBe(false);
    socket.joins[0].answer(null, { ok: true, room: 'r' });
    expect(client.getQueryState(QUERY_KEYS.campaigns)?.isInvalidated).toBe(true);
  });

  it('reports a drop, rejoins on reconnect and then refetches everything', async () => {
    const { socket, client, statuses } = setup();
    socket.connect();
    socket.joins[0].answer(null, { ok: true, room: 'r' });
    client.setQueryData(QUERY_KEYS.campaigns, []);
    client.setQueryData(QUERY_KEYS.tournamentPreview('c1'), { previewData: [] });
    expect(client.getQueryState(QUERY_KEYS.campaigns)?.isInvalidated).toBe(false);
    socket.drop();
    socket.connect();
    socket.joins[1].answer(null, { ok: true, room: 'r' });
    expect(statuses).toEqual(['live', 'reconnecting', 'live']);
    expect(client.getQueryState(QUERY_KEYS.campaigns)?.isInvalidated).toBe(true);
    // The AI preview an owner may be reading is left alone.
    expect(client.getQueryState(QUERY_KEYS.tournamentPreview('c1'))?.isInvalidated).toBe(false);
  });

  it('asks to connect again when the server closed the socket, which Socket.IO does not retry itself', () => {
    const { socket } = setup();
    socket.connect();
    socket.drop('transport close');
    expect(socket.connects).toBe(1);
    socket.drop('io server disconnect');
    expect(socket.connects).toBe(2);
  });

  it('writes pushes into the cache and stops listening when detached', () => {
    const { socket, client, stop } = setup();
    client.setQueryData(QUERY_KEYS.campaigns, [buildCampaign({ id: 'a' })]);
    socket.fire('campaign.updated', buildCampaign({ id: 'a', spent: 500 }));
    expect(client.getQueryData<{ spent: number }[]>(QUERY_KEYS.campaigns)?.[0].spent).toBe(500);
    stop();
    socket.fire('campaign.updated', buildCampaign({ id: 'a', spent: 700 }));
    expect(client.getQueryData<{ spent: number }[]>(QUERY_KEYS.campaigns)?.[0].spent).toBe(500);
  });
});

describe('pollIntervalFor', () => {
  it('polls only while pushes are not arriving', () => {
    expect(pollIntervalFor('live', 5000)).toBe(false);
    expect(pollIntervalFor('reconnecting', 5000)).toBe(5000);
    expect(pollIntervalFor('connecting', 3000)).toBe(3000);
  });
});
