/**
 * The push bench's clients, in a process of their own as browsers are: forked by bench/push/run.ts,
 * it connects `clients` socket.io-client sockets over WebSocket with the owner's session cookie,
 * joins them to the business's room, and for each expected change records the instant every socket
 * receives that change's `campaign.updated` (process.hrtime.bigint(), the first thing its handler does).
 */
import type { Campaign } from '../../schema/entities';
import { type ClientSocket, connectJoinedSocket } from '../../tests/support/cluster';
import type { FromClients, ToClients } from './protocol';

const sockets: ClientSocket[] = [];
let expected: { status: Campaign['status']; at: bigint[]; timer: NodeJS.Timeout } | undefined;

function send(message: FromClients): void {
  process.send?.(message);
}

function finish(): void {
  if (!expected) return;
  const { at, timer } = expected;
  clearTimeout(timer);
  expected = undefined;
  send({ type: 'received', at: at.map(String), missed: sockets.length - at.length });
}

async function connect(message: Extract<ToClients, { type: 'connect' }>): Promise<void> {
  // In batches: 200 handshakes at once would each read the session row at the same moment.
  for (let index = 0; index < message.clients; index += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, message.clients - index) }, () => connectJoinedSocket(message.base, message.cookie, message.businessId)),
    );
    sockets.push(...batch);
  }
  for (const socket of sockets) {
    socket.on('campaign.updated', (campaign) => {
      const at = process.hrtime.bigint();
      if (!expected || campaign.id !== message.campaignId || campaign.status !== expected.status) return;
      expected.at.push(at);
      if (expected.at.length === sockets.length) finish();
    });
  }
  send({ type: 'connected', clients: sockets.length });
}

// The bench went away (it failed or was killed): no socket may keep reconnecting to nothing.
process.on('disconnect', () => {
  for (const socket of sockets) socket.disconnect();
});

process.on('message', (message: ToClients) => {
  if (message.type === 'connect') {
    connect(message).catch((error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
  } else if (message.type === 'expect') {
    expected = { status: message.status, at: [], timer: setTimeout(finish, message.timeoutMs) };
    send({ type: 'armed' });
  } else {
    process.disconnect();
  }
});
