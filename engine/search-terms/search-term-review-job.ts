import type { Targeting } from '../../schema/targeting';
import { isoDate } from '../budget/month-calendar';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { type ActivityWrite, insertActivityEntries } from '../persistence/activity-log-writer';
import { activityEntryOf, applySearchTermReview, SEARCH_TERM_WINDOW_DAYS } from './apply-search-term-review';
import { askStrategistAboutUnsure } from './ask-strategist';
import type { ActiveNegative, KnownSearchTerm } from './review-search-terms';

interface GroupRow {
  id: string;
  campaign_id: string;
  platform_ad_group_id: string;
  platform_campaign_id: string;
}

/** The places a business's targeting names (towns, regions, the labels of radius targets). */
export function placesOf(targeting: Targeting | null): string[] {
  return (targeting?.locations ?? []).flatMap((location) => {
    if (location.kind === 'place') return [location.name.split(',')[0].trim()];
    if (location.kind === 'proximity') return [location.label.split(',')[0].trim()];
    return [];
  });
}

/**
 * The daily search-term review of one business (docs/search-terms.md): the last month's searches in
 * one query, stored with their figures; new ones classified and decided; negatives and keywords
 * created at the platform in one mutate each, recorded, and logged with their reasons. The platform
 * calls count against the business's Google Ads operations budget like every other call (the live
 * adapter's call policy). Running it twice decides nothing twice.
 */
