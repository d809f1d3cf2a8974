import type { EngineContext } from '../engine-context';
import type { RenderedMail } from './render-mail';

export interface MailToQueue {
  /** The event's key (`welcome:<userId>`, `weekly:<businessId>:<isoWeek>`, `alert:<kind>:<eventId>`): once per key, ever. */
  key: string;
  kind: string;
  userId: string;
  businessId: string | null;
  to: string;
  mail: RenderedMail;
}

/**
 * Records the mail under its event key and, with SMTP, enqueues its sending. A key already recorded
 * changes nothing (the unique index decides, so two processes finding the same event send one mail).
 * Without SMTP the mail is `kept`: the mail viewer shows exactly what would have been sent.
 * `created_at` is the engine's time (a demo business's simulated time), like its activity log.
 * Call outside any transaction: it enqueues a job.
 */
export async function queueMail(ctx: EngineContext, input: MailToQueue): Promise<string | null> {
  const smtp = ctx.mail.mode === 'smtp';
  const [row] = await ctx.db.query<{ id: string }>(
    `insert into mails (id, key, kind, user_id, business_id, to_address, subject, html, text, status, attempts, created_at)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10)
     on conflict (key) do nothing returning id`,
    [input.key, input.kind, input.userId, input.businessId, input.to, input.mail.subject, input.mail.html, input.mail.text, smtp ? 'queued' : 'kept', new Date(ctx.clock())],
  );
  if (!row) return null;
  if (smtp) await ctx.enqueue({ name: 'send-mail', data: { mailId: row.id } });
  return row.id;
}

/** Whether the key is recorded already: lets a caller skip rendering a mail that will not be sent. */
export async function mailKeyTaken(ctx: EngineContext, key: string): Promise<boolean> {
  const rows = await ctx.db.query('select 1 from mails where key = $1', [key]);
  return rows.length > 0;
}

/** Absolute link into the product. */
export function productUrl(ctx: EngineContext, path: string): string {
  return `${ctx.mail.baseUrl()}${path}`;
}
