import { z } from 'zod';
import { campaignAssetsSchema } from '../assets';
import { adCopySchema, budgetAmountSchema, copySourcesSchema, moneySchema } from '../fields';
import { MATCH_TYPES } from '../google-ads-limits';
import { VALIDATION_MESSAGES } from '../messages';
import { targetingSchema } from '../targeting';

/**
 * Step 1 of onboarding (SPEC.md sections 3 and 5). `monthlyBudget` is a string in the form and may
 * be a number from an API client; the parsed output is always a number. The form keeps the input
 * type (`BusinessOnboardingInput`), the server works with the output (`BusinessOnboarding`).
 */
export const businessOnboardingSchema = z.object({
  businessName: z
    .string({ error: VALIDATION_MESSAGES.businessNameRequired })
    .trim()
    .min(1, { message: VALIDATION_MESSAGES.businessNameRequired })
    .max(200, { message: 'Business name must be at most 200 characters' }),
  websiteUrl: z
    .string({ error: VALIDATION_MESSAGES.invalidUrl })
    .trim()
    .max(2048, { message: VALIDATION_MESSAGES.invalidUrl })
    .pipe(z.url({ protocol: /^https?$/, error: VALIDATION_MESSAGES.invalidUrl })),
  monthlyBudget: budgetAmountSchema,
  industry: z.string().trim().max(200, { message: 'Industry must be at most 200 characters' }).optional(),
  targetAudience: z.string().trim().max(500, { message: 'Target audience must be at most 500 characters' }).optional(),
});
/** What the step-1 form holds (monthlyBudget a string) and session storage keeps. */
export type BusinessOnboardingInput = z.input<typeof businessOnboardingSchema>;
export type BusinessOnboarding = z.output<typeof businessOnboardingSchema>;

/** POST /api/generate-campaign-preview: body is the onboarding data. */
export const generateCampaignPreviewRequestSchema = businessOnboardingSchema;

export const previewCampaignSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  /** Monthly USD. */
  budget: moneySchema,
  /** extra: each ad's sources, line by line (site page and sentence, form, or generic call to action). */
  ads: z.array(adCopySchema.extend({ sources: copySourcesSchema.optional() })),
  /** extra: the campaign's keywords, gathered from its ad groups. */
  keywords: z.array(z.object({ text: z.string(), matchType: z.enum(MATCH_TYPES) })).optional(),
  /** extra: sitelinks, callouts, snippets, call and location from the site, each with its source (issue 22). */
  assets: campaignAssetsSchema.optional(),
});
export type PreviewCampaign = z.infer<typeof previewCampaignSchema>;

export const campaignPreviewResponseSchema = z.object({
  strategy: z.string(),
  campaigns: z.array(previewCampaignSchema),
  /** extra: the locations and languages the plan proposes; the owner may edit them before launch. */
  targeting: targetingSchema.optional(),
  /** extra: searches the plan excludes (wrong intents, what the site rules out). */
  negativeKeywords: z.array(z.string()).optional(),
});
export type CampaignPreviewResponse = z.infer<typeof campaignPreviewResponseSchema>;
