import type { BusinessBrief, CampaignPlan, KeywordPlan, ResponsiveSearchAdPlan, SiteContent } from '../../schema/ai-plan';
import { adTextLength, GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import { locationLabel, type Targeting } from '../../schema/targeting';
import { guessLanguage } from '../site/detect-language';
import { findPrices } from '../site/read-prices';
import { checkLine, type Evidence } from './ground-claims';
import { saysWorldwide } from './propose-targeting';

/**
 * Issue 16's generic hard rules ("On sites it has never seen, every plan holds all of these"), once:
 * the judge (plan-faults.ts) words what breaks them, the output guard (guard-plan.ts) repairs it.
 * None of them needs to understand the site beyond what the reader found.
 */

const limits = GOOGLE_ADS_LIMITS;
/** At most this share of one variant's headlines may appear in another variant of the same ad group. */
export const MAX_SHARED_HEADLINES = 0.8;
/** Symbols used as decoration: arrows, stars, ticks, phones, emoji. */
export const DECORATION = /[\u2190-\u21ff\u2600-\u27bf\u2b00-\u2bff\u{1f000}-\u{1faff}\u2022\u25a0-\u25ff\u00bb\u00ab\u2713\u2714\u2605\u2606\u260e\u2706>]/u;
/** A phone number: seven or more digits with the usual separators. */
export const PHONE_NUMBER = /(?:\+?\d[\d\s().-]{6,}\d)/;

/** A phone number in a line, once its prices are set aside: "1.250.000 ₫" and "Rp 1.250.000" are money, not numbers to call. */
export function hasPhoneNumber(line: string): boolean {
  const prices = findPrices(line);
  const rest = prices.reduceRight((text, price) => `${text.slice(0, price.index)} ${text.slice(price.end)}`, line);
  return PHONE_NUMBER.test(rest);
}
/** Template leftovers. */
export const PLACEHOLDER = /\{[^}]*\}|\[[^\]]*\]|<[^>]*>|\b(lorem|ipsum|xxx+|tbd|todo|undefined|null|nan|your (business|company) name|insert)\b/i;

export type LineKind = 'headline' | 'description';
export type LineRule = 'length' | 'placeholder' | 'decoration' | 'phone' | 'exclamation' | 'capitals' | 'unsupported' | 'currency';

export interface Breach<Rule extends string = string> {
  rule: Rule;
  /** In words, without saying where: the judge adds the campaign, ad group and ad. */
  message: string;
}

export interface LineRules {
  evidence: Evidence;
  /** Words the site or form itself writes in capitals (acronyms, brand names): not shouting. */
  capitals: ReadonlySet<string>;
  /** The site's language: which words a line cut to its length must not end on. */
  language?: string | null;
}

/** Capitals the business writes itself, as the judge reads them. */
export function writtenCapitals(brief: BusinessBrief, site: SiteContent | null): Set<string> {
  return new Set((`${site?.text ?? ''} ${site?.title ?? ''} ${(site?.headings ?? []).join(' ')} ${brief.businessName}`.match(/\b[A-Z][A-Z0-9&]+\b/g) ?? []).map(String));
}

export function lineBreaches(line: string, kind: LineKind, rules: LineRules): Breach<LineRule>[] {
  const out: Breach<LineRule>[] = [];
  const max = kind === 'headline' ? limits.headline.maxLength : limits.description.maxLength;
  if (adTextLength(line) > max) out.push({ rule: 'length', message: `${kind} over ${max} characters: "${line}"` });
  if (PLACEHOLDER.test(line)) out.push({ rule: 'placeholder', message: `placeholder in "${line}"` });
  if (DECORATION.test(line)) out.push({ rule: 'decoration', message: `decorative symbol in "${line}"` });
  if (hasPhoneNumber(line)) out.push({ rule: 'phone', message: `phone number in "${line}"` });
  if (kind === 'headline' && line.includes('!')) out.push({ rule: 'exclamation', message: `exclamation mark in headline "${line}"` });
  const shouting = (line.match(/\b\p{Lu}{4,}\b/gu) ?? []).filter((word) => !rules.capitals.has(word));
  if (shouting.length > 0) out.push({ rule: 'capitals', message: `all caps "${shouting.join(' ')}"` });
  const check = checkLine(line, rules.evidence);
  if (check.unsupported.length > 0) out.push({ rule: 'unsupported', message: `claim no source backs (${check.unsupported.join(', ')}) in "${line}"` });
  const currency = rules.evidence.currency;
  for (const price of findPrices(line, rules.evidence.dollar, rules.evidence.country)) {
    if (currency && price.currency !== currency) out.push({ rule: 'currency', message: `price in ${price.currency}, the site prices in ${currency}: "${line}"` });
  }
  return out;
}

