import { z } from 'zod';

/**
 * GET /api/google-ads/conversion-tracking: the conversion action AdPilot created in the owner's
 * Google Ads account and the tag to install on their site (Google tag + event snippet, or the two
 * values Google Tag Manager asks for), with whether conversions are arriving.
 */
export const conversionTrackingResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not_connected') }),
  z.object({
    status: z.literal('ready'),
    conversionActionId: z.string(),
    /** The Google tag (gtag.js): goes in the <head> of every page. */
    globalSiteTag: z.string(),
    /** The event snippet: goes on the page shown after a lead (thank-you page). */
    eventSnippet: z.string(),
    /** For Google Tag Manager's "Google Ads Conversion Tracking" tag. */
    conversionId: z.string(),
    conversionLabel: z.string(),
    tagManagerSteps: z.array(z.string()),
    /** Conversions recorded in the last 30 days; null when Google could not be asked just now. */
    conversionsLast30Days: z.number().nullable(),
    /** True once at least one conversion arrived in the last 30 days. */
    conversionsArriving: z.boolean(),
  }),
  /** Connected, but Google has not produced a tag yet (or creating the action failed): says why. */
  z.object({ status: z.literal('unavailable'), message: z.string() }),
]);
export type ConversionTrackingResponse = z.infer<typeof conversionTrackingResponseSchema>;

/** GET /api/google-ads/accounts: the accounts to choose from after OAuth found several (googleAdsStep=choose). */
export const googleAdsAccountChoicesResponseSchema = z.object({
  accounts: z.array(
    z.object({
      customerId: z.string(),
      /** The manager account it is reached through, if any. */
      loginCustomerId: z.string().nullable(),
      name: z.string(),
      currencyCode: z.string(),
    }),
  ),
});
export type GoogleAdsAccountChoicesResponse = z.infer<typeof googleAdsAccountChoicesResponseSchema>;

/** POST /api/google-ads/accounts/select: the account picked; answers where to send the browser next. */
export const selectGoogleAdsAccountRequestSchema = z.object({
  customerId: z.string().regex(/^\d{1,20}$/, { error: 'customerId must be the digits of a Google Ads customer ID' }),
});
export type SelectGoogleAdsAccountRequest = z.infer<typeof selectGoogleAdsAccountRequestSchema>;

export const selectGoogleAdsAccountResponseSchema = z.object({
  /** /onboarding?googleAdsStep=completed|failed&… or /settings?…: the same return the OAuth callback makes. */
  redirectTo: z.string(),
});
export type SelectGoogleAdsAccountResponse = z.infer<typeof selectGoogleAdsAccountResponseSchema>;
