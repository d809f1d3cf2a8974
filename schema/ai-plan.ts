import { z } from 'zod';
import { type CampaignAssets, campaignAssetsSchema } from './assets';
import type { CopySources } from './fields';
import { copySourcesSchema, descriptionTextSchema, headlineTextSchema } from './fields';
import { GOOGLE_ADS_LIMITS, MATCH_TYPES } from './google-ads-limits';
import { type Targeting, targetingSchema } from './targeting';

/**
 * The AI plan: what a strategist (OpenAI or offline) produces from a business brief, validated
 * against Google's limits before anything is stored or launched. Also the website content the
 * analyzer extracts, since it travels from the analyzer into the strategist.
 */

const limits = GOOGLE_ADS_LIMITS;

/** Case-insensitive uniqueness: Google rejects headlines that differ only by case. */
export function hasUniqueTexts(texts: readonly string[]): boolean {
  return new Set(texts.map((text) => text.trim().toLowerCase())).size === texts.length;
}

export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

// ---------------------------------------------------------------------------------------------
// Website content
// ---------------------------------------------------------------------------------------------

export const sitePriceSchema = z.object({
  /** What the price is for, when the page says so ("Sourdough loaf"). */
  item: z.string().nullable(),
  amount: z.number().nonnegative(),
  currency: z.string(),
  /** The price as the page wrote it ("$4.50", "from $89/month"). */
  text: z.string(),
  /** A club's, a membership's or a subscription's fee for a period: an ad states it only under the membership's name. */
  kind: z.enum(['membership']).optional(),
  /** A starting price with the page's own "from", as written ("NT$2,800 起", "12 000 Ft-tól", "nuo 45 €"). */
  fromWritten: z.string().optional(),
});
export type SitePrice = z.infer<typeof sitePriceSchema>;

