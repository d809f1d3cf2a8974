import { z } from 'zod';
import {
  type AdCopy,
  type BusinessBrief,
  type CampaignPlan,
  type CampaignPreviewPlan,
  CHALLENGERS_PER_ROUND,
  type Challenger,
  campaignPlanSchema,
  campaignPreviewPlanSchema,
  challengersSchema,
  isSiteContent,
  type KeywordPlan,
  type ResponsiveSearchAdPlan,
} from '../../schema/ai-plan';
import { adTextLength, GOOGLE_ADS_LIMITS, MATCH_TYPES } from '../../schema/google-ads-limits';
import { type AssetsDraft, assetsDraftSchema, repairAssetsDraft } from '../assets/finish-assets';
import { sanitiseKeyword } from './choose-keywords';
import { cutAtWordBoundary, cutDescription, pathSegment, squash } from './fit-text';
import { splitBudget } from './split-budget';

/**
 * What we ask an AI model for (structured outputs: every field required, `.nullable()` instead
 * of `.optional()`, no length keywords the API rejects), and the repair that turns its answer
 * into a plan within Google's limits: cut at a word boundary, remove duplicates, normalise
 * budgets. Anything still invalid after repair fails validation and is regenerated once.
 */

const reasoningDraft = z.object({ strategy: z.string(), hypothesis: z.string(), differentiator: z.string() });
export const adDraftSchema = z.object({
  headlines: z.array(z.string()),
  descriptions: z.array(z.string()),
  path1: z.string().nullable(),
  path2: z.string().nullable(),
  reasoning: reasoningDraft,
});
const keywordDraft = z.object({ text: z.string(), matchType: z.enum(MATCH_TYPES), bid: z.number() });
const adGroupDraft = z.object({ name: z.string(), theme: z.string(), keywords: z.array(keywordDraft), ads: z.array(adDraftSchema) });
const campaignDraft = z.object({ name: z.string(), description: z.string(), theme: z.string(), monthlyBudget: z.number(), adGroups: z.array(adGroupDraft) });
/** A plan's campaigns also carry drafted sitelinks and callouts (issue 22); previews do not. */
const plannedCampaignDraft = campaignDraft.extend({ assets: assetsDraftSchema.nullable() });

/** What the site says the business does not do or sends elsewhere, with the sentence that says it (quoted-rule-outs.ts). */
const quotedRuleOutDraft = z.object({ thing: z.string(), quote: z.string() });
// Nullish: required of the model by structured outputs, and an answer without it (an older prompt's) still parses.
export const planDraftSchema = z.object({ strategy: z.string(), campaigns: z.array(plannedCampaignDraft), ruledOut: z.array(quotedRuleOutDraft).nullish() });
export const previewDraftSchema = z.object({ campaign: campaignDraft });
export const challengersDraftSchema = z.object({ challengers: z.array(adDraftSchema) });
export const analysisDraftSchema = z.object({ strategy: z.string(), hypothesis: z.string(), reasoning: z.string(), recommendations: z.array(z.string()) });

type AdDraft = z.infer<typeof adDraftSchema>;
type CampaignDraft = z.infer<typeof campaignDraft>;

const MAX_ADS_PER_GROUP = 10;