export async function reviewSearchTermsOfBusiness(ctx: EngineContext, businessId: string): Promise<{ terms: number; decided: number }> {
  const nowMs = ctx.clock();
  return runUnit(ctx.db, ctx.bus, async (unit) => {
    const { tx } = unit;
    const groups = await tx.query<GroupRow>(
      `select g.id, g.campaign_id, g.platform_ad_group_id, c.platform_campaign_id from ad_groups g join campaigns c on c.id = g.campaign_id
       where g.business_id = $1 and g.platform_ad_group_id is not null and c.platform_campaign_id is not null
       order by c.created_at, c.platform_campaign_id collate "C", g.created_at, g.platform_ad_group_id collate "C"`,
      [businessId],
    );
    if (groups.length === 0) return { terms: 0, decided: 0 };
    const platform = await ctx.platforms.openOne(tx, businessId);
    if (!platform.fetchSearchTerms) return { terms: 0, decided: 0 };
    const [business] = await tx.query<{ business_name: string; targeting: Targeting | null; time_zone: string | null; currency_code: string | null }>(
      'select business_name, targeting, time_zone, currency_code from businesses where id = $1',
      [businessId],
    );
    const [workflow] = await tx.query<{ plan: { negativeKeywords?: string[] } | null }>(
      `select plan from workflows where business_id = $1 and plan is not null order by started_at desc limit 1`,
      [businessId],
    );
    const timeZone = business?.time_zone ?? undefined;
    const groupByPlatformId = new Map(groups.map((group) => [group.platform_ad_group_id, group]));
    const campaignIds = [...new Set(groups.map((group) => group.platform_campaign_id))];
    const rows = (
      await platform.fetchSearchTerms({ campaignIds, from: isoDate(nowMs - SEARCH_TERM_WINDOW_DAYS * 86_400_000, timeZone), to: isoDate(nowMs, timeZone) })
    ).filter((row) => groupByPlatformId.has(row.adGroupId));
    if (rows.length === 0) return { terms: 0, decided: 0 };

    const keywords = await tx.query<{ ad_group_id: string; text: string; cpc_bid_micros: number }>(
      `select ad_group_id, text, cpc_bid_micros::float8 as cpc_bid_micros from keywords where business_id = $1 and status = 'active' order by created_at, platform_keyword_id collate "C"`,
      [businessId],
    );
    const stored = await tx.query<{ ad_group_id: string; text: string } & { status: KnownSearchTerm['status']; verdict: KnownSearchTerm['verdict']; owner_override: boolean }>(
      'select ad_group_id, text, status, verdict, owner_override from search_terms where business_id = $1',
      [businessId],
    );
    const negativesStored = await tx.query<{ id: string; campaign_id: string; ad_group_id: string | null; text: string; match_type: 'EXACT' | 'PHRASE' }>(
      'select id, campaign_id, ad_group_id, text, match_type from search_term_negatives where business_id = $1 and removed_at is null',
      [businessId],
    );
    const platformGroupOf = new Map(groups.map((group) => [group.id, group]));
    const platformCampaignOf = new Map(groups.map((group) => [group.campaign_id, group.platform_campaign_id]));
    const known = new Map<string, KnownSearchTerm>();
    for (const term of stored) {
      const group = platformGroupOf.get(term.ad_group_id);
      if (group) known.set(`${group.platform_ad_group_id}|${term.text}`, { status: term.status, verdict: term.verdict, ownerOverride: term.owner_override });
    }
    const negatives: ActiveNegative[] = negativesStored.map((negative) => ({
      id: negative.id,
      campaignId: platformCampaignOf.get(negative.campaign_id) ?? '',
      adGroupId: negative.ad_group_id ? (platformGroupOf.get(negative.ad_group_id)?.platform_ad_group_id ?? null) : null,
      text: negative.text,
      matchType: negative.match_type,
    }));
    const keywordsOf = (platformAdGroupId: string) => keywords.filter((keyword) => keyword.ad_group_id === groupByPlatformId.get(platformAdGroupId)?.id);
    const places = placesOf(business?.targeting ?? null);
    const ruledOut = workflow?.plan?.negativeKeywords ?? [];

    const contextOf = (adGroupId: string) => ({ keywords: keywordsOf(adGroupId).map((keyword) => keyword.text), places, ruledOut });
    const judgements = await askStrategistAboutUnsure({ strategist: ctx.strategist, businessName: business?.business_name ?? '', rows, known, contextOf });
    const applied = await applySearchTermReview({
      platform,
      rows,
      known,
      negatives,
      judgements,
      contextOf,
      keywordBidMicros: (adGroupId) => {
        const list = keywordsOf(adGroupId);
        return list.length > 0 ? Math.round(list.reduce((sum, keyword) => sum + keyword.cpc_bid_micros, 0) / list.length / 10_000) * 10_000 : 1_000_000;
      },
    });

    // Every search's figures over the window, new ones as 'new' until a decision says otherwise.
    await tx.query(
      `insert into search_terms (id, business_id, campaign_id, ad_group_id, text, impressions, clicks, conversions, cost_micros, status, reason, first_seen_at, updated_at)
       select gen_random_uuid(), $1, v.campaign_id, v.ad_group_id, v.text, v.impressions, v.clicks, v.conversions, v.cost_micros, 'new', '', $2, $2
       from unnest($3::uuid[], $4::uuid[], $5::text[], $6::bigint[], $7::bigint[], $8::float8[], $9::bigint[]) as v(campaign_id, ad_group_id, text, impressions, clicks, conversions, cost_micros)
       on conflict (ad_group_id, text) do update set impressions = excluded.impressions, clicks = excluded.clicks, conversions = excluded.conversions,
         cost_micros = excluded.cost_micros, updated_at = excluded.updated_at`,
      [
        businessId,
        new Date(nowMs),
        rows.map((row) => groupByPlatformId.get(row.adGroupId)!.campaign_id),
        rows.map((row) => groupByPlatformId.get(row.adGroupId)!.id),
        rows.map((row) => row.text),
        rows.map((row) => row.impressions),
        rows.map((row) => row.clicks),
        rows.map((row) => row.conversions),
        rows.map((row) => Math.round(row.costMicros)),
      ],
    );

    const negativeRowOf = new Map<object, string>();
    const entries: ActivityWrite[] = [];
    for (const decision of applied) {
      const group = groupByPlatformId.get(decision.term.adGroupId)!;
      let negativeId: string | null = decision.coveredBy?.id ?? (decision.coveredBy ? (negativeRowOf.get(decision.coveredBy) ?? null) : null);
      if (decision.negative && decision.negativeId) {
        const [row] = await tx.query<{ id: string }>(
          `insert into search_term_negatives (id, business_id, campaign_id, ad_group_id, text, match_type, platform_negative_id, created_at)
           values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7) returning id`,
          [businessId, group.campaign_id, decision.negative.adGroupId ? group.id : null, decision.negative.text, decision.negative.matchType, decision.negativeId, new Date(nowMs)],
        );
        negativeId = row.id;
        negativeRowOf.set(decision.negative, row.id);
      }
      let keywordId: string | null = null;
      if (decision.keyword && decision.keywordId) {
        const [row] = await tx.query<{ id: string }>(
          `insert into keywords (id, business_id, campaign_id, ad_group_id, text, match_type, cpc_bid_micros, status, platform_keyword_id, created_at)
           values (gen_random_uuid(), $1, $2, $3, $4, 'EXACT', $5, 'active', $6, $7) returning id`,
          [businessId, group.campaign_id, group.id, decision.keyword, keywordsOf(decision.term.adGroupId)[0]?.cpc_bid_micros ?? 1_000_000, decision.keywordId, new Date(nowMs)],
        );
        keywordId = row.id;
      }
      const [term] = await tx.query<{ id: string }>(
        `update search_terms set status = $3, verdict = $4, reason = $5, negative_id = coalesce($6, negative_id), keyword_id = coalesce($7, keyword_id),
           decided_at = case when $3 in ('excluded', 'added') then $8 else decided_at end
         where ad_group_id = $1 and text = $2 returning id`,
        [group.id, decision.term.text, decision.status, decision.verdict, decision.reason, negativeId, keywordId, new Date(nowMs)],
      );
      const entry = activityEntryOf(businessId, group.campaign_id, decision, nowMs, business?.currency_code ?? undefined);
      if (entry && term) entries.push({ ...entry, details: { ...entry.details, searchTermId: term.id }, dedupeKey: `search-term|${term.id}|${decision.status}` });
    }
    await ctx.platforms.save(tx, new Map([[businessId, platform]]));
    const written = await insertActivityEntries(tx, entries);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    if (applied.some((decision) => decision.keywordId)) for (const campaignId of new Set(groups.map((group) => group.campaign_id))) unit.emit(domainEvent('hierarchy.changed', businessId, { businessId, campaignId }));
    return { terms: rows.length, decided: applied.filter((decision) => decision.status === 'excluded' || decision.status === 'added').length };
  });
}