export const siteContentSchema = z.object({
  /** The address finally read, after redirects. */
  url: z.string(),
  /** Every page read, home first. */
  pages: z.array(z.string()),
  businessName: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  headings: z.array(z.string()),
  services: z.array(z.string()),
  places: z.array(z.string()),
  /** Places the site says the business does not serve (refused, asked about and answered no, a branch that closed). */
  placesNotServed: z.array(z.string()).optional(),
  prices: z.array(sitePriceSchema),
  callsToAction: z.array(z.string()),
  contact: z.object({
    phones: z.array(z.string()),
    emails: z.array(z.string()),
    address: z.string().nullable(),
    /** A Google Business Profile link on the site (maps.google…, g.page, business.google…), for a location asset. */
    businessProfileUrl: z.string().nullable().optional(),
  }),
  /** schema.org types found in JSON-LD (LocalBusiness, Bakery, Product, ...). */
  schemaTypes: z.array(z.string()),
  /** Visible text of the pages read, bounded; used to check keywords against the site. */
  text: z.string(),
  /** ISO 639-1 language the site is written in (its text, else its `lang`); null when unknown. */
  language: z.string().nullable().optional(),
  /** ISO 3166-1 country of the business, from its address, `lang` region, domain, phone or currency. */
  country: z.string().nullable().optional(),
  /** ISO 4217 currency the site prices in; null when it names no price. */
  currency: z.string().nullable().optional(),
  openingHours: z.array(z.string()).optional(),
  /** A FAQ's questions as the site writes them, some without a question mark: the customer's words, never ad copy. */
  questions: z.array(z.string()).optional(),
  /** Each page's visible text, so a line of ad copy can name the page and sentence it rests on. */
  pageTexts: z
    .array(
      z.object({
        url: z.string(),
        text: z.string(),
        /** The page's <title> and first main heading, and the words the home page links it with: a sitelink's text. */
        title: z.string().nullable().optional(),
        heading: z.string().nullable().optional(),
        linkText: z.string().nullable().optional(),
      }),
    )
    .optional(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** What the analyzer returns when it could not read the site; planning goes on without it. */
export const siteUnreadableSchema = z.object({ error: z.string() });
export type SiteUnreadable = z.infer<typeof siteUnreadableSchema>;
export type SiteAnalysis = SiteContent | SiteUnreadable;

export function isSiteContent(site: SiteAnalysis | null | undefined): site is SiteContent {
  return site != null && !('error' in site);
}

/** What the owner typed in onboarding step 1, plus what the analyzer read from the site. */
export const businessBriefSchema = z.object({
  businessName: z.string().min(1),
  websiteUrl: z.string().min(1),
  monthlyBudget: z.number().positive(),
  industry: z.string().nullable().optional(),
  targetAudience: z.string().nullable().optional(),
  site: z.union([siteContentSchema, siteUnreadableSchema]).nullable().optional(),
});
export type BusinessBrief = z.infer<typeof businessBriefSchema>;

// ---------------------------------------------------------------------------------------------
// Ads, keywords, campaigns
// ---------------------------------------------------------------------------------------------

const pathSchema = z.string().min(1).max(limits.pathMaxLength).nullable();

export const aiReasoningSchema = z.object({
  strategy: z.string().min(1),
  hypothesis: z.string().min(1),
  differentiator: z.string().min(1),
  /** Where each headline and description comes from (site page and sentence, form, or generic call to action). */
  sources: copySourcesSchema.optional(),
});
export type AiReasoning = z.infer<typeof aiReasoningSchema>;

/** The texts of a responsive search ad, as the UI shows them. */
export const adCopySchema = z.object({
  headlines: z
    .array(headlineTextSchema)
    .min(limits.headline.min)
    .max(limits.headline.max)
    .refine(hasUniqueTexts, { message: 'Headlines must be unique' }),
  descriptions: z
    .array(descriptionTextSchema)
    .min(limits.description.min)
    .max(limits.description.max)
    .refine(hasUniqueTexts, { message: 'Descriptions must be unique' }),
});
export type AdCopy = z.infer<typeof adCopySchema>;

export const responsiveSearchAdSchema = adCopySchema.extend({
  path1: pathSchema,
  path2: pathSchema,
  finalUrl: z.url({ protocol: /^https?$/ }),
  reasoning: aiReasoningSchema,
});
export type ResponsiveSearchAdPlan = z.infer<typeof responsiveSearchAdSchema>;

export const keywordPlanSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(limits.keyword.maxLength)
    .refine((text) => countWords(text) <= limits.keyword.maxWords, {
      message: `A keyword has at most ${limits.keyword.maxWords} words`,
    }),
  matchType: z.enum(MATCH_TYPES),
  /** Starting maximum cost per click, in USD. */
  bid: z.number().positive(),
});
export type KeywordPlan = z.infer<typeof keywordPlanSchema>;

/** Launch ads per ad group: 5 variants compete from day 1 (SPEC section 9). */
export const LAUNCH_VARIANTS = 5;
/** Challengers per new tournament round (SPEC section 9). */
export const CHALLENGERS_PER_ROUND = 3;

export const adGroupPlanSchema = z.object({
  name: z.string().min(1),
  theme: z.string().min(1),
  keywords: z.array(keywordPlanSchema).min(1),
  ads: z.array(responsiveSearchAdSchema).min(LAUNCH_VARIANTS),
});
export type AdGroupPlan = z.infer<typeof adGroupPlanSchema>;

export const plannedCampaignSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  theme: z.string().min(1),
  /** Monthly budget in USD; the campaigns of a plan add up to the owner's budget. */
  monthlyBudget: z.number().positive(),
  adGroups: z.array(adGroupPlanSchema).min(1),
  /** Sitelinks, callouts, snippets, call and location, from the site (issue 22); absent in plans stored before them. */
  assets: campaignAssetsSchema.optional(),
});
export type PlannedCampaign = z.infer<typeof plannedCampaignSchema>;

