import type { EngineContext } from '../engine-context';

/** After this many failed attempts the mail is `failed` (an operator can retry it from the ops console's jobs). */
export const MAIL_MAX_ATTEMPTS = 6;
/** First retry after 10 s, then doubling (10 s, 20 s, 40 s, 80 s, 160 s): about five minutes of SMTP trouble is ridden out. */
export const MAIL_RETRY_DELAY_MS = 10_000;
/** A `sending` mail whose worker died is claimable again after this long. */
const STALE_CLAIM = '5 minutes';

/**
 * Sends one recorded mail. The claim (queued/retrying → sending, attempts + 1) is one statement, so
 * two workers never both send it; a sent mail is never claimed again. A refusal by the SMTP server
 * is recorded (attempts, last error) and thrown, and Agenda retries the job with back-off.
 */
export async function sendMail(ctx: EngineContext, mailId: string): Promise<{ sent: boolean }> {
  const [mail] = await ctx.db.query<{ to_address: string; subject: string; html: string; text: string; attempts: number }>(
    `update mails set status = 'sending', attempts = attempts + 1, claimed_at = now()
      where id = $1 and (status in ('queued', 'retrying', 'failed') or (status = 'sending' and claimed_at < now() - interval '${STALE_CLAIM}'))
      returning to_address, subject, html, text, attempts`,
    [mailId],
  );
  if (!mail) return { sent: false };
  try {
    await ctx.mail.send({ to: mail.to_address, subject: mail.subject, html: mail.html, text: mail.text });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db.query('update mails set status = $2, last_error = $3 where id = $1', [mailId, mail.attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'retrying', message.slice(0, 1000)]);
    throw error;
  }
  await ctx.db.query("update mails set status = 'sent', sent_at = now(), last_error = null where id = $1", [mailId]);
  return { sent: true };
}
