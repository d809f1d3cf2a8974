import { z } from 'zod';

/** What the strategist is asked about searches the offline rules were unsure of (docs/search-terms.md). */
export interface SearchTermsInput {
  businessName: string;
  /** What the business sells, as its keywords say it. */
  keywords: readonly string[];
  /** The places it serves. */
  places: readonly string[];
  /** What its site says it does not do. */
  ruledOut: readonly string[];
  terms: readonly string[];
}

export const searchTermJudgementsSchema = z.object({
  judgements: z.array(
    z.object({
      term: z.string(),
      verdict: z.enum(['relevant', 'irrelevant', 'unsure']),
      /** One sentence for the owner. */
      reason: z.string().max(300),
    }),
  ),
});
export type SearchTermJudgements = z.infer<typeof searchTermJudgementsSchema>['judgements'];

/** At most this many searches per question: a day's new unsure searches of a small business fit. */
export const MAX_TERMS_PER_QUESTION = 50;

export function searchTermsTask(input: SearchTermsInput) {
  return {
    task:
      'For each search term, say whether someone who typed it wants what this business sells, where it sells it: "irrelevant" (another place it does not serve, another trade or product, a job, something free, doing it oneself), "relevant", or "unsure" when you cannot tell. Give one plain sentence of reason each. Answer for exactly the terms given, spelled as given.',
    business: { name: input.businessName, keywords: input.keywords, places: input.places, doesNotOffer: input.ruledOut },
    terms: input.terms.slice(0, MAX_TERMS_PER_QUESTION),
  };
}

/** Keeps only judgements of terms that were asked about (a model may rephrase or invent one). */
export function judgementsFor(input: SearchTermsInput, judgements: SearchTermJudgements): SearchTermJudgements {
  const asked = new Set(input.terms.map((term) => term.toLowerCase()));
  const seen = new Set<string>();
  return judgements.filter((judgement) => {
    const term = judgement.term.toLowerCase();
    if (!asked.has(term) || seen.has(term)) return false;
    seen.add(term);
    return true;
  });
}
