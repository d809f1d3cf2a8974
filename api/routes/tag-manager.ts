import type { Engine } from '../../engine/engine';
import type { PendingAuthorization } from '../../engine/google-ads/oauth-client';
import type { TagManagerConnections, TagManagerOutcome } from '../../engine/tag-manager/tag-manager-connections';
import { NAVIGATION_PATHS } from '../../schema/api/paths';
import type { TagManagerStatus } from '../../schema/api/tag-manager';
import { errors } from '../../schema/errors';
import { rateLimit } from '../middleware/rate-limit';
import { requireUser } from '../middleware/require-user';
import { type AppRouter, route } from '../route';

export interface TagManagerRouteDeps {
  /** Absent when live Google is not configured (demo): every call says a Google connection is needed. */
  tagManager?: TagManagerConnections;
  engine?: Engine;
  publicUrl?: string;
}

const CALLBACK_PATH = '/api/tag-manager/auth/callback';

const DEMO_STATUS: TagManagerStatus = { available: false, googleAdsReady: false, connected: false, connectedAt: null, lastPublish: null };
const NEEDS_GOOGLE = 'Google Tag Manager needs a Google connection, which this server does not have: AdPilot runs in demo mode.';

/** /settings?tagManagerStep=completed|failed&error=… : where the Tag Manager consent ends. */
export function tagManagerReturnUrl(outcome: TagManagerOutcome): string {
  const query = new URLSearchParams({ tagManagerStep: outcome.step });
  if (outcome.step === 'failed') query.set('error', outcome.error);
  return `/settings?${query.toString()}#conversion-tracking`;
}

/**
 * Google Tag Manager (docs/conversion-tracking.md): the consent's navigations (start, Google's
 * callback), the connection's status, the owner's containers, publishing the conversion tag, and
 * disconnection. Thin: the engine does the work (engine/tag-manager/).
 */
export function registerTagManagerRoutes(router: AppRouter, deps: TagManagerRouteDeps): void {
  const authLimit = rateLimit({ name: 'tag-manager-auth', max: 30, windowMs: 60_000 });
  // A publish is a dozen calls to Google on the owner's grant: a few a minute is plenty.
  const publishLimit = rateLimit({ name: 'tag-manager-publish', max: 10, windowMs: 60_000 });

  router.get(NAVIGATION_PATHS.tagManagerAuthStart, authLimit, requireUser(), async (ctx) => {
    if (!deps.tagManager) {
      ctx.redirect(tagManagerReturnUrl({ step: 'failed', error: NEEDS_GOOGLE }));
      return;
    }
    const { url, pending } = deps.tagManager.start(`${deps.publicUrl ?? ctx.origin}${CALLBACK_PATH}`);
    if (ctx.session) ctx.session.tagManagerOAuth = { ...pending };
    ctx.redirect(url);
  });

  // No requireUser: an expired session must still land on a page that says what happened.
  router.get(CALLBACK_PATH, async (ctx) => {
    const pending = ctx.session?.tagManagerOAuth as PendingAuthorization | undefined;
    if (ctx.session) ctx.session.tagManagerOAuth = undefined;
    const userId = ctx.session?.userId;
    if (!deps.tagManager || !userId) {
      ctx.redirect(tagManagerReturnUrl({ step: 'failed', error: 'Your session ended during the connection. Please sign in and connect again.' }));
      return;
    }
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const outcome = await deps.tagManager.finish(userId, { code: text(ctx.query.code), state: text(ctx.query.state), error: text(ctx.query.error) }, pending);
    ctx.redirect(tagManagerReturnUrl(outcome));
  });

  route(router, 'getTagManagerStatus', async (_ctx, { userId }) => (deps.tagManager ? deps.tagManager.status(userId) : DEMO_STATUS));

  route(router, 'listTagManagerContainers', async (_ctx, { userId }) => {
    if (!deps.tagManager) throw errors.conflict(NEEDS_GOOGLE);
    return deps.tagManager.containers(userId);
  });

  route(router, 'publishConversionTag', publishLimit, async (_ctx, { userId, body }) => {
    if (!deps.tagManager || !deps.engine) throw errors.conflict(NEEDS_GOOGLE);
    return deps.engine.commands.publishConversionTag(userId, body);
  });

  route(router, 'disconnectTagManager', async (_ctx, { userId }) => {
    if (!deps.tagManager) return { message: 'Google Tag Manager was not connected.', status: DEMO_STATUS };
    const { revokedAtGoogle } = await deps.tagManager.disconnect(userId);
    return {
      message: revokedAtGoogle
        ? 'Google Tag Manager is disconnected and the access is revoked at Google.'
        : 'Google Tag Manager is disconnected: AdPilot forgot its access and can no longer change your container. What it published stays live. Google lists one access for AdPilot until you disconnect Google Ads too.',
      status: await deps.tagManager.status(userId),
    };
  });
}
