import { type IncomingMessage, ServerResponse, type Server as HttpServer } from 'node:http';
import type Koa from 'koa';
import { Server, type ServerOptions } from 'socket.io';
import {
  businessRoom,
  type ClientToServerEvents,
  type InterServerEvents,
  roomJoinRequestSchema,
  type ServerToClientEventName,
  type ServerToClientEvents,
  type ServerToClientPayload,
  type SocketData,
} from '../schema/socket';
import type { AppContext, AppState } from './context';
import type { Logger } from './logger';

export type AppSocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface SocketDeps {
  app: Koa<AppState, AppContext>;
  /** koa-session's middleware: the handshake reads the same signed cookie as HTTP requests. */
  session: Koa.Middleware<AppState, AppContext>;
  /** The business a user owns, or null before onboarding. */
  businessOfUser(userId: string): Promise<string | null>;
  log: Logger;
  /** The PostgreSQL adapter when several processes share one PostgreSQL; in-process otherwise. */
  adapter?: ServerOptions['adapter'];
}

/** Reads the session of a handshake by running the session middleware on a throwaway Koa context. */
async function readSessionUser(deps: SocketDeps, request: IncomingMessage): Promise<string | null> {
  const ctx = deps.app.createContext(request, new ServerResponse(request)) as AppContext;
  let userId: string | null = null;
  await deps.session(ctx, async () => {
    userId = ctx.session?.userId ?? null;
  });
  return userId;
}

/**
 * Socket.IO on the HTTP server: a connection is accepted only with a signed-in session cookie, and
 * a socket joins only the room of the business its user owns, acknowledged so that the client
 * knows when pushes start to count.
 */
export function attachSocketServer(httpServer: HttpServer, deps: SocketDeps): AppSocketServer {
  const io: AppSocketServer = new Server(httpServer, {
    serveClient: false,
    path: '/socket.io',
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  io.use(async (socket, next) => {
    try {
      const userId = await readSessionUser(deps, socket.request);
      if (!userId) return next(new Error('unauthorized'));
      socket.data.userId = userId;
      socket.data.businessId = null;
      next();
    } catch (error) {
      deps.log.warn('socket handshake failed', { error });
      next(new Error('unavailable'));
    }
  });

  io.on('connection', (socket) => {
    socket.on('room.join', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = roomJoinRequestSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, message: 'businessId is required' });
      try {
        const owned = await deps.businessOfUser(socket.data.userId);
        if (owned !== parsed.data.businessId) return reply({ ok: false, message: 'Not found' });
        const room = businessRoom(owned);
        await socket.join(room);
        socket.data.businessId = owned;
        reply({ ok: true, room });
      } catch (error) {
        deps.log.warn('room join failed', { error });
        reply({ ok: false, message: 'Could not join right now. Please try again.' });
      }
    });
    socket.on('room.leave', (payload) => {
      const parsed = roomJoinRequestSchema.safeParse(payload);
      if (parsed.success) void socket.leave(businessRoom(parsed.data.businessId));
    });
  });

  return io;
}

/** Sends one typed event to everyone watching a business. Call only after the change committed. */
export function pushToBusiness<K extends ServerToClientEventName>(
  io: AppSocketServer,
  businessId: string,
  event: K,
  payload: ServerToClientPayload<K>,
): void {
  const emit = io.to(businessRoom(businessId)).emit as (event: K, payload: ServerToClientPayload<K>) => boolean;
  emit.call(io.to(businessRoom(businessId)), event, payload);
}
