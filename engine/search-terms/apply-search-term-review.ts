import { formatMoney } from '../../schema/money';
import type { ActivityEntryDraft } from '../core/activity-entry';
import type { AdsPlatform, SearchTermRow } from '../platform/ads-platform';
import type { ClassifyContext, SearchTermVerdict } from './classify-search-term';
import { type ActiveNegative, type KnownSearchTerm, reviewSearchTerms, type SearchTermDecision, searchTermKey } from './review-search-terms';

/** How far back a review reads the searches: Google keeps search terms for this and the engine decides on a month of evidence. */
export const SEARCH_TERM_WINDOW_DAYS = 30;

/** What one review changed at the platform: the decisions with the ids the platform gave their negatives and keywords. */
export interface AppliedSearchTermDecision extends SearchTermDecision {
  negativeId: string | null;
  keywordId: string | null;
}

/**
 * Reviews a business's search terms and carries the decisions out at the platform in two calls at
 * most (negatives, then keywords per ad group): the part the simulator and the persisted job share.
 * The caller stores the decisions and writes the activity entries (`activityEntryOf`).
 */
export async function applySearchTermReview(input: {
  platform: AdsPlatform;
  rows: readonly SearchTermRow[];
  known: ReadonlyMap<string, KnownSearchTerm>;
  negatives: readonly ActiveNegative[];
  contextOf: (adGroupId: string) => ClassifyContext;
  keywordBidMicros: (adGroupId: string) => number;
  judgements?: ReadonlyMap<string, { verdict: SearchTermVerdict; reason: string }>;
}): Promise<AppliedSearchTermDecision[]> {
  const clicks = new Map<string, [number, number]>();
  for (const row of input.rows) {
    const sum = clicks.get(row.adGroupId) ?? [0, 0];
    sum[0] += row.clicks;
    sum[1] += row.conversions;
    clicks.set(row.adGroupId, sum);
  }
  const decisions = reviewSearchTerms({
    terms: input.rows,
    known: input.known,
    negatives: input.negatives,
    contextOf: input.contextOf,
    judgements: input.judgements,
    conversionRateOf: (adGroupId) => {
      const [groupClicks, conversions] = clicks.get(adGroupId) ?? [0, 0];
      return groupClicks > 0 ? conversions / groupClicks : 0;
    },
  });
  const applied: AppliedSearchTermDecision[] = decisions.map((decision) => ({ ...decision, negativeId: null, keywordId: null }));
  const withNegative = applied.filter((decision) => decision.negative);
  if (withNegative.length > 0 && input.platform.addNegativeKeywords) {
    const ids = await input.platform.addNegativeKeywords(
      withNegative.map(({ negative }) => ({ campaignId: negative!.campaignId, adGroupId: negative!.adGroupId, text: negative!.text, matchType: negative!.matchType })),
    );
    for (const [index, decision] of withNegative.entries()) decision.negativeId = ids[index];
  }
  const byGroup = new Map<string, AppliedSearchTermDecision[]>();
  for (const decision of applied) if (decision.keyword) byGroup.set(decision.term.adGroupId, [...(byGroup.get(decision.term.adGroupId) ?? []), decision]);
  if (input.platform.addKeywords) {
    for (const [adGroupId, added] of byGroup) {
      const ids = await input.platform.addKeywords(
        adGroupId,
        added.map((decision) => ({ text: decision.keyword!, matchType: 'EXACT' as const, cpcBidMicros: input.keywordBidMicros(adGroupId) })),
      );
      for (const [index, decision] of added.entries()) decision.keywordId = ids[index];
    }
  }
  return applied;
}

/** The known terms of a list of stored ones, keyed as the review expects. */
export function knownTermsOf(terms: Iterable<{ adGroupId: string; text: string } & KnownSearchTerm>): Map<string, KnownSearchTerm> {
  const known = new Map<string, KnownSearchTerm>();
  for (const term of terms) known.set(searchTermKey(term.adGroupId, term.text), { status: term.status, verdict: term.verdict, ownerOverride: term.ownerOverride });
  return known;
}

/** The activity entry of a decision that changed something (an exclusion or a new keyword); null otherwise. */
export function activityEntryOf(businessId: string, campaignId: string | null, decision: SearchTermDecision, nowMs: number, currencyCode?: string): ActivityEntryDraft | null {
  const { term } = decision;
  const figures = `${term.clicks} clicks, ${formatMoney(term.costMicros / 1e6, currencyCode)}, ${term.conversions} conversions over the last ${SEARCH_TERM_WINDOW_DAYS} days`;
  if (decision.status === 'excluded') {
    const negative = decision.negative;
    const how = negative
      ? `Added the negative keyword "${negative.text}" (${negative.matchType.toLowerCase()} match) to the ${negative.level === 'campaign' ? 'whole campaign' : 'ad group'}.`
      : 'An earlier negative keyword already covers it.';
    return {
      businessId,
      campaignId,
      title: `Search "${term.text}" excluded`,
      message: `${decision.reason} ${how} (${figures}.) You can undo this on the Search Terms tab.`,
      level: 'info',
      eventType: 'automation',
      createdAt: nowMs,
      details: { searchTerm: term.text, verdict: decision.verdict, negative: negative ?? null },
    };
  }
  if (decision.status === 'added') {
    return {
      businessId,
      campaignId,
      title: `Search "${term.text}" added as a keyword`,
      message: `${decision.reason} (${figures}.) You can undo this on the Search Terms tab.`,
      level: 'success',
      eventType: 'automation',
      createdAt: nowMs,
      details: { searchTerm: term.text, verdict: decision.verdict, keyword: decision.keyword },
    };
  }
  return null;
}
