import { z } from 'zod';
import { businessSchema } from '../entities';
import { budgetAmountSchema, emptyBodySchema } from '../fields';
import { targetingSchema } from '../targeting';
import { businessOnboardingSchema, campaignPreviewResponseSchema } from './onboarding';

/** GET /api/businesses/me: the signed-in owner's business, null when onboarding is still needed. */
export const myBusinessResponseSchema = businessSchema.nullable();
export type MyBusinessResponse = z.infer<typeof myBusinessResponseSchema>;

/** POST /api/create-setup-intent: empty body. */
export const createSetupIntentRequestSchema = emptyBodySchema;
export const setupIntentResponseSchema = z.object({
  clientSecret: z.string().min(1),
  /** extra: the Stripe publishable key, so a self-hosted server configures the browser at run time. */
  publishableKey: z.string().optional(),
});
export type SetupIntentResponse = z.infer<typeof setupIntentResponseSchema>;

/** POST /api/businesses: the onboarding data plus the saved payment method. */
export const createBusinessRequestSchema = businessOnboardingSchema.extend({
  paymentConfirmed: z.boolean({ error: 'paymentConfirmed must be true or false' }),
  /** Null or absent under demo billing, where no card is asked for. */
  setupIntentId: z.string().min(1, { message: 'setupIntentId must not be empty' }).nullish(),
  /** extra: the preview the owner approved in step 2, so the launch builds what they saw. */
  preview: campaignPreviewResponseSchema.optional(),
  /** extra: the locations and languages the owner approved (or edited) in step 2. */
  targeting: targetingSchema.optional(),
});
export type CreateBusinessRequestInput = z.input<typeof createBusinessRequestSchema>;
export type CreateBusinessRequest = z.output<typeof createBusinessRequestSchema>;
/** The UI does not read it; the server answers with the new business. */
export const createBusinessResponseSchema = businessSchema;

/** POST /api/businesses/me/budget: Settings → Budget, the same bounds as onboarding. */
export const changeBudgetRequestSchema = z.object({ monthlyBudget: budgetAmountSchema });
export type ChangeBudgetRequestInput = z.input<typeof changeBudgetRequestSchema>;

/** Settings → Targeting: the business's locations and languages (schema/targeting.ts). */
export const changeTargetingRequestSchema = z.object({ targeting: targetingSchema });
export type ChangeTargetingRequestInput = z.input<typeof changeTargetingRequestSchema>;
