import {
  type ClassifyContext,
  classifySearchTerm,
  type NegativeProposal,
  negativeExcludes,
  type SearchTermJudgement,
  type SearchTermVerdict,
} from './classify-search-term';

/** The status the engine gave a term, as the Search Terms tab shows it. */
export type SearchTermStatus = 'new' | 'kept' | 'excluded' | 'added';

/** A search term's figures in one ad group over the review window. */
export interface SearchTermFigures {
  campaignId: string;
  adGroupId: string;
  text: string;
  impressions: number;
  clicks: number;
  conversions: number;
  costMicros: number;
}

/** What the engine already decided about a term (absent: never seen). */
export interface KnownSearchTerm {
  status: SearchTermStatus;
  verdict: SearchTermVerdict | null;
  /** The owner undid a decision: the engine leaves the term alone from then on. */
  ownerOverride: boolean;
}

/** A negative keyword already in place (the engine's own, not undone). */
export interface ActiveNegative {
  /** The stored negative's id, when it has one. */
  id?: string;
  campaignId: string;
  adGroupId: string | null;
  text: string;
  matchType: NegativeProposal['matchType'];
}

export interface SearchTermDecision {
  term: SearchTermFigures;
  verdict: SearchTermVerdict;
  status: SearchTermStatus;
  reason: string;
  /** A negative to add (null when an existing one already covers the term, or none is needed). */
  negative: (NegativeProposal & { campaignId: string; adGroupId: string | null }) | null;
  /** An exact keyword to add to the ad group. */
  keyword: string | null;
  /** The negative already in place that excludes the term (then `negative` is null). */
  coveredBy?: ActiveNegative | null;
}

/** Thresholds of the review; the simulator's judge (docs/search-terms.md) was run with these. */
export const SEARCH_TERM_RULES = {
  /** A relevant term with this many conversions becomes an exact keyword of its own. */
  keywordConversions: 2,
  /**
   * An unsure term is excluded on evidence alone when it had no conversion where the ad group's
   * rate would have expected at least this many (P(none | as good as the group) about e^-3 = 5%).
   */
  unsureExpectedConversions: 3,
  /** ... and at least this many clicks. */
  unsureMinClicks: 30,
} as const;

const key = (adGroupId: string, text: string) => `${adGroupId}|${text.toLowerCase()}`;

/**
 * Decides what to do with each term of a review window: irrelevant terms that cost money get a
 * negative at the level and match type the classifier chose (one per campaign for a shared word,
 * reused by every term it covers); unsure terms are excluded only on strong evidence of waste;
 * relevant terms that convert become exact keywords. Terms the owner took back are left alone, and
 * so are settled decisions (excluded, added); a kept term may still become a keyword or, if unsure,
 * an exclusion. Irrelevant terms without spend wait ("new") until they cost something.
 */
export function reviewSearchTerms(input: {
  terms: readonly SearchTermFigures[];
  known: ReadonlyMap<string, KnownSearchTerm>;
  negatives: readonly ActiveNegative[];
  /** Per ad group: its keywords (and the business's words, places and rule-outs). */
  contextOf: (adGroupId: string) => ClassifyContext;
  /** Per ad group: conversions per click over the window (all its terms). */
  conversionRateOf: (adGroupId: string) => number;
  /** The AI strategist's verdicts on searches the rules were unsure of, by lower-case text. */
  judgements?: ReadonlyMap<string, { verdict: SearchTermVerdict; reason: string }>;
}): SearchTermDecision[] {
  const decisions: SearchTermDecision[] = [];
  const negatives = [...input.negatives];
  for (const term of input.terms) {
    const known = input.known.get(key(term.adGroupId, term.text));
    if (known && (known.ownerOverride || known.status === 'excluded' || known.status === 'added')) continue;
    const context = input.contextOf(term.adGroupId);
    const judged = withJudgement(term.text, classifySearchTerm(term.text, context), input.judgements);
    const covering = negatives.find(
      (negative) => negative.campaignId === term.campaignId && (negative.adGroupId === null || negative.adGroupId === term.adGroupId) && negativeExcludes(negative, term.text),
    );
    if (judged.verdict === 'irrelevant' && judged.negative) {
      if (term.costMicros <= 0) {
        if (!known) decisions.push({ term, verdict: judged.verdict, status: 'new', reason: `${judged.reason} No spend yet: excluded once it costs money.`, negative: null, keyword: null });
        continue;
      }
      const negative = { ...judged.negative, campaignId: term.campaignId, adGroupId: judged.negative.level === 'adGroup' ? term.adGroupId : null };
      if (!covering) negatives.push(negative);
      decisions.push({ term, verdict: 'irrelevant', status: 'excluded', reason: judged.reason, negative: covering ? null : negative, keyword: null, coveredBy: covering ?? null });
      continue;
    }
    if (judged.verdict === 'unsure') {
      const expected = term.clicks * input.conversionRateOf(term.adGroupId);
      if (term.conversions === 0 && term.clicks >= SEARCH_TERM_RULES.unsureMinClicks && expected >= SEARCH_TERM_RULES.unsureExpectedConversions) {
        const negative = { text: term.text.toLowerCase(), matchType: 'EXACT' as const, level: 'adGroup' as const, campaignId: term.campaignId, adGroupId: term.adGroupId };
        decisions.push({
          term,
          verdict: 'unsure',
          status: 'excluded',
          reason: `${term.clicks} clicks and no conversion where this ad group converts ${(input.conversionRateOf(term.adGroupId) * 100).toFixed(1)}% of clicks (about ${expected.toFixed(1)} expected): excluded as an exact match in this ad group.`,
          negative: covering ? null : negative,
          keyword: null,
          coveredBy: covering ?? null,
        });
        continue;
      }
      if (!known) decisions.push({ term, verdict: 'unsure', status: 'kept', reason: judged.reason, negative: null, keyword: null });
      continue;
    }
    const isKeyword = context.keywords.some((keyword) => keyword.toLowerCase() === term.text.toLowerCase());
    if (judged.verdict === 'relevant' && !isKeyword && term.conversions >= SEARCH_TERM_RULES.keywordConversions) {
      decisions.push({
        term,
        verdict: 'relevant',
        status: 'added',
        reason: `${judged.reason} ${term.conversions} conversions: added as an exact keyword so it gets its own bid.`,
        negative: null,
        keyword: term.text.toLowerCase(),
      });
      continue;
    }
    if (!known) decisions.push({ term, verdict: judged.verdict, status: 'kept', reason: isKeyword ? 'The search is one of the keywords.' : judged.reason, negative: null, keyword: null });
  }
  return decisions;
}

export { key as searchTermKey };

/**
 * The rules decide what they can; a search they were unsure of takes the AI's verdict when there is
 * one. An irrelevant one is then excluded exactly, in its ad group only (the narrowest negative).
 */
function withJudgement(
  text: string,
  judged: SearchTermJudgement,
  judgements: ReadonlyMap<string, { verdict: SearchTermVerdict; reason: string }> | undefined,
): SearchTermJudgement {
  const ai = judged.verdict === 'unsure' ? judgements?.get(text.toLowerCase()) : undefined;
  if (!ai || ai.verdict === 'unsure') return judged;
  if (ai.verdict === 'relevant') return { verdict: 'relevant', reason: `AI judgement: ${ai.reason}`, negative: null };
  return { verdict: 'irrelevant', reason: `AI judgement: ${ai.reason}`, negative: { text: text.toLowerCase(), matchType: 'EXACT', level: 'adGroup' } };
}
