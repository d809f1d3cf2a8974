import type { MatchType } from '../../../schema/google-ads-limits';
import { SeededRandom } from '../../stats/seeded-random';
import { accountLocalId } from '../local-id';
import type { DemoCampaign, DemoKeyword, DemoSearchTerm } from './demo-state';

/**
 * The searches behind each demo keyword, and which of them the market's truth calls irrelevant
 * (docs/search-terms.md). Drawn from their own PRNG stream (seed and keyword id), so adding them
 * changes no other draw of the simulator. The engine sees the texts and figures, never `relevant`.
 */

/** Share of a keyword's searches that are irrelevant, by match type (mean; each keyword varies ±30%). */
export const IRRELEVANT_SHARE: Record<MatchType, number> = { EXACT: 0.06, PHRASE: 0.25, BROAD: 0.4 };
/** An irrelevant search converts at this fraction of the keyword's rate (some job seekers do call). */
export const IRRELEVANT_CONVERSION = 0.05;

const RELEVANT = [
  '{k} near me', 'best {k}', '{k} cost', '{k} prices', 'cheap {k}', '{k} free estimate', '{k} free quote', 'local {k}', '{k} open now',
  '{k} reviews', 'affordable {k}', 'how much does {k} cost', '24 hour {k}', '{k} in {home}', '{k} {home}', 'emergency {k}', '{k} same day',
];
/** Irrelevant by kind: work, free things, doing it oneself, places not served, other trades. */
const IRRELEVANT = [
  '{k} jobs', '{k} salary', '{k} apprenticeship', '{k} training course', 'free {k}', '{k} free download', 'how to {k}', 'diy {k}',
  '{k} tutorial', '{k} youtube', '{k} {other}', '{k} in {other}', '{trade} near me', '{trade} prices', '{trade} {home}',
];
const TOWNS = ['riverton', 'fairview', 'lakewood', 'oakdale', 'brookside', 'milford', 'ashland', 'clayton', 'dover', 'kingsport', 'salem', 'weston'];
const TRADES = ['dentist', 'hair salon', 'car wash', 'pizza delivery', 'tax advisor', 'yoga studio', 'pet groomer', 'florist', 'driving school'];

function hash(seed: number, text: string): number {
  let h = (seed ^ 0x2545f491) >>> 0;
  for (let index = 0; index < text.length; index++) h = Math.imul(h ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return h;
}

/** The campaign's home town (targeting's first place, else drawn): where "{k} {home}" searches come from. */
export function homeTownOf(campaign: DemoCampaign, seed: number): string {
  campaign.homeTown ??= TOWNS[hash(seed, accountLocalId(campaign.id)) % TOWNS.length];
  return campaign.homeTown;
}

/** A misspelling (one letter dropped from the longest word): relevant, but shares no word with the keyword. */
function typo(text: string): string {
  const parts = text.split(' ');
  const longest = parts.reduce((best, part, index) => (part.length > parts[best].length ? index : best), 0);
  const word = parts[longest];
  if (word.length < 5) return `${text}s`;
  parts[longest] = word.slice(0, 2) + word.slice(3);
  return parts.join(' ');
}

/**
 * Draws a keyword's searches: the keyword itself (the biggest share), relevant variants and, more
 * for looser match types, irrelevant ones; each gets a report slot from `takeSlot`.
 */
export function drawSearchTerms(keyword: Pick<DemoKeyword, 'id' | 'text' | 'matchType'>, seed: number, home: string, takeSlot: (termId: string) => number): DemoSearchTerm[] {
  const random = new SeededRandom(hash(seed, accountLocalId(keyword.id)));
  const k = keyword.text.toLowerCase();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random.uniform() * list.length)];
  const others = TOWNS.filter((town) => town !== home);
  const fill = (template: string) => template.replaceAll('{k}', k).replaceAll('{home}', home).replaceAll('{other}', pick(others)).replaceAll('{trade}', pick(TRADES));
  const drawn = new Map<string, { relevant: boolean; weight: number }>();
  const add = (text: string, relevant: boolean, weight: number) => {
    if (!drawn.has(text)) drawn.set(text, { relevant, weight });
  };
  add(k, true, 3 + random.uniform() * 3);
  const broad = keyword.matchType !== 'EXACT';
  const relevantCount = broad ? 7 : 2;
  for (let index = 0; index < relevantCount; index++) add(fill(pick(RELEVANT)), true, Math.exp(0.6 * random.normal()));
  if (random.uniform() < 0.5) add(typo(k), true, 0.3 * Math.exp(0.4 * random.normal()));
  const irrelevantCount = keyword.matchType === 'EXACT' ? 1 : keyword.matchType === 'PHRASE' ? 5 : 7;
  const irrelevant: string[] = [];
  for (let index = 0; index < irrelevantCount; index++) {
    const template = pick(IRRELEVANT);
    // Phrase match keeps the keyword's words: another trade's search needs broad match.
    if (keyword.matchType === 'PHRASE' && !template.includes('{k}')) continue;
    const text = fill(template);
    if (!drawn.has(text)) irrelevant.push(text);
    add(text, false, Math.exp(0.6 * random.normal()));
  }
  const relevantWeight = [...drawn.values()].filter((term) => term.relevant).reduce((sum, term) => sum + term.weight, 0);
  const irrelevantWeight = irrelevant.reduce((sum, text) => sum + (drawn.get(text)?.weight ?? 0), 0);
  const share = irrelevant.length > 0 ? Math.min(0.7, IRRELEVANT_SHARE[keyword.matchType] * Math.exp(0.3 * random.normal())) : 0;
  const terms: DemoSearchTerm[] = [];
  let index = 0;
  for (const [text, term] of drawn) {
    const weight = term.relevant ? (term.weight / relevantWeight) * (1 - share) : (term.weight / irrelevantWeight) * share;
    const id = `${keyword.id}-t${++index}`;
    terms.push({ id, text, relevant: term.relevant, weight, excluded: false, slot: takeSlot(id), deliveredMicros: 0 });
  }
  return terms;
}

