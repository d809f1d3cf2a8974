import { GOOGLE_ADS_LIMITS, type MatchType } from '../../schema/google-ads-limits';
import type { KeywordPlan } from '../../schema/ai-plan';
import type { BusinessFacts } from './business-facts';
import { cutAtWordBoundary, lowerCaseWords, squash } from './fit-text';

/**
 * Keywords for an ad group from the site's own services and places, with match types that keep
 * spend on buyers (exact and phrase first, broad only with room in the budget) and starting
 * bids from the industry's typical cost per click, capped so the daily budget buys some clicks.
 */

export type KeywordFocus =
  | { kind: 'service'; services: string[]; place: string | null }
  | { kind: 'place'; place: string; service: string | null }
  /** "Near me" searches for the trade, without a town. */
  | { kind: 'nearby' }
  | { kind: 'brand' };

const MATCH_FACTOR: Record<MatchType, number> = { EXACT: 1.15, PHRASE: 1, BROAD: 0.8 };

/** Google rejects most symbols in keywords; keep letters, digits and a few joiners. */
export function sanitiseKeyword(text: string): string {
  const clean = squash(text.toLowerCase().replace(/[^\p{L}\p{N}\s&'./+-]/gu, ' '));
  const words = clean.split(' ').slice(0, GOOGLE_ADS_LIMITS.keyword.maxWords).join(' ');
  return cutAtWordBoundary(words, GOOGLE_ADS_LIMITS.keyword.maxLength);
}

export function startingBid(facts: BusinessFacts, matchType: MatchType, campaignMonthlyBudget: number, factor = 1): number {
  const daily = campaignMonthlyBudget / GOOGLE_ADS_LIMITS.monthlyCapFactor;
  const cap = Math.max(0.2, daily / 2);
  const bid = Math.min(facts.profile.baseBid * MATCH_FACTOR[matchType] * factor, cap);
  return Math.max(0.1, Math.round(bid * 100) / 100);
}

export function chooseKeywords(facts: BusinessFacts, focus: KeywordFocus, campaignMonthlyBudget: number): KeywordPlan[] {
  // What people search for the trade; with nothing known, the business's own name.
  const term = lowerCaseWords(facts.term ?? facts.name).toLowerCase();
  const trade = facts.trade ? lowerCaseWords(facts.trade).toLowerCase() : null;
  const wanted: [string, MatchType, number?][] = [];
  if (focus.kind === 'service') {
    for (const service of focus.services.slice(0, 2)) {
      const s = service.toLowerCase();
      wanted.push([s, 'PHRASE'], [s, 'EXACT']);
      if (facts.local) {
        if (focus.place) wanted.push([`${s} ${focus.place}`, 'EXACT'], [`${s} in ${focus.place}`, 'PHRASE']);
        wanted.push([`${s} near me`, 'PHRASE']);
      } else {
        for (const suffix of facts.profile.keywordSuffixes) wanted.push([`${s} ${suffix}`, 'PHRASE']);
        if (facts.audience && facts.profile.id !== 'retail') wanted.push([`${s} for ${facts.audience.toLowerCase()}`, 'PHRASE']);
      }
    }
    // Broad match explores new searches; only worth it with room in the budget.
    if (campaignMonthlyBudget >= 800 && focus.services[0]) wanted.push([focus.services[0].toLowerCase(), 'BROAD', 0.9]);
  } else if (focus.kind === 'place') {
    const p = focus.place;
    wanted.push([`${term} ${p}`, 'EXACT'], [`${term} in ${p}`, 'PHRASE'], [`${p} ${term}`, 'PHRASE']);
    if (focus.service && focus.service.toLowerCase() !== term) wanted.push([`${focus.service.toLowerCase()} ${p}`, 'PHRASE']);
    if (facts.term) wanted.push([`best ${term} in ${p}`, 'PHRASE']);
  } else if (focus.kind === 'nearby') {
    wanted.push([`${term} near me`, 'PHRASE'], [`${term} near me`, 'EXACT']);
    if (trade && trade !== term) wanted.push([`${trade} near me`, 'PHRASE']);
    if (facts.term) wanted.push([`best ${term} near me`, 'PHRASE']);
  } else {
    const name = facts.name.toLowerCase();
    wanted.push([name, 'EXACT', 0.5], [name, 'PHRASE', 0.5]);
    if (name.includes('&')) wanted.push([name.replace(/&/g, 'and'), 'PHRASE', 0.5]);
    if (facts.places[0]) wanted.push([`${name} ${facts.places[0].toLowerCase()}`, 'PHRASE', 0.5]);
  }
  const keywords: KeywordPlan[] = [];
  for (const [raw, matchType, factor] of wanted) {
    const text = sanitiseKeyword(raw);
    if (!text || keywords.some((known) => known.text === text && known.matchType === matchType)) continue;
    keywords.push({ text, matchType, bid: startingBid(facts, matchType, campaignMonthlyBudget, factor) });
  }
  return keywords;
}
