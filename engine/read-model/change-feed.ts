import type pg from 'pg';

/** The channels the change-notification triggers speak on (see the migration `change_notifications`). */
export const READ_MODEL_CHANNEL = 'adpilot_read_model';
export const SESSIONS_CHANNEL = 'adpilot_sessions';

export interface ChangeFeedHandlers {
  /** A transaction that changed rows of this business committed. */
  businessChanged(businessId: string): void;
  /** A session row was updated or deleted; the payload is the SHA-256 (hex) of its id. */
  sessionChanged(sessionIdHash: string): void;
  /**
   * The feed is unbroken from now on (`live` true), or it broke and changes may be missed until a
   * new connection listens again (`live` false). Caches must not serve entries across a break.
   */
  liveChanged(live: boolean): void;
}

/**
 * LISTENs on the change channels on `client`, which must be the connection that also carries the
 * Socket.IO adapter's channel: PostgreSQL delivers one connection's notifications in commit order,
 * so a change's invalidation is always handled before the push that announces it (a browser
 * refetching on that push can never be served the previous version).
 */
export async function listenForChanges(client: pg.Client, handlers: ChangeFeedHandlers): Promise<void> {
  let live = false;
  const lost = () => {
    if (!live) return;
    live = false;
    handlers.liveChanged(false);
  };
  client.on('notification', (message) => {
    if (!message.payload) return;
    if (message.channel === READ_MODEL_CHANNEL) handlers.businessChanged(message.payload);
    else if (message.channel === SESSIONS_CHANNEL) handlers.sessionChanged(message.payload);
  });
  client.on('error', lost);
  client.once('end', lost);
  await client.query(`listen ${READ_MODEL_CHANNEL}; listen ${SESSIONS_CHANNEL}`);
  live = true;
  handlers.liveChanged(true);
}

/** True for a notification of the change feed (other listeners on the connection skip these). */
export function isChangeFeedChannel(channel: string): boolean {
  return channel === READ_MODEL_CHANNEL || channel === SESSIONS_CHANNEL;
}