/** Share of the keyword's searches still served (1 exactly when nothing is excluded, so old draws stay the same). */
export function servedShare(keyword: DemoKeyword): number {
  if (!keyword.terms?.some((term) => term.excluded)) return 1;
  return keyword.terms.reduce((sum, term) => sum + (term.excluded ? 0 : term.weight), 0);
}

/**
 * The keyword's conversion rate on what it still serves, relative to its truth over all its searches
 * (irrelevant searches convert at `IRRELEVANT_CONVERSION` of the rate, relevant ones above it so the
 * mean over everything is the keyword's truth).
 */
export function servedConversionFactor(keyword: DemoKeyword): number {
  const terms = keyword.terms;
  if (!terms?.some((term) => term.excluded)) return 1;
  let served = 0;
  let converting = 0;
  for (const term of terms) {
    if (term.excluded) continue;
    served += term.weight;
    converting += term.weight * termConversionFactor(terms, term);
  }
  return served > 0 ? converting / served : 1;
}

export function termConversionFactor(terms: readonly DemoSearchTerm[], term: DemoSearchTerm): number {
  if (!term.relevant) return IRRELEVANT_CONVERSION;
  const irrelevantShare = terms.reduce((sum, other) => sum + (other.relevant ? 0 : other.weight), 0);
  return (1 - IRRELEVANT_CONVERSION * irrelevantShare) / (1 - irrelevantShare);
}

/**
 * Splits one keyword's served impressions, clicks and conversions over its served searches (from the
 * campaign's own term stream) and calls `book` per search; cost follows clicks at the hour's CPC.
 */
export function splitOverTerms(
  keyword: DemoKeyword,
  figures: { impressions: number; clicks: number; conversions: number },
  cpcMicros: number,
  random: SeededRandom,
  book: (term: DemoSearchTerm, impressions: number, clicks: number, conversions: number, costMicros: number) => void,
): void {
  const terms = (keyword.terms ?? []).filter((term) => !term.excluded);
  if (terms.length === 0) return;
  const all = keyword.terms ?? [];
  const impressions = multinomial(random, figures.impressions, terms.map((term) => term.weight));
  const clicks = multinomial(random, figures.clicks, impressions);
  const conversions = multinomial(random, figures.conversions, terms.map((term, index) => clicks[index] * termConversionFactor(all, term)));
  terms.forEach((term, index) => {
    if (impressions[index] === 0 && clicks[index] === 0) return;
    const cost = clicks[index] * cpcMicros;
    term.deliveredMicros += cost;
    book(term, impressions[index], clicks[index], Math.min(conversions[index], clicks[index]), cost);
  });
}

function multinomial(random: SeededRandom, count: number, weights: readonly number[]): number[] {
  const out = weights.map(() => 0);
  let left = count;
  let weightLeft = weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < weights.length && left > 0; index++) {
    if (weightLeft <= 0) break;
    const taken = index === weights.length - 1 || weights[index] >= weightLeft ? left : random.binomial(left, weights[index] / weightLeft);
    out[index] = taken;
    left -= taken;
    weightLeft -= weights[index];
  }
  if (left > 0) {
    // All weights zero: the remainder goes to the first term.
    out[0] += left;
  }
  return out;
}
