import type { SearchTerm, SearchTermNgram, SearchTermsResponse } from '../../schema/api/search-terms';
import type { Sql } from '../persistence/sql';
import { businessIdOfUser } from '../queries/business-of-user';

/** How many searches and n-grams the tab shows (the costliest first). */
const MAX_TERMS = 500;
const MAX_NGRAMS = 20;
const REVIEW_HOUR_UTC = 6;

export interface SearchTermRow {
  id: string;
  campaign_id: string;
  campaign_name: string;
  ad_group_name: string;
  text: string;
  impressions: number;
  clicks: number;
  cost_micros: number;
  conversions: number;
  status: SearchTerm['status'];
  verdict: SearchTerm['verdict'];
  reason: string;
  owner_override: boolean;
  negative_text: string | null;
  negative_match_type: 'EXACT' | 'PHRASE' | null;
  negative_ad_group_id: string | null;
  negative_removed: boolean | null;
  keyword_id: string | null;
}

export const SEARCH_TERM_SELECT = `select t.id, t.campaign_id, c.name as campaign_name, g.name as ad_group_name, t.text, t.impressions::float8 as impressions,
    t.clicks::float8 as clicks, t.cost_micros::float8 as cost_micros, t.conversions, t.status, t.verdict, t.reason, t.owner_override,
    n.text as negative_text, n.match_type as negative_match_type, n.ad_group_id as negative_ad_group_id, n.removed_at is not null as negative_removed, t.keyword_id
  from search_terms t join campaigns c on c.id = t.campaign_id join ad_groups g on g.id = t.ad_group_id left join search_term_negatives n on n.id = t.negative_id`;

export function presentSearchTerm(row: SearchTermRow): SearchTerm {
  const negative =
    row.status === 'excluded' && row.negative_text && row.negative_match_type
      ? { text: row.negative_text, matchType: row.negative_match_type, level: row.negative_ad_group_id ? ('adGroup' as const) : ('campaign' as const) }
      : null;
  return {
    id: row.id,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    adGroupName: row.ad_group_name,
    text: row.text,
    impressions: Math.round(row.impressions),
    clicks: Math.round(row.clicks),
    cost: Math.round(row.cost_micros / 10_000) / 100,
    conversions: Math.round(row.conversions * 100) / 100,
    status: row.status,
    verdict: row.verdict,
    reason: row.reason,
    negative,
    ownerOverride: row.owner_override,
    canUndo: !row.owner_override && ((row.status === 'excluded' && negative !== null) || (row.status === 'added' && row.keyword_id !== null)),
  };
}

/** Words that say nothing alone, nor lead a phrase worth naming (EN, DE, FR, ES, IT, NL, PT). */
const SMALL_WORDS = new Set(
  'a an the to in on at of for and or near me my by with de la le les des du et en el los las y del il lo di e het een van voor o os as do da em com der die das und für mit von'.split(' '),
);

/**
 * Words and two-word phrases across all searches, with what the searches containing them cost and
 * brought, the costliest waste first (waste: excluded or judged irrelevant), among those whose money
 * went mostly to waste. Each search counts once per n-gram, however often the words repeat in it.
 */
export function wastefulNgrams(terms: readonly SearchTerm[]): SearchTermNgram[] {
  const grams = new Map<string, SearchTermNgram>();
  for (const term of terms) {
    const words = term.text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const seen = new Set<string>();
    for (let index = 0; index < words.length; index++) {
      // "to" and "to bike" say nothing; "how to" does.
      if (SMALL_WORDS.has(words[index])) continue;
      seen.add(words[index]);
      if (index + 1 < words.length) seen.add(`${words[index]} ${words[index + 1]}`);
    }
    const wasted = term.status === 'excluded' || term.verdict === 'irrelevant';
    for (const text of seen) {
      const gram = grams.get(text) ?? { text, terms: 0, clicks: 0, cost: 0, conversions: 0, wastedCost: 0 };
      gram.terms++;
      gram.clicks += term.clicks;
      gram.cost = Math.round((gram.cost + term.cost) * 100) / 100;
      gram.conversions += term.conversions;
      if (wasted) gram.wastedCost = Math.round((gram.wastedCost + term.cost) * 100) / 100;
      grams.set(text, gram);
    }
  }
  return [...grams.values()]
    // A word of the business's own keywords is in every search, so most of its money is well spent: it is not the waste.
    .filter((gram) => gram.wastedCost > 0 && gram.wastedCost >= gram.cost / 2)
    .sort((a, b) => b.wastedCost - a.wastedCost || a.text.localeCompare(b.text))
    .slice(0, MAX_NGRAMS);
}

/** GET /api/search-terms for the owner: the costliest searches first. */
export async function listSearchTerms(sql: Sql, userId: string, nowMs: number): Promise<SearchTermsResponse> {
  const businessId = await businessIdOfUser(sql, userId);
  const day = Math.floor(nowMs / 86_400_000) * 86_400_000;
  const todayReview = day + REVIEW_HOUR_UTC * 3_600_000;
  const nextReviewAt = new Date(nowMs < todayReview ? todayReview : todayReview + 86_400_000).toISOString();
  if (!businessId) return { terms: [], ngrams: [], lastReviewedAt: null, nextReviewAt };
  const rows = await sql.query<SearchTermRow>(`${SEARCH_TERM_SELECT} where t.business_id = $1 order by t.cost_micros desc, t.clicks desc, t.text limit ${MAX_TERMS}`, [businessId]);
  const [last] = await sql.query<{ at: Date | null }>('select max(updated_at) as at from search_terms where business_id = $1', [businessId]);
  const terms = rows.map(presentSearchTerm);
  return { terms, ngrams: wastefulNgrams(terms), lastReviewedAt: last?.at ? new Date(last.at).toISOString() : null, nextReviewAt };
}
