import { z } from 'zod';

/** The owner is told once conversions stopped (or never started) for this many days. */
export const NO_CONVERSION_ALERT_DAYS = 14;

/** Google Ads' tracking status of a conversion action, derived from its conversions by date. */
export const TRACKING_STATUSES = ['RECORDING_CONVERSIONS', 'NO_RECENT_CONVERSIONS', 'UNVERIFIED'] as const;

export const conversionStatusSchema = z.object({
  trackingStatus: z.enum(TRACKING_STATUSES),
  /** YYYY-MM-DD of the last day Google recorded a conversion; null when none ever did. */
  lastConversionDate: z.string().nullable(),
  conversionsLast30Days: z.number(),
  /** No conversion for NO_CONVERSION_ALERT_DAYS days (since the last one, or since connecting): the owner is told. */
  silent: z.boolean(),
});
export type ConversionStatus = z.infer<typeof conversionStatusSchema>;

/** The Settings banner and the activity entry once no conversion was recorded for 14 days. */
export const noConversionsMessage = (lastConversionDate: string | null) =>
  `No conversion was recorded for ${NO_CONVERSION_ALERT_DAYS} days${lastConversionDate ? ` (the last on ${lastConversionDate})` : ' since you connected Google Ads'}. Check that the Google tag and event snippet are still on your site and that your contact form leads to the thank-you page.`;

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
    /** The action's tracking status read from Google; null when Google could not be asked just now. */
    conversionStatus: conversionStatusSchema.nullable(),
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

/**
 * What the product saw on the owner's website when it looked for the Google tag from outside:
 * `verified` (the Google tag of this account's AW- id), `tag_manager` (a Google Tag Manager
 * container, whose contents a page does not show), `other_account` (a Google Ads tag with another
 * AW- id), `container_not_loaded` (AdPilot published the conversion tag to a Tag Manager container the
 * site does not load), `analytics_only` (a Google tag without any Google Ads id), `no_tag`, `unreachable`.
 * A page that loads the container AdPilot published the tag to is `verified`: the tag in it is ours.
 * `found` is `found` when the tag of an account is present but AdPilot knows no account to compare it with (demo).
 */
export const TRACKING_CHECK_STATUSES = ['verified', 'found', 'tag_manager', 'other_account', 'container_not_loaded', 'analytics_only', 'no_tag', 'unreachable'] as const;
export type TrackingCheckStatus = (typeof TRACKING_CHECK_STATUSES)[number];

/** POST /api/conversion-tracking/check: the website to check (the business's own when left out, e.g. in Settings). */
export const checkTrackingRequestSchema = z.object({
  websiteUrl: z.string().trim().min(1, { error: 'websiteUrl must not be empty' }).max(2048, { error: 'websiteUrl is too long' }).optional(),
});
export type CheckTrackingRequest = z.infer<typeof checkTrackingRequestSchema>;

export const trackingCheckSchema = z.object({
  status: z.enum(TRACKING_CHECK_STATUSES),
  /** One or two sentences for the owner: what was found, or what is missing and what to do. */
  message: z.string(),
  websiteUrl: z.string(),
  /** The pages read (home page first). */
  pagesChecked: z.array(z.string()),
  /** The account's Google Ads id (AW-…) the tag must name; null in demo mode or before the account gave one. */
  expectedConversionId: z.string().nullable(),
  found: z.object({
    adsIds: z.array(z.string()),
    tagManagerContainers: z.array(z.string()),
    otherTagIds: z.array(z.string()),
    /** `send_to` of event snippets seen (AW-…/label): the conversion itself, on the thank-you page. */
    conversionEvents: z.array(z.string()),
  }),
  /** True in demo mode: the site check is real, the conversions the dashboard shows are simulated. */
  simulated: z.boolean(),
  checkedAt: z.string(),
});
export type TrackingCheck = z.infer<typeof trackingCheckSchema>;
