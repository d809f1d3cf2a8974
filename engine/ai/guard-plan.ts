import { type AdGroupPlan, type BusinessBrief, type CampaignPlan, campaignPlanSchema, isSiteContent, LAUNCH_VARIANTS, type ResponsiveSearchAdPlan, type SiteContent } from '../../schema/ai-plan';
import type { LineSource } from '../../schema/fields';
import { GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import type { Targeting, TargetLocation } from '../../schema/targeting';
import { cutAtWordBoundary, cutDescription } from './fit-text';
import { gatherEvidence } from './ground-claims';
import {
  adsLanguageBreach,
  budgetBreach,
  keywordBreaches,
  type LineKind,
  type LineRules,
  lineBreaches,
  MAX_SHARED_HEADLINES,
  sharedBreaches,
  sharedHeadlineShare,
  targetingBreaches,
  writtenCapitals,
} from './hard-rules';
import { countryName } from './propose-targeting';
import { splitBudget } from './split-budget';

/**
 * The last thing every plan passes before it leaves the strategist, offline or OpenAI alike, after
 * repair and grounding: issue 16's generic hard rules (hard-rules.ts, the judge's own) made
 * impossible to break. What breaks one is repaired, never waved through: a line too long is
 * shortened or dropped, a line that breaks any other rule is dropped and the ad topped up from its
 * ad group's other lines or the plan's spare lines, a one-word broad keyword becomes phrase, a
 * keyword a later campaign repeats or one too long goes, near-copies shed shared headlines, the
 * budgets are re-split, the site's language and country are added to the targeting. Every repair
 * keeps the plan valid; an ad, ad group or campaign that cannot be kept valid goes.
 *
 * Two rules cannot be repaired without understanding the site: ads written in another language
 * (they would have to be rewritten) and a readable site's plan with one campaign (a second needs
 * something to be about). Those are reported in `unrepaired`, as the judge would word them.
 */

const limits = GOOGLE_ADS_LIMITS;

export interface GuardOptions {
  /** Lines that claim nothing, in the site's language, to top up an ad that lost lines. */
  spare?: { headlines: readonly string[]; descriptions: readonly string[] };
}

export interface GuardResult {
  plan: CampaignPlan;
  /** What was repaired, in words (for tests and bench/ai). */
  repairs: string[];
  /** Breaches the guard cannot repair without understanding the site. */
  unrepaired: string[];
}

interface Line {
  text: string;
  source: LineSource | undefined;
}

/** The line as it may be launched, shortened when only its length was wrong; null when it breaks a rule. */
function fitLine(text: string, kind: LineKind, rules: LineRules, repairs: string[]): string | null {
  const breaches = lineBreaches(text, kind, rules);
  if (breaches.length === 0) return text;
  if (breaches.every((breach) => breach.rule === 'length')) {
    const max = kind === 'headline' ? limits.headline.maxLength : limits.description.maxLength;
    const cut = kind === 'headline' ? cutAtWordBoundary(text, max, rules.language) : cutDescription(text, max, rules.language);
    if (cut && lineBreaches(cut, kind, rules).length === 0) {
      repairs.push(`shortened "${text}" to "${cut}"`);
      return cut;
    }
  }
  repairs.push(`dropped ${breaches.map((breach) => breach.message).join('; ')}`);
  return null;
}

function cleanLines(texts: readonly string[], sources: readonly LineSource[] | undefined, kind: LineKind, rules: LineRules, repairs: string[]): Line[] {
  const out: Line[] = [];
  for (const [index, raw] of texts.entries()) {
    const text = fitLine(raw, kind, rules, repairs);
    if (text === null) continue;
    if (out.some((line) => line.text.toLowerCase() === text.toLowerCase())) {
      repairs.push(`dropped a second "${text}"`);
      continue;
    }
    out.push({ text, source: sources?.[index] });
  }
  return out;
}

/** Adds lines the ad does not hold yet until it has `min`. */
function topUp(lines: Line[], candidates: readonly Line[], min: number): Line[] {
  const out = [...lines];
  for (const line of candidates) {
    if (out.length >= min) break;
    if (!out.some((known) => known.text.toLowerCase() === line.text.toLowerCase())) out.push(line);
  }
  return out;
}

function guardAds(group: AdGroupPlan, rules: LineRules, spare: { headlines: Line[]; descriptions: Line[] }, repairs: string[]): ResponsiveSearchAdPlan[] {
  const cleaned = group.ads.map((ad) => ({
    ad,
    headlines: cleanLines(ad.headlines, ad.reasoning.sources?.headlines, 'headline', rules, repairs).slice(0, limits.headline.max),
    descriptions: cleanLines(ad.descriptions, ad.reasoning.sources?.descriptions, 'description', rules, repairs).slice(0, limits.description.max),
  }));
  // Lines the group's other variants keep are grounded already: they top up a variant that lost lines, those fewest
  // variants hold first (a line every variant holds would make the topped-up variant a near-copy), then spare lines.
  const uses = (line: Line) => cleaned.filter((each) => each.headlines.some((known) => known.text.toLowerCase() === line.text.toLowerCase())).length;
  const groupHeadlines = [...cleaned.flatMap((each) => each.headlines).sort((a, b) => uses(a) - uses(b)), ...spare.headlines];
  const groupDescriptions = [...cleaned.flatMap((each) => each.descriptions), ...spare.descriptions];
  const ads: { ad: ResponsiveSearchAdPlan; headlines: Line[]; descriptions: Line[] }[] = [];
  for (const each of cleaned) {
    const headlines = each.headlines.length < limits.headline.min ? topUp(each.headlines, groupHeadlines, limits.headline.min) : each.headlines;
    const descriptions = each.descriptions.length < limits.description.min ? topUp(each.descriptions, groupDescriptions, limits.description.min) : each.descriptions;
    if (headlines.length !== each.headlines.length || descriptions.length !== each.descriptions.length) repairs.push(`${group.name}: topped up a variant that lost lines`);
    if (headlines.length < limits.headline.min || descriptions.length < limits.description.min) {
      repairs.push(`${group.name}: dropped a variant left with ${headlines.length} headlines and ${descriptions.length} descriptions`);
      continue;
    }
    ads.push({ ad: each.ad, headlines, descriptions });
  }
  separateVariants(ads, groupHeadlines, group.name, repairs);
  return ads.map(({ ad, headlines, descriptions }) => ({
    ...ad,
    headlines: headlines.map((line) => line.text),
    descriptions: descriptions.map((line) => line.text),
    reasoning: {
      ...ad.reasoning,
      ...(ad.reasoning.sources
        ? { sources: { headlines: headlines.map((line) => line.source ?? { kind: 'generic' as const }), descriptions: descriptions.map((line) => line.source ?? { kind: 'generic' as const }) } }
        : {}),
    },
  }));
}

/**
 * Near-copies: the later of two variants sharing more than the limit sheds the headlines it shares
 * (its supporting lines first, its lead lines last) down to three, and gains the lines fewest
 * variants use; a few passes, as a change can bring a third variant too close.
 */
function separateVariants(ads: { headlines: Line[] }[], pool: readonly Line[], name: string, repairs: string[]): void {
  const texts = (lines: readonly Line[]) => lines.map((line) => line.text);
  for (let pass = 0; pass < 10; pass++) {
    const pairs = sharedBreaches(ads.map((each) => ({ headlines: texts(each.headlines) })));
    if (pairs.length === 0) return;
    for (const { a, b } of pairs) {
      const [earlier, later] = [ads[a], ads[b]];
      const share = () => sharedHeadlineShare(texts(earlier.headlines), texts(later.headlines));
      if (share() <= MAX_SHARED_HEADLINES) continue;
      repairs.push(`${name}: separated two variants sharing ${Math.round(share() * 100)}% of headlines`);
      const inEarlier = (line: Line) => earlier.headlines.some((known) => known.text.toLowerCase() === line.text.toLowerCase());
      const uses = (line: Line) => ads.filter((each) => each.headlines.some((known) => known.text.toLowerCase() === line.text.toLowerCase())).length;
      for (let step = 0; step < 30 && share() > MAX_SHARED_HEADLINES; step++) {
        const at = later.headlines.findLastIndex(inEarlier);
        if (at >= 0 && later.headlines.length > limits.headline.min) {
          later.headlines.splice(at, 1);
          continue;
        }
        const fresh = pool
          .filter((line) => !inEarlier(line) && !later.headlines.some((known) => known.text.toLowerCase() === line.text.toLowerCase()))
          .sort((x, y) => uses(x) - uses(y))[0];
        if (!fresh || later.headlines.length >= limits.headline.max) break;
        later.headlines.push(fresh);
      }
    }
  }
  // Still too close (a small site with few lines): the later variant becomes three lines, its own first, that no other variant holds all of.
  for (const { b } of sharedBreaches(ads.map((each) => ({ headlines: texts(each.headlines) })))) {
    const others = ads.filter((_, index) => index !== b).map((each) => new Set(each.headlines.map((line) => line.text.toLowerCase())));
    const own = ads[b].headlines;
    const candidates = [...own, ...pool.filter((line) => !own.some((known) => known.text.toLowerCase() === line.text.toLowerCase()))].filter(
      (line, index, all) => all.findIndex((known) => known.text.toLowerCase() === line.text.toLowerCase()) === index,
    );
    const apart = (set: Line[]) => others.every((other) => set.filter((line) => other.has(line.text.toLowerCase())).length / Math.min(set.length, other.size) <= MAX_SHARED_HEADLINES);
    search: for (let i = 0; i < candidates.length; i++) {
      for (let j = i + 1; j < candidates.length; j++) {
        for (let k = j + 1; k < candidates.length; k++) {
          const set = [candidates[i], candidates[j], candidates[k]];
          if (!apart(set)) continue;
          ads[b].headlines = set;
          repairs.push(`${name}: rebuilt a variant from three lines no other variant holds together`);
          break search;
        }
      }
    }
  }
}

function guardTargeting(targeting: Targeting | undefined, site: SiteContent | null, repairs: string[]): Targeting | undefined {
  if (!targeting) return targeting;
  let { locations, languages } = targeting;
  for (const breach of targetingBreaches(targeting, site)) {
    if (breach.rule === 'language' && site?.language) {
      languages = [site.language, ...languages.filter((code) => code !== site.language)].slice(0, 5);
      repairs.push(`${breach.message}: targets ${site.language} first`);
    }
    // The area the reader found is the country at least: never a place elsewhere, nor everywhere for a business that does not say so.
    if (breach.rule === 'area' && site?.country) {
      const country: TargetLocation = { kind: 'country', countryCode: site.country, label: countryName(site.country) };
      const kept = locations.filter((location) => location.kind !== 'everywhere' && 'countryCode' in location && location.countryCode === site.country);
      locations = [...kept, country].slice(-20);
      repairs.push(`${breach.message}: targets ${country.label}`);
    }
  }
  return { locations, languages };
}

export function guardPlan(plan: CampaignPlan, brief: BusinessBrief, options: GuardOptions = {}): GuardResult {
  const repairs: string[] = [];
  const unrepaired: string[] = [];
  const site = isSiteContent(brief.site) ? brief.site : null;
  const rules: LineRules = { evidence: gatherEvidence(brief), capitals: writtenCapitals(brief, site), language: site?.language };
  const generic = (texts: readonly string[] | undefined, kind: LineKind): Line[] => cleanLines(texts ?? [], undefined, kind, rules, []).map((line) => ({ ...line, source: { kind: 'generic' } }));
  const spare = { headlines: generic(options.spare?.headlines, 'headline'), descriptions: generic(options.spare?.descriptions, 'description') };

  const taken = new Set<string>();
  let orphaned = 0;
  const campaigns = plan.campaigns.flatMap((campaign) => {
    const owned = new Set<string>();
    const adGroups = campaign.adGroups.flatMap((group) => {
      const keywords = group.keywords.flatMap((keyword) => {
        const key = keyword.text.toLowerCase();
        if (taken.has(key)) {
          repairs.push(`dropped "${keyword.text}", a keyword an earlier campaign bids on`);
          return [];
        }
        const breaches = keywordBreaches(keyword);
        if (breaches.some((breach) => breach.rule !== 'broad')) {
          repairs.push(`dropped ${breaches.map((breach) => breach.message).join('; ')}`);
          return [];
        }
        owned.add(key);
        if (breaches.length > 0) {
          repairs.push(`${breaches[0].message}: now phrase match`);
          return [{ ...keyword, matchType: 'PHRASE' as const }];
        }
        return [keyword];
      });
      const ads = guardAds(group, rules, spare, repairs);
      if (keywords.length === 0 || ads.length < LAUNCH_VARIANTS) {
        repairs.push(`dropped ad group ${group.name} (${keywords.length} keywords, ${ads.length} variants left)`);
        return [];
      }
      return [{ ...group, keywords, ads }];
    });
    for (const key of owned) taken.add(key);
    if (adGroups.length === 0) {
      orphaned += campaign.monthlyBudget;
      repairs.push(`dropped campaign ${campaign.name}: no ad group left`);
      return [];
    }
    return [{ ...campaign, adGroups }];
  });
  if (campaigns.length === 0) return { plan, repairs, unrepaired: ['no campaign keeps the rules'] };
  if (orphaned > 0) campaigns[0] = { ...campaigns[0], monthlyBudget: campaigns[0].monthlyBudget + orphaned };

  let guarded: CampaignPlan = { ...plan, campaigns, targeting: guardTargeting(plan.targeting, site, repairs) };
  const budget = budgetBreach(guarded, brief.monthlyBudget);
  if (budget) {
    const shares = campaigns.map((campaign) => Math.max(0, campaign.monthlyBudget));
    const parts = splitBudget(brief.monthlyBudget, shares.some((share) => share > 0) ? shares : campaigns.map(() => 1));
    guarded = { ...guarded, campaigns: campaigns.map((campaign, index) => ({ ...campaign, monthlyBudget: parts[index] })) };
    repairs.push(`${budget}: re-split`);
  }
  if (guarded.negativeKeywords) guarded.negativeKeywords = [...new Set(guarded.negativeKeywords.filter((text) => text.length > 0 && text.length <= limits.keyword.maxLength))];

  const language = adsLanguageBreach(
    guarded.campaigns.flatMap((campaign) => campaign.adGroups.flatMap((group) => group.ads.flatMap((ad) => [...ad.headlines, ...ad.descriptions]))),
    site,
  );
  if (language) unrepaired.push(language);
  if (site && plan.siteReadable !== false && guarded.campaigns.length < 2 && plan.campaigns.length >= 2) unrepaired.push(`${guarded.campaigns.length} campaigns`);
  return { plan: campaignPlanSchema.parse(guarded), repairs, unrepaired };
}
