import type { Engine } from '../../engine/engine';
import type { GoogleAdsConnections } from '../../engine/google-ads/google-ads-connections';
import type { FetchPolicy } from '../../engine/site/fetch-page';
import type { TagManagerConnections } from '../../engine/tag-manager/tag-manager-connections';
import { checkSiteTracking } from '../../engine/tracking/check-site-tracking';
import { errors } from '../../schema/errors';
import { rateLimit } from '../middleware/rate-limit';
import { type AppRouter, route } from '../route';

export interface ConversionTrackingRouteDeps {
  engine?: Engine;
  /** Live Google Ads connections; absent in demo-only servers (the check then compares with no account). */
  connections?: GoogleAdsConnections;
  /** Tag Manager connections: the container the conversion tag was published to is the one the site must load. */
  tagManager?: TagManagerConnections;
  /** SITE_FETCH_ALLOW_HOSTS from the config, the same rule the site analyzer follows. */
  siteFetch: FetchPolicy;
}

/** Each check reads up to four pages of someone's site: a few a minute is plenty for an owner. */
const CHECK_LIMIT = { name: 'conversion-tracking-check', max: 10, windowMs: 60_000 };

/**
 * POST /api/conversion-tracking/check: looks for the Google tag on the owner's website (the one
 * given, e.g. during onboarding, or the business's) and compares it with the connected account's id.
 */
export function registerConversionTrackingRoutes(router: AppRouter, deps: ConversionTrackingRouteDeps): void {
  route(router, 'checkConversionTracking', rateLimit(CHECK_LIMIT), async (_ctx, { userId, body }) => {
    const business = await deps.engine?.queries.getMyBusiness(userId);
    const websiteUrl = body?.websiteUrl ?? business?.websiteUrl;
    if (!websiteUrl) throw errors.validation('Give the website to check: your business has no website address yet.', { websiteUrl: 'Required' });
    const expectedConversionId = (await deps.connections?.conversionIdOf(userId)) ?? null;
    // Before onboarding ends there is no business: simulated unless an account is connected.
    const simulated = business ? business.demoMode === true : expectedConversionId === null;
    const published = expectedConversionId ? ((await deps.tagManager?.status(userId))?.lastPublish ?? null) : null;
    return checkSiteTracking(websiteUrl, { ...deps.siteFetch, expectedConversionId, published, simulated, now: new Date() });
  });
}
