import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { SERVER_TO_CLIENT_EVENTS, type ServerToClientEventName, type ServerToClientPayload } from '../../../schema/socket';
import { applyServerEvent } from './cache-updates';
import { isGeneratedPreview } from './query-keys';
import { realtimeStatusAtom } from './realtime-status';
import { type AppSocket, connectAppSocket } from './socket-client';

/** How long to wait for the room.join acknowledgement before trying again. */
export const JOIN_ACK_TIMEOUT_MS = 5_000;

/**
 * Keeps one socket open for a business while the calling page is mounted: joins the business
 * room on every (re)connect and waits for the acknowledgement before calling the link live;
 * writes every push into the query cache; after every join, the first included, refetches
 * everything, since pushes sent before the room was joined are lost: the dashboard's first
 * fetch races the socket, and a launch that goes on after the redirect pushes its campaigns
 * in that gap (one was missing for good in CI until the page was reloaded).
 */
export function useBusinessRealtime(businessId: string | null | undefined, connect: () => AppSocket = connectAppSocket): void {
  const queryClient = useQueryClient();
  const setStatus = useSetAtom(realtimeStatusAtom);

  useEffect(() => {
    if (!businessId) return;
    const socket = connect();
    const stop = attachBusinessRealtime(socket, businessId, queryClient, setStatus);
    return () => {
      stop();
      socket.disconnect();
      setStatus('connecting');
    };
  }, [businessId, connect, queryClient, setStatus]);
}

/** The socket wiring of useBusinessRealtime, apart from React so that it can be tested on its own. */
export function attachBusinessRealtime(
  socket: AppSocket,
  businessId: string,
  queryClient: QueryClient,
  setStatus: (status: 'live' | 'reconnecting') => void,
): () => void {
  let stopped = false;

  const join = () => {
    socket.timeout(JOIN_ACK_TIMEOUT_MS).emit('room.join', { businessId }, (error, ack) => {
      if (stopped || !socket.connected) return;
      if (error || !ack.ok) {
        setStatus('reconnecting');
        if (error) join();
        return;
      }
      void queryClient.invalidateQueries({ predicate: (query) => !isGeneratedPreview(query.queryKey) });
      setStatus('live');
    });
  };
  const lost = () => {
    if (!stopped) setStatus('reconnecting');
  };
  const dropped = (reason: string) => {
    lost();
    // Socket.IO reconnects by itself after network trouble, but not when the server closed the
    // socket (a restart or deploy): ask again, and the handshake decides whether we may.
    if (reason === 'io server disconnect' && !stopped) socket.connect();
  };

  socket.on('connect', join);
  socket.on('disconnect', dropped);
  socket.on('connect_error', lost);
  const listeners = SERVER_TO_CLIENT_EVENTS.map((event) => {
    const listener = (payload: ServerToClientPayload<ServerToClientEventName>) => applyServerEvent(queryClient, event, payload);
    socket.on(event, listener);
    return [event, listener] as const;
  });
  if (socket.connected) join();

  return () => {
    stopped = true;
    socket.off('connect', join);
    socket.off('disconnect', dropped);
    socket.off('connect_error', lost);
    for (const [event, listener] of listeners) socket.off(event, listener);
  };
}
