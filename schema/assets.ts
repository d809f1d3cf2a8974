import { z } from 'zod';
import { lineSourceSchema } from './fields';

/**
 * Campaign assets (issue 22): sitelinks, callouts, structured snippets, a call asset and a
 * location asset, each traced to the page and sentence of the owner's site it rests on (or the
 * owner's form). One contract for the engine (planning, fault checking, launch) and the UI.
 * Limits are Google's (Google Ads API `SitelinkAsset`, `CalloutAsset`, `StructuredSnippetAsset`).
 */

export const ASSET_LIMITS = {
  sitelink: { textMaxLength: 25, descriptionMaxLength: 35, min: 2, max: 6 },
  callout: { maxLength: 25, min: 2, max: 10 },
  snippet: { valueMaxLength: 25, minValues: 3, maxValues: 10 },
} as const;

/**
 * Predefined structured snippet headers Google accepts (English names; Google shows them in the
 * ad's language). "Service catalog" is shown as "Services".
 */
export const SNIPPET_HEADERS = [
  'Amenities',
  'Brands',
  'Courses',
  'Degree programs',
  'Destinations',
  'Featured hotels',
  'Insurance coverage',
  'Models',
  'Neighborhoods',
  'Service catalog',
  'Shows',
  'Styles',
  'Types',
] as const;

const limits = ASSET_LIMITS;

export const sitelinkSchema = z.object({
  linkText: z.string().trim().min(1).max(limits.sitelink.textMaxLength),
  description1: z.string().trim().min(1).max(limits.sitelink.descriptionMaxLength),
  description2: z.string().trim().min(1).max(limits.sitelink.descriptionMaxLength),
  /** A page of the owner's site that answered when the analyzer read it. */
  finalUrl: z.url({ protocol: /^https?$/ }),
  sources: z.object({ linkText: lineSourceSchema, description1: lineSourceSchema, description2: lineSourceSchema }),
});
export type Sitelink = z.infer<typeof sitelinkSchema>;

export const calloutSchema = z.object({
  text: z.string().trim().min(1).max(limits.callout.maxLength),
  source: lineSourceSchema,
});
export type Callout = z.infer<typeof calloutSchema>;

export const structuredSnippetSchema = z.object({
  header: z.enum(SNIPPET_HEADERS),
  values: z.array(z.string().trim().min(1).max(limits.snippet.valueMaxLength)).min(limits.snippet.minValues).max(limits.snippet.maxValues),
  source: lineSourceSchema,
});
export type StructuredSnippet = z.infer<typeof structuredSnippetSchema>;

export const callAssetSchema = z.object({
  /** ISO 3166-1 alpha-2 country of the number. */
  countryCode: z.string().length(2),
  /** The number in its country's national format ("(614) 555-0182", "0113 496 0123"). */
  phoneNumber: z.string().min(4).max(30),
  source: lineSourceSchema,
});
export type CallAsset = z.infer<typeof callAssetSchema>;

export const locationAssetSchema = z.object({
  /** The Google Business Profile link found on the site (maps.google…, g.page, business.google…). */
  businessProfileUrl: z.url({ protocol: /^https?$/ }),
  source: lineSourceSchema,
});
export type LocationAsset = z.infer<typeof locationAssetSchema>;

export const campaignAssetsSchema = z.object({
  sitelinks: z.array(sitelinkSchema).max(limits.sitelink.max),
  callouts: z.array(calloutSchema).max(limits.callout.max),
  structuredSnippets: z.array(structuredSnippetSchema).max(2),
  /** Null when the site shows no phone number (or says it takes no calls). */
  call: callAssetSchema.nullable(),
  /** Null unless the site links a Google Business Profile. */
  location: locationAssetSchema.nullable(),
});
export type CampaignAssets = z.infer<typeof campaignAssetsSchema>;

export const NO_ASSETS: CampaignAssets = { sitelinks: [], callouts: [], structuredSnippets: [], call: null, location: null };

/** How many assets a campaign carries (each sitelink, callout and snippet counts one; call and location one each). */
export function countAssets(assets: CampaignAssets | null | undefined): number {
  if (!assets) return 0;
  return assets.sitelinks.length + assets.callouts.length + assets.structuredSnippets.length + (assets.call ? 1 : 0) + (assets.location ? 1 : 0);
}
