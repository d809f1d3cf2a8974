import type { Strategist } from '../ai/strategist';
import type { SearchTermRow } from '../platform/ads-platform';
import { type ClassifyContext, classifySearchTerm, type SearchTermVerdict } from './classify-search-term';
import { type KnownSearchTerm, searchTermKey } from './review-search-terms';

/**
 * Asks the AI strategist (OpenAI, when configured) about the new searches the offline rules were
 * unsure of (new ones only), in one question per review. Its failure costs nothing but its help: the rules' verdicts
 * stand and the searches stay "unsure" until the next review.
 */
export async function askStrategistAboutUnsure(input: {
  strategist: Strategist;
  businessName: string;
  rows: readonly SearchTermRow[];
  known: ReadonlyMap<string, KnownSearchTerm>;
  contextOf: (adGroupId: string) => ClassifyContext;
}): Promise<Map<string, { verdict: SearchTermVerdict; reason: string }>> {
  const verdicts = new Map<string, { verdict: SearchTermVerdict; reason: string }>();
  if (!input.strategist.classifySearchTerms) return verdicts;
  const unsure = new Set<string>();
  const keywords = new Set<string>();
  let context: ClassifyContext | null = null;
  for (const row of input.rows) {
    // Only searches never seen: one question each, not one a day.
    if (input.known.has(searchTermKey(row.adGroupId, row.text))) continue;
    context = input.contextOf(row.adGroupId);
    for (const keyword of context.keywords) keywords.add(keyword);
    if (classifySearchTerm(row.text, context).verdict === 'unsure') unsure.add(row.text.toLowerCase());
  }
  if (unsure.size === 0 || !context) return verdicts;
  try {
    const judgements = await input.strategist.classifySearchTerms({
      businessName: input.businessName,
      keywords: [...keywords],
      places: context.places ?? [],
      ruledOut: context.ruledOut ?? [],
      terms: [...unsure],
    });
    for (const judgement of judgements) verdicts.set(judgement.term.toLowerCase(), { verdict: judgement.verdict, reason: judgement.reason });
  } catch {
    // The AI service failed (StrategistError): the offline verdicts stand.
  }
  return verdicts;
}
