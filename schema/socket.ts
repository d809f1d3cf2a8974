import { z } from 'zod';
import {
  activityLogEntrySchema,
  businessSchema,
  campaignSchema,
  googleAdsConnectionSchema,
  workflowSchema,
} from './entities';
import { idSchema } from './fields';

/**
 * Socket.IO events in both directions. The server is typed
 * `Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>` and the
 * client `Socket<ServerToClientEvents, ClientToServerEvents>` (socket.io-client): note Socket.IO
 * puts the *listen* map first on each side. Every push goes to the business's room
 * (`businessRoom(id)`), and a client joins it with 'room.join' and waits for the acknowledgement
 * before trusting pushes. Pushes are sent after the database transaction commits.
 */

/** The room of one business: `business-<id>`. */
export function businessRoom(businessId: string): `business-${string}` {
  return `business-${businessId}`;
}

const businessRefSchema = z.object({ businessId: idSchema });

/** Payload schema of every server-to-client event. */
export const serverToClientEventSchemas = {
  /** A campaign's figures, status or tournament changed: the full campaign. */
  'campaign.updated': campaignSchema,
  /** Campaigns were created or removed: refetch the list. */
  'campaigns.changed': businessRefSchema,
  /** Ads, ad groups or keywords changed: refetch the hierarchy. */
  'hierarchy.changed': businessRefSchema.extend({ campaignId: idSchema.optional() }),
  /** A round ended or started: refetch that campaign's history. */
  'history.changed': businessRefSchema.extend({ campaignId: idSchema }),
  'activity.created': activityLogEntrySchema,
  'workflow.updated': workflowSchema,
  'business.updated': businessSchema,
  'connection.updated': googleAdsConnectionSchema,
} as const;

export type ServerToClientEventName = keyof typeof serverToClientEventSchemas;
export type ServerToClientPayload<K extends ServerToClientEventName> = z.infer<(typeof serverToClientEventSchemas)[K]>;

/** Listen map of the browser, emit map of the server. */
export type ServerToClientEvents = {
  [K in ServerToClientEventName]: (payload: ServerToClientPayload<K>) => void;
};

export const SERVER_TO_CLIENT_EVENTS = Object.keys(serverToClientEventSchemas) as ServerToClientEventName[];

export const roomJoinRequestSchema = z.object({ businessId: idSchema });
export type RoomJoinRequest = z.infer<typeof roomJoinRequestSchema>;

export const roomJoinAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), room: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type RoomJoinAck = z.infer<typeof roomJoinAckSchema>;

/** Payload schema of every client-to-server event (the ack callback is not part of it). */
export const clientToServerEventSchemas = {
  'room.join': roomJoinRequestSchema,
  'room.leave': roomJoinRequestSchema,
} as const;

/** Emit map of the browser, listen map of the server. */
export interface ClientToServerEvents {
  /** Join the business's room; the server checks the session owns it and acknowledges. */
  'room.join': (payload: RoomJoinRequest, ack: (result: RoomJoinAck) => void) => void;
  'room.leave': (payload: RoomJoinRequest) => void;
}

/** Events between web processes (the PostgreSQL adapter carries room broadcasts itself). */
export type InterServerEvents = Record<string, never>;

/** What the server keeps on each socket after the handshake read the session. */
export interface SocketData {
  userId: string;
  businessId: string | null;
}
