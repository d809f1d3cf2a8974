import { z } from 'zod';
import { configStatusSchema, googleAdsConnectionSchema } from '../entities';
import { serverMessageSchema } from '../fields';

/** GET /api/google-ads/connection. */
export const googleAdsConnectionResponseSchema = googleAdsConnectionSchema;
/** GET /api/google-ads/config-status (no session needed). */
export const configStatusResponseSchema = configStatusSchema;

/**
 * POST /api/google-ads/disconnect: what happens to the campaigns running at Google. No body (as
 * SPEC.md has it) means 'pause': they are paused at Google before the grant is revoked.
 */
export const disconnectRequestSchema = z
  .object({ campaigns: z.enum(['pause', 'leave'], { error: 'campaigns must be pause or leave' }).optional() })
  .strict()
  .optional();
export type DisconnectRequest = z.infer<typeof disconnectRequestSchema>;

/** Answers with the (now not connected) connection. */
export const disconnectResponseSchema = z.object({ message: serverMessageSchema, connection: googleAdsConnectionSchema });
export type DisconnectResponse = z.infer<typeof disconnectResponseSchema>;

/** Browser navigation to /api/google-ads/auth/start?returnTo=onboarding|settings. */
export const googleAdsAuthStartQuerySchema = z.object({
  returnTo: z.enum(['onboarding', 'settings'], { error: 'returnTo must be onboarding or settings' }).optional(),
});
export type GoogleAdsAuthStartQuery = z.infer<typeof googleAdsAuthStartQuerySchema>;

/**
 * The query the OAuth callback puts on /onboarding when it sends the owner back
 * (googleAdsStep, warnings, error, errorType); the UI then cleans the URL.
 */
export const googleAdsReturnQuerySchema = z.object({
  googleAdsStep: z.enum(['completed', 'failed'], { error: 'googleAdsStep must be completed or failed' }),
  warnings: z.string().optional(),
  error: z.string().optional(),
  /** One of GOOGLE_CONNECTION_ERROR_TYPES, or anything else (shown as 'Connection Failed'). */
  errorType: z.string().optional(),
});
export type GoogleAdsReturnQuery = z.infer<typeof googleAdsReturnQuerySchema>;
