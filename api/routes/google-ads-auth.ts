import type { GoogleAdsConnections, ConnectionOutcome } from '../../engine/google-ads/google-ads-connections';
import type { PendingAuthorization } from '../../engine/google-ads/oauth-client';
import { googleAdsAuthStartQuerySchema } from '../../schema/api/google-ads';
import type { AppContext } from '../context';
import { requireUser } from '../middleware/require-user';
import { rateLimit } from '../middleware/rate-limit';
import type { AppRouter } from '../route';

export interface GoogleAdsAuthDeps {
  /** Absent when GOOGLE_ADS_* are not configured: the start sends the owner back with a failure. */
  connections?: GoogleAdsConnections;
  publicUrl?: string;
}

const CALLBACK_PATH = '/api/google-ads/auth/callback';
export const CHOOSE_PATH = '/api/google-ads/choose';

function origin(ctx: AppContext, publicUrl?: string): string {
  return publicUrl ?? ctx.origin;
}

/** /onboarding or /settings with the return parameters SPEC.md section 2 names. */
export function returnUrl(returnTo: PendingAuthorization['returnTo'], outcome: ConnectionOutcome): string {
  const page = returnTo === 'settings' ? '/settings' : '/onboarding';
  if (outcome.step === 'choose') return `${CHOOSE_PATH}?returnTo=${returnTo}`;
  const query = new URLSearchParams({ googleAdsStep: outcome.step });
  if (outcome.step === 'completed' && outcome.warnings.length > 0) query.set('warnings', outcome.warnings.join(' '));
  if (outcome.step === 'failed') {
    query.set('error', outcome.error);
    query.set('errorType', outcome.errorType);
  }
  return `${page}?${query.toString()}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

async function readForm(ctx: AppContext): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > 4_096) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Browser navigations of the Google Ads connection (SPEC.md section 7): the OAuth start, Google's
 * callback, and the small account chooser shown when the owner can reach several client accounts
 * (a plain HTML form, so it works before and without any UI for it; the same choice is available as
 * JSON at GET /api/google-ads/accounts and POST /api/google-ads/accounts/select).
 */
export function registerGoogleAdsAuthRoutes(router: AppRouter, deps: GoogleAdsAuthDeps): void {
  // Each start costs Google a consent page and us a token exchange: plenty for an owner, not for a script.
  const limit = rateLimit({ name: 'google-ads-auth', max: 30, windowMs: 60_000 });

  router.get('/api/google-ads/auth/start', limit, requireUser(), async (ctx) => {
    const parsed = googleAdsAuthStartQuerySchema.safeParse(ctx.query);
    const returnTo = parsed.success ? (parsed.data.returnTo ?? 'settings') : 'settings';
    if (!deps.connections) {
      ctx.redirect(
        returnUrl(returnTo, { step: 'failed', errorType: 'connection_failed', error: 'Google Ads is not configured on this server; AdPilot runs in demo mode.' }),
      );
      return;
    }
    const { url, pending } = deps.connections.start(`${origin(ctx, deps.publicUrl)}${CALLBACK_PATH}`, returnTo);
    if (ctx.session) ctx.session.googleOAuth = { ...pending };
    ctx.redirect(url);
  });

  // No requireUser: an expired session must still land on a page that says what happened.
  router.get(CALLBACK_PATH, async (ctx) => {
    const pending = ctx.session?.googleOAuth as PendingAuthorization | undefined;
    if (ctx.session) ctx.session.googleOAuth = undefined;
    const userId = ctx.session?.userId;
    const returnTo = pending?.returnTo ?? 'settings';
    if (!deps.connections || !userId) {
      ctx.redirect(returnUrl(returnTo, { step: 'failed', errorType: 'connection_failed', error: 'Your session ended during the connection. Please sign in and connect again.' }));
      return;
    }
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const outcome = await deps.connections.finish(userId, { code: text(ctx.query.code), state: text(ctx.query.state), error: text(ctx.query.error) }, pending);
    ctx.redirect(returnUrl(returnTo, outcome));
  });

  router.get(CHOOSE_PATH, requireUser(), async (ctx) => {
    const returnTo = ctx.query.returnTo === 'onboarding' ? 'onboarding' : 'settings';
    const accounts = deps.connections ? await deps.connections.choices(ctx.state.userId ?? '') : [];
    if (accounts.length === 0) {
      ctx.redirect(returnUrl(returnTo, { step: 'failed', errorType: 'connection_failed', error: 'There is no account choice waiting. Please connect again.' }));
      return;
    }
    const options = accounts
      .map(
        (account, index) =>
          `<label><input type="radio" name="customerId" value="${escapeHtml(account.customerId)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(account.name)} <small>(${escapeHtml(account.customerId.replace(/^(\d{3})(\d{3})(\d+)$/, '$1-$2-$3'))}${account.currencyCode ? `, ${escapeHtml(account.currencyCode)}` : ''}${account.loginCustomerId ? ', via a manager account' : ''})</small></label>`,
      )
      .join('\n');
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Choose your Google Ads account - AdPilot</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}label{display:block;padding:.75rem;border:1px solid #ccc;border-radius:8px;margin:.5rem 0}button{padding:.6rem 1.2rem;font-size:1rem}</style></head>
<body><h1>Choose your Google Ads account</h1><p>Your Google account can reach several advertising accounts. Pick the one AdPilot should run campaigns in (you need admin or standard access to it).</p>
<form method="post" action="${CHOOSE_PATH}"><input type="hidden" name="returnTo" value="${returnTo}">
${options}
<button type="submit" data-testid="button-choose-account">Connect this account</button></form></body></html>`;
  });

  router.post(CHOOSE_PATH, requireUser(), async (ctx) => {
    const form = await readForm(ctx);
    const returnTo = form.get('returnTo') === 'onboarding' ? 'onboarding' : 'settings';
    const customerId = (form.get('customerId') ?? '').replace(/\D/g, '');
    const outcome = deps.connections
      ? await deps.connections.choose(ctx.state.userId ?? '', customerId)
      : ({ step: 'failed', errorType: 'connection_failed', error: 'Google Ads is not configured on this server.' } as const);
    ctx.status = 303;
    ctx.redirect(returnUrl(returnTo, outcome));
  });
}
