import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../persistence/sql';

/** What an unsubscribe link turns off: the weekly report, or the alerts that are not about money or security. */
export const UNSUBSCRIBE_TOPICS = ['weekly', 'alerts'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

const SECRET_NAME = 'mail-unsubscribe';

/** The signing key, made once and shared by every process through app_secrets (like the session key). */
export async function unsubscribeSecret(sql: Sql): Promise<string> {
  await sql.query('insert into app_secrets (name, value, created_at) values ($1, $2, now()) on conflict (name) do nothing', [SECRET_NAME, randomBytes(32).toString('base64url')]);
  const [row] = await sql.query<{ value: string }>('select value from app_secrets where name = $1', [SECRET_NAME]);
  return row.value;
}

/** A token that works without signing in: who and what, signed; it cannot be changed to another owner or topic. */
export function signUnsubscribeToken(secret: string, userId: string, topic: UnsubscribeTopic): string {
  const body = Buffer.from(`${userId}.${topic}`).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The owner and topic of a valid token, or null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; topic: UnsubscribeTopic } | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, topic] = Buffer.from(body, 'base64url').toString().split('.');
  if (!userId || !UNSUBSCRIBE_TOPICS.includes(topic as UnsubscribeTopic)) return null;
  return { userId, topic: topic as UnsubscribeTopic };
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');
}