/** Counts and duplicates within one ad. */
export function adBreaches(ad: ResponsiveSearchAdPlan): Breach<'headlines' | 'descriptions' | 'duplicate'>[] {
  const out: Breach<'headlines' | 'descriptions' | 'duplicate'>[] = [];
  if (ad.headlines.length < limits.headline.min || ad.headlines.length > limits.headline.max) out.push({ rule: 'headlines', message: `${ad.headlines.length} headlines` });
  if (ad.descriptions.length < limits.description.min || ad.descriptions.length > limits.description.max) out.push({ rule: 'descriptions', message: `${ad.descriptions.length} descriptions` });
  if (new Set(ad.headlines.map((text) => text.toLowerCase())).size !== ad.headlines.length) out.push({ rule: 'duplicate', message: 'a headline twice' });
  return out;
}

export function keywordBreaches(keyword: Pick<KeywordPlan, 'text' | 'matchType'>): Breach<'length' | 'words' | 'broad'>[] {
  const out: Breach<'length' | 'words' | 'broad'>[] = [];
  const words = keyword.text.trim().split(/\s+/);
  if (keyword.text.length < 1 || keyword.text.length > limits.keyword.maxLength) out.push({ rule: 'length', message: `keyword length "${keyword.text}"` });
  if (words.length > limits.keyword.maxWords) out.push({ rule: 'words', message: `keyword over ${limits.keyword.maxWords} words "${keyword.text}"` });
  if (keyword.matchType === 'BROAD' && words.length < 2) out.push({ rule: 'broad', message: `single word on broad match "${keyword.text}"` });
  return out;
}

export function sharedHeadlineShare(a: readonly string[], b: readonly string[]): number {
  const set = new Set(a.map((text) => text.toLowerCase()));
  const shared = b.filter((text) => set.has(text.toLowerCase())).length;
  return shared / Math.max(1, Math.min(a.length, b.length));
}

/** Pairs of variants of one ad group that share more than the limit of their headlines. */
export function sharedBreaches(ads: readonly Pick<ResponsiveSearchAdPlan, 'headlines'>[]): { a: number; b: number; share: number }[] {
  const out: { a: number; b: number; share: number }[] = [];
  for (let a = 0; a < ads.length; a++) {
    for (let b = a + 1; b < ads.length; b++) {
      const share = sharedHeadlineShare(ads[a].headlines, ads[b].headlines);
      if (share > MAX_SHARED_HEADLINES) out.push({ a, b, share });
    }
  }
  return out;
}

/** Keywords a later campaign repeats from an earlier one (the same text bids against itself). */
export function repeatedKeywords(plan: CampaignPlan): { text: string; owner: string; campaign: string }[] {
  const owners = new Map<string, string>();
  const out: { text: string; owner: string; campaign: string }[] = [];
  for (const campaign of plan.campaigns) {
    for (const keyword of campaign.adGroups.flatMap((group) => group.keywords)) {
      const key = keyword.text.toLowerCase();
      const owner = owners.get(key);
      if (owner && owner !== campaign.name) out.push({ text: keyword.text, owner, campaign: campaign.name });
      owners.set(key, campaign.name);
    }
  }
  return out;
}

export function budgetBreach(plan: CampaignPlan, monthlyBudget: number): string | null {
  const total = plan.campaigns.reduce((sum, campaign) => sum + campaign.monthlyBudget, 0);
  return Math.round(total * 100) !== Math.round(monthlyBudget * 100) ? `budgets add up to ${total}, not ${monthlyBudget}` : null;
}

/** The business's area as the reader found it: its country and the places its site names. */
export function businessArea(site: SiteContent | null): string[] {
  return [site?.country, ...(site?.places ?? [])].filter(Boolean).map((text) => String(text).toLowerCase());
}

export function targetingBreaches(targeting: Targeting | undefined, site: SiteContent | null): Breach<'none' | 'language' | 'area'>[] {
  if (!targeting) return [{ rule: 'none', message: 'no targeting' }];
  const out: Breach<'none' | 'language' | 'area'>[] = [];
  const language = site?.language ?? null;
  if (language && !targeting.languages.includes(language)) out.push({ rule: 'language', message: `targets ${targeting.languages.join(', ')}, the site is in ${language}` });
  const area = businessArea(site);
  const labels = targeting.locations.map((location) => `${locationLabel(location)} ${'countryCode' in location ? location.countryCode : ''}`.toLowerCase());
  const everywhere = targeting.locations.some((location) => location.kind === 'everywhere') && saysWorldwide(site?.text ?? '');
  if (area.length > 0 && !everywhere && !labels.some((label) => area.some((name) => label.includes(name)))) out.push({ rule: 'area', message: `locations (${labels.join('; ')}) do not name the business's area` });
  return out;
}

/** The ads, read together, are in another language than the site. */
export function adsLanguageBreach(texts: readonly string[], site: SiteContent | null): string | null {
  if (!site?.language) return null;
  const written = guessLanguage(texts.join(' '));
  return written && written !== site.language ? `ads written in ${written}, the site is in ${site.language}` : null;
}
