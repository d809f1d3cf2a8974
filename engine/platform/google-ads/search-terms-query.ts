import { enums } from 'google-ads-api/enums';
import { resourceId, toNumber, toText } from '../../google-ads/gaql-values';
import type { KeywordSpec, NegativeKeywordSpec, SearchTermQuery, SearchTermRow } from '../ads-platform';
import { keywordCriterion, type Operation } from './campaign-operations';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The searches behind each ad group's clicks (`search_term_view`), summed over the dates: one row per
 * campaign, ad group and search. Dates and ids are checked, so nothing else reaches the query.
 */
export function searchTermsQuery(query: SearchTermQuery): string {
  if (!DATE.test(query.from) || !DATE.test(query.to)) throw new Error(`Not a date range: ${query.from}..${query.to}`);
  const ids = query.campaignIds.map((id) => String(Number(id))).join(', ');
  return `SELECT campaign.id, ad_group.id, search_term_view.search_term, search_term_view.status, metrics.impressions, metrics.clicks, metrics.conversions, metrics.cost_micros FROM search_term_view WHERE campaign.id IN (${ids}) AND segments.date BETWEEN '${query.from}' AND '${query.to}'`;
}

export interface SearchTermGaqlRow {
  campaign?: { id?: unknown };
  ad_group?: { id?: unknown };
  search_term_view?: { search_term?: unknown; status?: unknown };
  metrics?: { impressions?: unknown; clicks?: unknown; conversions?: unknown; cost_micros?: unknown };
}

/** Google's rows as the engine's, summed per campaign, ad group and search (a segmented query gives one per date). */
export function searchTermRowsOf(rows: readonly SearchTermGaqlRow[]): SearchTermRow[] {
  const byKey = new Map<string, SearchTermRow>();
  for (const row of rows) {
    const campaignId = toText(row.campaign?.id);
    const adGroupId = toText(row.ad_group?.id);
    const text = toText(row.search_term_view?.search_term).toLowerCase();
    if (!campaignId || !adGroupId || !text) continue;
    const key = `${adGroupId}|${text}`;
    const sum = byKey.get(key) ?? { campaignId, adGroupId, text, impressions: 0, clicks: 0, conversions: 0, costMicros: 0 };
    sum.impressions += toNumber(row.metrics?.impressions);
    sum.clicks += toNumber(row.metrics?.clicks);
    sum.conversions += toNumber(row.metrics?.conversions);
    sum.costMicros += toNumber(row.metrics?.cost_micros);
    byKey.set(key, sum);
  }
  return [...byKey.values()];
}

/**
 * Negative keyword criteria: a campaign criterion for the whole campaign, an ad group criterion for
 * one ad group (Google: `negative: true`, keyword text and match type).
 */
export function negativeKeywordOperation(customerId: string, negative: NegativeKeywordSpec): Operation {
  const keyword = { text: negative.text, match_type: enums.KeywordMatchType[negative.matchType] };
  if (negative.adGroupId === null) {
    return { entity: 'campaign_criterion', operation: 'create', resource: { campaign: `customers/${customerId}/campaigns/${negative.campaignId}`, negative: true, keyword } };
  }
  return { entity: 'ad_group_criterion', operation: 'create', resource: { ad_group: `customers/${customerId}/adGroups/${negative.adGroupId}`, negative: true, keyword } };
}

/** The id this adapter hands out for a negative: `campaign:<criterion id>` or `adGroup:<adGroupId~criterion id>`. */
export function negativeIdOf(result: { campaign_criterion_result?: { resource_name?: string | null } | null; ad_group_criterion_result?: { resource_name?: string | null } | null }): string {
  if (result.campaign_criterion_result?.resource_name) return `campaign:${resourceId(result.campaign_criterion_result.resource_name)}`;
  return `adGroup:${resourceId(result.ad_group_criterion_result?.resource_name)}`;
}

/** The remove operation of a negative this adapter created. */
export function removeNegativeOperation(customerId: string, negativeId: string): Operation {
  const [level, id] = negativeId.split(':');
  if (!id?.includes('~')) throw new Error(`Not a negative keyword id: ${negativeId}`);
  if (level === 'campaign') return { entity: 'campaign_criterion', operation: 'remove', resource: `customers/${customerId}/campaignCriteria/${id}` };
  if (level === 'adGroup') return { entity: 'ad_group_criterion', operation: 'remove', resource: `customers/${customerId}/adGroupCriteria/${id}` };
  throw new Error(`Not a negative keyword id: ${negativeId}`);
}

/** Positive keywords added to an existing ad group (a converting search made a keyword). */
export function addKeywordOperations(customerId: string, adGroupId: string, keywords: readonly KeywordSpec[]): Operation[] {
  return keywords.map((keyword) => keywordCriterion(`customers/${customerId}/adGroups/${adGroupId}`, keyword));
}