export const campaignPlanSchema = z.object({
  strategy: z.string().min(1),
  /** False when the website could not be read and the plan rests on the form alone. */
  siteReadable: z.boolean(),
  /** Where and in which languages the ads run, from the site's address, service areas and language. */
  targeting: targetingSchema.optional(),
  /** Searches no campaign should show for: wrong intents (jobs, DIY) and what the site rules out. */
  negativeKeywords: z.array(z.string().min(1).max(limits.keyword.maxLength)).optional(),
  /** 2-3 campaigns; one for a near-empty site (a name and a phone number), where a second would only repeat its keywords. */
  campaigns: z.array(plannedCampaignSchema).min(1).max(3),
});
export type CampaignPlan = z.infer<typeof campaignPlanSchema>;

/** Dashboard "Create New Campaign" preview: one campaign, one ad group, variants A..E. */
export const campaignPreviewPlanSchema = plannedCampaignSchema.extend({
  adGroups: z.array(adGroupPlanSchema).length(1),
});
export type CampaignPreviewPlan = z.infer<typeof campaignPreviewPlanSchema>;

/** A new challenger for a tournament round, with the reasoning the dialog shows. */
export const challengerSchema = responsiveSearchAdSchema;
export type Challenger = z.infer<typeof challengerSchema>;
export const challengersSchema = z.array(challengerSchema).length(CHALLENGERS_PER_ROUND);

/** AI expert analysis attached to an activity-log entry (SPEC: details.analysisReasoning). */
export const analysisSchema = z.object({
  strategy: z.string().min(1),
  hypothesis: z.string().min(1),
  reasoning: z.string().min(1),
  recommendations: z.array(z.string().min(1)),
});
export type Analysis = z.infer<typeof analysisSchema>;

// ---------------------------------------------------------------------------------------------
// Presenters to the shapes the UI reads (SPEC section 3)
// ---------------------------------------------------------------------------------------------

export interface OnboardingPreview {
  strategy: string;
  campaigns: {
    name: string;
    description: string;
    budget: number;
    ads: (AdCopy & { sources?: CopySources })[];
    keywords: { text: string; matchType: KeywordPlan['matchType'] }[];
    assets?: CampaignAssets;
  }[];
  targeting?: Targeting;
  negativeKeywords?: string[];
}

/** The onboarding step-2 preview: every launch ad of every ad group with its sources, keywords and targeting. */
export function toOnboardingPreview(plan: CampaignPlan): OnboardingPreview {
  return {
    strategy: plan.strategy,
    campaigns: plan.campaigns.map((campaign) => ({
      name: campaign.name,
      description: campaign.description,
      budget: campaign.monthlyBudget,
      ads: campaign.adGroups.flatMap((group) =>
        group.ads.map((ad) => ({
          headlines: [...ad.headlines],
          descriptions: [...ad.descriptions],
          ...(ad.reasoning.sources ? { sources: ad.reasoning.sources } : {}),
        })),
      ),
      keywords: campaign.adGroups.flatMap((group) => group.keywords.map((keyword) => ({ text: keyword.text, matchType: keyword.matchType }))),
      ...(campaign.assets ? { assets: campaign.assets } : {}),
    })),
    ...(plan.targeting ? { targeting: plan.targeting } : {}),
    ...(plan.negativeKeywords ? { negativeKeywords: plan.negativeKeywords } : {}),
  };
}

export interface CampaignPreview {
  campaignTheme: string;
  adVariants: AdCopy[];
}

/** The dashboard create-campaign preview: theme and variants A, B, ... */
export function toCampaignPreview(preview: CampaignPreviewPlan): CampaignPreview {
  return {
    campaignTheme: preview.theme,
    adVariants: preview.adGroups[0].ads.map((ad) => ({
      headlines: [...ad.headlines],
      descriptions: [...ad.descriptions],
    })),
  };
}

/** Variant labels A, B, C, ... by position. */
export function variantLabel(index: number): string {
  return String.fromCharCode(65 + index);
}
