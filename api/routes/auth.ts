import { signUp } from '../../engine/accounts/credentials';
import { assertStrongPassword } from '../../engine/accounts/password-strength';
import { type SignInThrottle, signInThrottled } from '../../engine/accounts/throttled-sign-in';
import { upsertOidcUser } from '../../engine/accounts/sign-in-oidc';
import { User, type UserEntity } from '../../engine/db/entities';
import type { CurrentUser } from '../../schema/auth';
import { errors } from '../../schema/errors';
import type { AppContext } from '../context';
import { rateLimit } from '../middleware/rate-limit';
import type { OidcClient } from '../oidc';
import { safeReturnTo } from '../return-to';
import { type AppRouter, route } from '../route';
import { rememberDevice, trustedDeviceNonce } from '../trusted-device';

export interface AuthRouteDeps {
  oidc?: OidcClient;
  adminEmails: string[];
  publicUrl?: string;
  /** Sign-up and sign-in attempts per client address a minute (a trusted device is not counted). */
  attemptsPerMinute?: number;
  /** The per-account throttle with growing delays, shared across processes through the database. */
  throttle: SignInThrottle;
  /** After a built-in sign-up (the welcome mail); its failure is logged and never fails the sign-up. */
  onSignedUp?: (userId: string) => Promise<unknown>;
  /** Disconnects the user's sockets in every web process (set once Socket.IO is attached). */
  closeSocketsOf?: (userId: string) => Promise<void> | void;
}

/** Renders a user row as the API's current-user object. */
export function presentUser(user: UserEntity, adminEmails: string[]): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    isAdmin: adminEmails.includes(user.email.toLowerCase()),
  };
}

/** A new session id at sign-in, so that a session fixed before sign-in is worth nothing after it. */
async function startSession(ctx: AppContext, userId: string): Promise<void> {
  await ctx.session?.regenerate();
  if (ctx.session) ctx.session.userId = userId;
}

/** The body's e-mail as the contract will normalize it; read before validation by the per-address limit. */
function emailOfBody(ctx: AppContext): string {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function registerAuthRoutes(router: AppRouter, deps: AuthRouteDeps): void {
  // The owner's own browser is never refused for what others did from the same address (issue 23).
  const signInLimit = rateLimit({
    name: 'sign-in',
    max: deps.attemptsPerMinute ?? 10,
    windowMs: 60_000,
    skip: (ctx) => trustedDeviceNonce(ctx, emailOfBody(ctx)) !== null,
  });

  route(router, 'getAuthMode', async () => ({ mode: deps.oidc ? 'oidc' : 'builtin' }));

  route(router, 'getCurrentUser', async (ctx, { userId }) => {
    const user = await ctx.state.em.findOne(User, { id: userId });
    if (!user) {
      ctx.session = null;
      throw errors.unauthorized();
    }
    return presentUser(user, deps.adminEmails);
  });

  route(router, 'signUp', signInLimit, async (ctx, { body }) => {
    if (deps.oidc) throw errors.forbidden('Accounts are managed by the sign-in provider');
    // Judged before the e-mail is looked up, so the answer is the same for every address.
    assertStrongPassword(body.password, [body.email, body.firstName ?? '']);
    const existing = await ctx.state.em.findOne(User, { email: body.email }, { fields: ['id'] });
    if (existing) {
      // No "this e-mail has an account" (issue 23): the taken address answers as sign-in would:
      // its own password signs its owner in, any other gets sign-in's one message. Through the same
      // per-account throttle as sign-in, or this would be a way around it.
      const user = await signInThrottled(ctx.state.em, deps.throttle, body, trustedDeviceNonce(ctx, body.email));
      await startSession(ctx, user.id);
      rememberDevice(ctx, user.email);
      return presentUser(user, deps.adminEmails);
    }
    const user = await signUp(ctx.state.em, body);
    await startSession(ctx, user.id);
    rememberDevice(ctx, user.email);
    await deps.onSignedUp?.(user.id).catch((error: unknown) =>
      ctx.state.log.warn('welcome mail not queued', { userId: user.id, error: error instanceof Error ? error.message : String(error) }),
    );
    ctx.status = 201;
    return presentUser(user, deps.adminEmails);
  });

  route(router, 'signIn', signInLimit, async (ctx, { body }) => {
    if (deps.oidc) throw errors.forbidden('Sign in with the sign-in provider');
    const user = await signInThrottled(ctx.state.em, deps.throttle, body, trustedDeviceNonce(ctx, body.email));
    await startSession(ctx, user.id);
    rememberDevice(ctx, user.email);
    return presentUser(user, deps.adminEmails);
  });

  // Browser navigations (SPEC section 7): not JSON calls, so they sit outside the contract table.
  router.get('/api/login', async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (ctx.session?.userId) return ctx.redirect(returnTo);
    if (!deps.oidc) return ctx.redirect(`/signin?returnTo=${encodeURIComponent(returnTo)}`);
    const started = await deps.oidc.start(callbackUrl(ctx, deps.publicUrl));
    if (ctx.session) ctx.session.oidc = { ...started, returnTo };
    ctx.redirect(started.url);
  });

  router.get('/api/callback', async (ctx) => {
    const pending = ctx.session?.oidc;
    if (!deps.oidc || !pending) return ctx.redirect('/');
    if (ctx.session) ctx.session.oidc = undefined;
    let profile: Awaited<ReturnType<OidcClient['finish']>>;
    try {
      profile = await deps.oidc.finish(new URL(ctx.originalUrl, callbackUrl(ctx, deps.publicUrl)), pending);
    } catch (error) {
      ctx.state.log.warn('sign-in callback refused', { error: (error as Error).message });
      return ctx.redirect(`/signin?error=${encodeURIComponent('Sign-in failed. Please try again.')}`);
    }
    const user = await upsertOidcUser(ctx.state.em, profile);
    await startSession(ctx, user.id);
    ctx.redirect(pending.returnTo);
  });

  // A POST from the UI (Origin-checked): the session ends and the owner's sockets close at once.
  route(router, 'logout', async (ctx) => {
    const userId = ctx.session?.userId;
    ctx.session = null;
    if (userId) await deps.closeSocketsOf?.(userId);
    return { signedOut: true as const };
  });

  // A link or an <img> elsewhere must not sign anyone out: GET only leads home (issue 23).
  router.get('/api/logout', async (ctx) => {
    ctx.redirect('/');
  });
}

function callbackUrl(ctx: AppContext, publicUrl?: string): string {
  return `${publicUrl ?? `${ctx.protocol}://${ctx.host}`}/api/callback`;
}
