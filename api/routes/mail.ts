import type { Engine } from '../../engine/engine';
import { getMailPreferences, saveMailPreferences, unsubscribe } from '../../engine/mail/mail-preferences';
import { readUnsubscribeToken, unsubscribeSecret } from '../../engine/mail/unsubscribe-token';
import type { MailDetailResponse, MailSummary } from '../../schema/api/mail';
import { errors } from '../../schema/errors';
import type { AppContext } from '../context';
import { requireAdmin } from '../middleware/require-admin';
import { type AppRouter, route } from '../route';

export interface MailRouteDeps {
  engine: Engine;
  adminEmails: readonly string[];
}

interface MailRow {
  id: string;
  key: string;
  kind: string;
  to_address: string;
  subject: string;
  status: MailSummary['status'];
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const SUMMARY_COLUMNS = 'id, key, kind, to_address, subject, status, attempts, last_error, created_at, sent_at';
/** The viewer shows the latest mails; older ones stay in the table. */
const VIEWER_LIMIT = 200;

function presentMail(row: MailRow): MailSummary {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

/**
 * E-mail: the owner's Settings → E-mail preferences; the mail viewer (administrators: every mail
 * as it was or would have been sent); the unsubscribe link, which works without signing in.
 */
export function registerMailRoutes(router: AppRouter, deps: MailRouteDeps): void {
  const sql = deps.engine.context.db;
  const admin = requireAdmin(deps.adminEmails);
  route(router, 'getMailPreferences', async (_ctx, { userId }) => getMailPreferences(sql, userId));
  route(router, 'saveMailPreferences', async (_ctx, { userId, body }) => saveMailPreferences(sql, userId, body));
  route(router, 'listOpsMails', admin, async () => ({
    mode: deps.engine.context.mail.mode,
    mails: (await sql.query<MailRow>(`select ${SUMMARY_COLUMNS} from mails order by created_at desc, id limit ${VIEWER_LIMIT}`)).map(presentMail),
  }));
  route(router, 'getOpsMail', admin, async (_ctx, { params }) => {
    const [row] = await sql.query<MailRow & { html: string; text: string }>(`select ${SUMMARY_COLUMNS}, html, text from mails where id = $1`, [params.id]);
    if (!row) throw errors.notFound('No such mail');
    return { ...presentMail(row), html: row.html, text: row.text } satisfies MailDetailResponse;
  });

  // Links in mails, opened in a mail client: small HTML pages, outside the JSON contract table.
  // GET only asks (mail scanners open links); the button POSTs, as does a client's one-click unsubscribe.
  router.get('/api/mail/unsubscribe', async (ctx) => {
    const found = await readToken(ctx);
    if (!found) return answerPage(ctx, 400, 'This link is not valid', 'The unsubscribe link is incomplete or was changed. Open it again from the e-mail, or change your e-mails in Settings.');
    const what = found.topic === 'weekly' ? 'the weekly report' : 'alerts about your ads and rounds';
    const token = encodeURIComponent(String(ctx.query.token));
    return answerPage(
      ctx,
      200,
      `Unsubscribe from ${what}?`,
      `AdPilot will stop e-mailing you ${what}. Mails about money and your account's security are still sent.`,
      `<form method="post" action="/api/mail/unsubscribe?token=${token}"><button type="submit" data-testid="button-unsubscribe">Unsubscribe</button></form>`,
    );
  });
  router.post('/api/mail/unsubscribe', async (ctx) => {
    const found = await readToken(ctx);
    if (!found) return answerPage(ctx, 400, 'This link is not valid', 'The unsubscribe link is incomplete or was changed. Open it again from the e-mail, or change your e-mails in Settings.');
    await unsubscribe(sql, found.userId, found.topic);
    const what = found.topic === 'weekly' ? 'the weekly report' : 'alerts about your ads and rounds';
    return answerPage(ctx, 200, 'You are unsubscribed', `AdPilot will no longer e-mail you ${what}. You can turn it back on in Settings → E-mail.`, '<p><a href="/settings">Open Settings</a></p>');
  });

  async function readToken(ctx: AppContext) {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    return token ? readUnsubscribeToken(await unsubscribeSecret(sql), token) : null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function answerPage(ctx: AppContext, status: number, title: string, message: string, extra = ''): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · AdPilot</title>
<style>body{font-family:-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f9f9fb;color:#1c2024;margin:0;padding:48px 16px}main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #e0e1e6;border-radius:12px;padding:28px}
.brand{color:#3e63dd;font-weight:700;font-size:18px}h1{font-size:22px}p{color:#60646c;line-height:1.5}button{background:#3e63dd;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;font-weight:600;cursor:pointer}a{color:#3e63dd}
@media (prefers-color-scheme: dark){body{background:#111113;color:#edeef0}main{background:#18191b;border-color:#2e3135}p{color:#b0b4ba}}</style></head>
<body><main><div class="brand">AdPilot</div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${extra}</main></body></html>`;
}
