import { type Server as HttpServer, type IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { Server, type ServerOptions } from 'socket.io';
import { BROADCAST, EVENT_PACKET } from '../engine/events/socket-emitter';
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
  /** PUBLIC_URL: the one origin a handshake may come from; the request's own host when unset. */
  publicUrl?: string;
}

/** The room of all of one user's sockets, so that logout can close them in every web process. */
export function userRoom(userId: string): `user-${string}` {
  return `user-${userId}`;
}

/**
 * A handshake from a foreign page is refused (issue 23): WebSockets and cross-origin polling always
 * carry Origin, and it must be ours; browsers leave Origin out only on same-origin polling GETs, which
 * then say `Sec-Fetch-Site: same-origin` (or come from no browser at all, with no ambient cookie).
 */
export function isSameOriginHandshake(request: IncomingMessage, publicUrl?: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (publicUrl) return origin === publicUrl;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
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
    // Engine.io's default, said here: a room broadcast is then framed once for all its sockets.
    perMessageDeflate: false,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
    allowRequest: (request, callback) => callback(null, isSameOriginHandshake(request, deps.publicUrl)),
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
    void socket.join(userRoom(socket.data.userId));
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

/** What `pushToBusiness` needs of socket.io-adapter's ClusterAdapter (the PostgreSQL adapter is one). */
interface ClusterPublisher {
  /** Protected in the adapter's types; its own `broadcast` calls it. Resolves once PostgreSQL took the NOTIFY. */
  publishAndReturnOffset(message: { type: typeof BROADCAST; data: { packet: unknown; opts: unknown } }): Promise<unknown>;
}

/** The last publish of each cluster adapter: the next one waits for it, so other processes get pushes in emit order. */
const lastPublish = new WeakMap<object, Promise<unknown>>();

function clusterPublisher(io: AppSocketServer): ClusterPublisher | null {
  const adapter: unknown = io.of('/').adapter;
  return typeof (adapter as Partial<ClusterPublisher>).publishAndReturnOffset === 'function' ? (adapter as ClusterPublisher) : null;
}

/**
 * Sends one typed event to everyone watching a business. Call only after the change committed.
 *
 * This process's sockets get it at once; then, with the PostgreSQL adapter, it is published for the
 * other web processes. The adapter's own room broadcast does it the other way round: it awaits the
 * NOTIFY's round trip to PostgreSQL before writing to its local sockets, and publishes concurrently
 * on a pool, so two pushes could reach the browsers in either order. (Connection state recovery,
 * which needs the publish's offset first, is not used.)
 */
export function pushToBusiness<K extends ServerToClientEventName>(
  io: AppSocketServer,
  businessId: string,
  event: K,
  payload: ServerToClientPayload<K>,
): void {
  const room = businessRoom(businessId);
  const local = io.local.to(room);
  (local.emit as (event: K, payload: ServerToClientPayload<K>) => boolean).call(local, event, payload);
  const cluster = clusterPublisher(io);
  if (!cluster) return;
  const message = {
    type: BROADCAST,
    data: { packet: { type: EVENT_PACKET, data: [event, payload], nsp: '/' }, opts: { rooms: [room], except: [], flags: {} } },
  } as const;
  // The adapter reports its own publish failures (errorHandler); the chain only orders them.
  const published = (lastPublish.get(cluster) ?? Promise.resolve())
    .then(() => cluster.publishAndReturnOffset(message))
    .catch(() => {});
  lastPublish.set(cluster, published);
}
