import { z } from 'zod';
import { CHALLENGERS_PER_ROUND } from '../constants';
import { campaignSchema } from '../entities';
import { adCopySchema, adReasoningSchema, idSchema, serverMessageSchema } from '../fields';

/** A new challenger: ad copy within Google's limits plus the AI's reasoning. */
export const challengerVariantSchema = adCopySchema.extend({ reasoning: adReasoningSchema });
export type ChallengerVariant = z.infer<typeof challengerVariantSchema>;

/** Per ad group: the defending champion and the new challengers (A, B, C). */
export const tournamentPreviewAdGroupSchema = z.object({
  adGroupId: idSchema,
  adGroupName: z.string(),
  championAd: z
    .object({
      id: idSchema.optional(),
      variant: z.string(),
      headlines: z.array(z.string()),
      descriptions: z.array(z.string()),
    })
    .nullable(),
  newVariants: z
    .array(challengerVariantSchema)
    .min(1, { message: 'At least one new challenger is required' })
    .max(CHALLENGERS_PER_ROUND, { message: `At most ${CHALLENGERS_PER_ROUND} new challengers are allowed` }),
});
export type TournamentPreviewAdGroup = z.infer<typeof tournamentPreviewAdGroupSchema>;

export const previewDataSchema = z.array(tournamentPreviewAdGroupSchema).min(1, { message: 'previewData must not be empty' });

/** GET /api/campaigns/:id/tournament-preview. */
export const tournamentPreviewResponseSchema = z.object({
  campaignName: z.string(),
  campaignTheme: z.string(),
  previewData: previewDataSchema,
});
export type TournamentPreviewResponse = z.infer<typeof tournamentPreviewResponseSchema>;

/** POST /api/campaigns/:id/start-tournament: the previewed challengers the owner confirmed. */
export const startTournamentRequestSchema = z.object({ previewData: previewDataSchema });
export type StartTournamentRequest = z.infer<typeof startTournamentRequestSchema>;

/** Response of start-tournament and stop-tournament (POST /api/campaigns/:id/stop-tournament has an empty body). */
export const tournamentMutationResponseSchema = z.object({ message: serverMessageSchema, campaign: campaignSchema });
export type TournamentMutationResponse = z.infer<typeof tournamentMutationResponseSchema>;
