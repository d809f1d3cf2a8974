import type { Billing } from '../../engine/billing/billing';
import { type Strategist, StrategistError } from '../../engine/ai/strategist';
import { User } from '../../engine/db/entities';
import { analyzeSite, type AnalyzeSiteOptions } from '../../engine/site/analyze-site';
import { toOnboardingPreview } from '../../schema/ai-plan';
import { AppError, errors } from '../../schema/errors';
import { rateLimit } from '../middleware/rate-limit';
import { type AppRouter, route } from '../route';

export interface OnboardingRouteDeps {
  strategist: Strategist;
  billing: Billing;
  /** How the owner's website is fetched: SITE_FETCH_ALLOW_HOSTS from the config (tests allow their fixture hosts here). */
  siteFetch?: AnalyzeSiteOptions;
}

/** An AI preview costs money and seconds: a few per minute is plenty for an owner trying their form. */
const PREVIEW_LIMIT = { name: 'campaign-preview', max: 6, windowMs: 60_000 };

/**
 * The AI service failing is not the owner's fault and says nothing internal: busy or unreachable is
 * a 503 (try again shortly), an unusable answer a 502.
 */
export function previewFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof StrategistError && error.reason === 'invalid_output') {
    return errors.upstream('The AI could not build a usable plan for this business. Please try again.');
  }
  if (error instanceof StrategistError) {
    return errors.unavailable('The AI service is busy or unreachable right now. Please try again in a minute.');
  }
  return errors.upstream('The AI could not build a plan right now. Please try again.');
}

/** Onboarding steps 2 and 4: the AI preview of the campaigns, and the card setup. */
export function registerOnboardingRoutes(router: AppRouter, deps: OnboardingRouteDeps): void {
  route(router, 'generateCampaignPreview', rateLimit(PREVIEW_LIMIT), async (ctx, { body }) => {
    // analyzeSite never throws: an unreadable site becomes `{ error }` and the plan uses the form alone.
    const site = await analyzeSite(body.websiteUrl, deps.siteFetch ?? {});
    try {
      const plan = await deps.strategist.planBusiness({
        businessName: body.businessName,
        websiteUrl: body.websiteUrl,
        monthlyBudget: body.monthlyBudget,
        industry: body.industry || null,
        targetAudience: body.targetAudience || null,
        site,
      });
      return toOnboardingPreview(plan);
    } catch (error) {
      ctx.state.log.warn('campaign preview failed', {
        reason: error instanceof StrategistError ? error.reason : 'unexpected',
        error: (error as Error).message,
      });
      throw previewFailure(error);
    }
  });

  route(router, 'createSetupIntent', async (ctx, { userId }) => {
    const user = await ctx.state.em.findOne(User, { id: userId });
    if (!user) throw errors.unauthorized();
    try {
      return await deps.billing.startSetup({ userId: user.id, email: user.email });
    } catch (error) {
      if (!(error instanceof AppError)) ctx.state.log.error('setup intent failed', { error });
      throw error instanceof AppError ? error : errors.upstream('The payment setup could not start. Please try again.');
    }
  });
}
