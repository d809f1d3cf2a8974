import { z } from 'zod';
import { campaignAssetsSchema } from '../assets';
import { LAUNCH_VARIANTS } from '../constants';
import { campaignSchema } from '../entities';
import { adCopySchema, budgetAmountSchema, serverMessageSchema } from '../fields';
import { VALIDATION_MESSAGES } from '../messages';

/** GET /api/campaigns (polled every 5 s). */
export const listCampaignsResponseSchema = z.array(campaignSchema);

/** POST /api/campaigns/:id/pause and /resume: empty body. */
export const campaignMutationResponseSchema = z.object({ message: serverMessageSchema, campaign: campaignSchema });
export type CampaignMutationResponse = z.infer<typeof campaignMutationResponseSchema>;

const campaignNameSchema = z
  .string({ error: VALIDATION_MESSAGES.campaignNameRequired })
  .trim()
  .min(1, { message: VALIDATION_MESSAGES.campaignNameRequired })
  .max(120, { message: 'Campaign name must be at most 120 characters' });

/** POST /api/campaigns/preview. */
export const campaignPreviewRequestSchema = z.object({ campaignName: campaignNameSchema, budget: budgetAmountSchema });
export type CampaignPreviewRequestInput = z.input<typeof campaignPreviewRequestSchema>;
export type CampaignPreviewRequest = z.output<typeof campaignPreviewRequestSchema>;

export const dashboardCampaignPreviewResponseSchema = z.object({
  campaignTheme: z.string(),
  adVariants: z.array(adCopySchema).min(1),
  /** The site's assets the new campaign will carry (those of the business's launched campaigns); null when it has none. */
  assets: campaignAssetsSchema.nullable(),
});
export type DashboardCampaignPreviewResponse = z.infer<typeof dashboardCampaignPreviewResponseSchema>;

/** POST /api/campaigns/create: the previewed variants are launched, so they are checked against Google's limits. */
export const createCampaignRequestSchema = z.object({
  campaignName: campaignNameSchema,
  budget: budgetAmountSchema,
  previewAdVariants: z
    .array(adCopySchema)
    .min(1, { message: 'At least one ad variant is required' })
    // The preview writes LAUNCH_VARIANTS and round 1 races that many; more could never be tested.
    .max(LAUNCH_VARIANTS, { message: `At most ${LAUNCH_VARIANTS} ad variants can race in a new campaign` }),
});
export type CreateCampaignRequestInput = z.input<typeof createCampaignRequestSchema>;
export type CreateCampaignRequest = z.output<typeof createCampaignRequestSchema>;
export const createCampaignResponseSchema = z.object({ message: serverMessageSchema, campaign: campaignSchema });
export type CreateCampaignResponse = z.infer<typeof createCampaignResponseSchema>;
