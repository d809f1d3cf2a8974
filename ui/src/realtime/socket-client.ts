import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../schema/socket';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The browser's socket to its own origin; the session cookie authenticates the handshake. */
export function connectAppSocket(): AppSocket {
  return io({ path: '/socket.io', withCredentials: true });
}