function uniqueTexts(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase();
    if (!text || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A model's lines within Google's limits: a Latin line too long is cut at a word boundary; a line of double-width
 * characters too long by Google's count is left out while the ad keeps its minimum (the finishing step tops it up
 * with grounded lines of the site), since a cut at a space there keeps a fragment ("Trusted 前髪カット" of a longer line).
 */
function fitDrafted(texts: readonly string[], limit: { min: number; max: number; maxLength: number }, cut: (text: string) => string): string[] {
  const fits = (text: string) => adTextLength(text) <= limit.maxLength;
  const kept = uniqueTexts(texts.filter((text) => fits(text) || adTextLength(text) === text.length).map(cut));
  const lines = kept.length >= limit.min ? kept : uniqueTexts(texts.map(cut));
  return lines.slice(0, limit.max);
}

export function repairAd(draft: AdDraft, finalUrl: string, language: string | null = null): ResponsiveSearchAdPlan {
  const limits = GOOGLE_ADS_LIMITS;
  // Google rejects "!" in headlines; a cut never splits a word.
  const headlines = fitDrafted(
    draft.headlines.map((text) => text.replace(/!+/g, '')),
    limits.headline,
    (text) => cutAtWordBoundary(text, limits.headline.maxLength, language),
  );
  const descriptions = fitDrafted(draft.descriptions, limits.description, (text) => cutDescription(text, limits.description.maxLength, language));
  return {
    headlines,
    descriptions,
    path1: draft.path1 ? pathSegment(draft.path1, limits.pathMaxLength) : null,
    path2: draft.path2 ? pathSegment(draft.path2, limits.pathMaxLength) : null,
    finalUrl,
    reasoning: { strategy: squash(draft.reasoning.strategy), hypothesis: squash(draft.reasoning.hypothesis), differentiator: squash(draft.reasoning.differentiator) },
  };
}

function repairKeywords(drafts: { text: string; matchType: KeywordPlan['matchType']; bid: number }[]): KeywordPlan[] {
  const out: KeywordPlan[] = [];
  for (const draft of drafts) {
    const text = sanitiseKeyword(draft.text);
    if (!text || out.some((known) => known.text === text && known.matchType === draft.matchType)) continue;
    // A missing or absurd bid becomes a modest default; the engine adjusts bids later.
    const bid = Number.isFinite(draft.bid) && draft.bid > 0 ? Math.min(Math.round(draft.bid * 100) / 100, 100) : 1;
    out.push({ text, matchType: draft.matchType, bid: Math.max(bid, 0.01) });
  }
  return out;
}

export function copyKey(ad: AdCopy): string {
  return [...ad.headlines]
    .map((headline) => headline.toLowerCase())
    .sort()
    .join('|');
}

function repairAds(drafts: AdDraft[], finalUrl: string, language: string | null, exclude: Set<string> = new Set()): ResponsiveSearchAdPlan[] {
  const seen = new Set(exclude);
  const ads: ResponsiveSearchAdPlan[] = [];
  for (const draft of drafts) {
    const ad = repairAd(draft, finalUrl, language);
    const key = copyKey(ad);
    if (seen.has(key)) continue;
    seen.add(key);
    ads.push(ad);
  }
  return ads;
}

function repairCampaign(draft: CampaignDraft, finalUrl: string, monthlyBudget: number, language: string | null) {
  return {
    name: squash(draft.name),
    description: squash(draft.description),
    theme: squash(draft.theme),
    monthlyBudget,
    adGroups: draft.adGroups.map((group) => ({
      name: squash(group.name),
      theme: squash(group.theme),
      keywords: repairKeywords(group.keywords),
      ads: repairAds(group.ads, finalUrl, language).slice(0, MAX_ADS_PER_GROUP),
    })),
  };
}

/** Where ads send people: the site as read (after redirects), else what the owner typed. */
export function finalUrlFor(brief: BusinessBrief): string {
  const raw = isSiteContent(brief.site) ? brief.site.url : brief.websiteUrl.trim();
  try {
    return new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`).toString();
  } catch {
    return 'https://example.com/';
  }
}

/** The site's language, which decides the words a line cut to its length must not end on. */
function siteLanguage(brief: BusinessBrief): string | null {
  return isSiteContent(brief.site) ? (brief.site.language ?? null) : null;
}

/** The note every plan carries when the site could not be read. */
export function unreadableSiteNote(brief: BusinessBrief): string | null {
  if (isSiteContent(brief.site)) return null;
  const reason = brief.site && 'error' in brief.site ? ` (${brief.site.error.replace(/\.$/, '')})` : '';
  return `We could not read your website${reason}, so this plan is built from the details you entered.`;
}

/** The model's sitelinks and callouts cut to Google's lengths, by the campaign's name, for finishPlan to ground. */
export function repairAssetDrafts(draft: z.infer<typeof planDraftSchema>): Map<string, AssetsDraft> {
  const out = new Map<string, AssetsDraft>();
  for (const campaign of draft.campaigns.slice(0, 3)) {
    const assets = repairAssetsDraft(campaign.assets);
    if (assets) out.set(squash(campaign.name), assets);
  }
  return out;
}

/** Repairs a plan draft and validates it; throws a ZodError when it is still invalid. */
export function repairPlan(draft: z.infer<typeof planDraftSchema>, brief: BusinessBrief): CampaignPlan {
  const campaigns = draft.campaigns.slice(0, 3);
  const budgets = campaigns.length > 0 ? splitBudget(brief.monthlyBudget, campaigns.map((campaign) => (campaign.monthlyBudget > 0 ? campaign.monthlyBudget : 1))) : [];
  const note = unreadableSiteNote(brief);
  const strategy = squash(draft.strategy);
  return campaignPlanSchema.parse({
    strategy: note && !strategy.startsWith('We could not read') ? `${note} ${strategy}` : strategy,
    siteReadable: note === null,
    campaigns: campaigns.map((campaign, index) => repairCampaign(campaign, finalUrlFor(brief), budgets[index], siteLanguage(brief))),
  });
}

export function repairPreview(draft: z.infer<typeof previewDraftSchema>, brief: BusinessBrief, monthlyBudget: number): CampaignPreviewPlan {
  const campaign = repairCampaign({ ...draft.campaign, adGroups: draft.campaign.adGroups.slice(0, 1) }, finalUrlFor(brief), monthlyBudget, siteLanguage(brief));
  return campaignPreviewPlanSchema.parse(campaign);
}

export function repairChallengers(draft: z.infer<typeof challengersDraftSchema>, brief: BusinessBrief, champion: AdCopy, history: AdCopy[] = []): Challenger[] {
  const exclude = new Set([copyKey(champion), ...history.map(copyKey)]);
  return challengersSchema.parse(repairAds(draft.challengers, finalUrlFor(brief), siteLanguage(brief), exclude).slice(0, CHALLENGERS_PER_ROUND));
}
