import { isoDate } from '../budget/month-calendar';
import type { ActivityEntryDraft } from '../core/activity-entry';
import type { EngineBusiness, EngineState } from '../core/engine-state';
import type { AdsPlatform } from '../platform/ads-platform';
import { activityEntryOf, applySearchTermReview, knownTermsOf, SEARCH_TERM_WINDOW_DAYS } from './apply-search-term-review';
import type { ActiveNegative, KnownSearchTerm } from './review-search-terms';

/** A search term in the in-memory engine's books (the persisted engine keeps the same in `search_terms`). */
export interface EngineSearchTerm extends KnownSearchTerm {
  adGroupId: string;
  text: string;
  negativeId: string | null;
}

/**
 * The daily search-term review of one business in the in-memory engine (the simulator): the last
 * month's searches, the decisions carried out at the platform, the books updated.
 */
export async function reviewBusinessSearchTerms(state: EngineState, business: EngineBusiness, platform: AdsPlatform, nowMs: number): Promise<ActivityEntryDraft[]> {
  if (!platform.fetchSearchTerms || business.campaignIds.length === 0) return [];
  const rows = await platform.fetchSearchTerms({
    campaignIds: business.campaignIds,
    from: isoDate(nowMs - SEARCH_TERM_WINDOW_DAYS * 86_400_000, business.timeZone),
    to: isoDate(nowMs, business.timeZone),
  });
  const campaigns = business.campaignIds.map((id) => state.campaigns[id]);
  const terms = campaigns.flatMap((campaign) => Object.values(campaign.searchTerms ?? {}));
  const negatives: ActiveNegative[] = campaigns.flatMap((campaign) => campaign.negatives ?? []);
  const groups = new Map(campaigns.flatMap((campaign) => campaign.adGroups.map((group) => [group.adGroupId, { campaign, group }] as const)));
  const applied = await applySearchTermReview({
    platform,
    rows,
    known: knownTermsOf(terms),
    negatives,
    contextOf: (adGroupId) => ({ keywords: groups.get(adGroupId)?.group.keywords.map((keyword) => keyword.text) ?? [], places: business.places ?? [] }),
    keywordBidMicros: (adGroupId) => {
      const keywords = groups.get(adGroupId)?.group.keywords ?? [];
      return keywords.length > 0 ? Math.round(keywords.reduce((sum, keyword) => sum + keyword.cpcBidMicros, 0) / keywords.length) : 1_000_000;
    },
  });
  const entries: ActivityEntryDraft[] = [];
  for (const decision of applied) {
    const campaign = state.campaigns[decision.term.campaignId];
    campaign.searchTerms ??= {};
    const key = `${decision.term.adGroupId}|${decision.term.text}`;
    campaign.searchTerms[key] = {
      adGroupId: decision.term.adGroupId,
      text: decision.term.text,
      status: decision.status,
      verdict: decision.verdict,
      ownerOverride: false,
      negativeId: decision.negativeId,
    };
    if (decision.negative && decision.negativeId) {
      campaign.negatives ??= [];
      campaign.negatives.push({ campaignId: campaign.campaignId, adGroupId: decision.negative.adGroupId, text: decision.negative.text, matchType: decision.negative.matchType });
    }
    if (decision.keywordId && decision.keyword) {
      const group = groups.get(decision.term.adGroupId)?.group;
      group?.keywords.push({ keywordId: decision.keywordId, text: decision.keyword, cpcBidMicros: group.keywords[0]?.cpcBidMicros ?? 1_000_000, status: 'active' });
    }
    const entry = activityEntryOf(business.businessId, campaign.campaignId, decision, nowMs, business.currencyCode);
    if (entry) entries.push(entry);
  }
  return entries;
}
