import { createActor } from 'xstate';
import { tournamentMachine } from '../../machines/tournament';
import type { PlannedCampaign } from '../../schema/ai-plan';
import type { Targeting } from '../../schema/targeting';
import { assetsActivity } from '../assets/assets-activity';
import { biddingEntry } from '../bidding/bidding-entry';
import { launchBidding } from '../bidding/launch-strategy';
import { monthPosition } from '../budget/month-calendar';
import { domainEvent } from '../events/domain-events';
import type { UnitContext } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import type { AdsPlatform } from '../platform/ads-platform';
import { tournamentColumns } from '../tournament/tournament-columns';
import { variantLabel } from '../tournament/variant-label';

const emptyCounters = (): [number, number, number, number] => [0, 0, 0, 0];

/**
 * Creates a planned campaign on the platform and in the tables (campaign, ad groups, launch ads A..E,
 * keywords, round 1 of its tournament), inside the caller's transaction. The first budget audit
 * sets the real daily budget; the launch budget is the conservative half of even pacing.
 */
export async function launchPlannedCampaign(
  unit: UnitContext,
  input: {
    businessId: string;
    platform: AdsPlatform;
    plan: PlannedCampaign;
    autoApprove: boolean;
    nowMs: number;
    websiteUrl: string;
    /** The planned campaign's stable identity (the launch workflow's): Google keeps it, a retry adopts by it. */
    launchKey?: string;
    /** 'paused': created paused at the platform and in the row, enabled once recorded (the launch workflow). */
    status?: 'active' | 'paused';
  },
): Promise<string> {
  const { tx } = unit;
  const { plan, nowMs } = input;
  // The business's locations and languages become the campaign's criteria (Google refuses a launch without them).
  const [business] = await tx.query<{ targeting: Targeting | null; time_zone: string | null; currency_code: string | null }>(
    'select targeting, time_zone, currency_code from businesses where id = $1',
    [input.businessId],
  );
  const monthlyBudgetCents = Math.round(plan.monthlyBudget * 100);
  // The account's own month: its length sets the launch budget, its date keys the books.
  const position = monthPosition(nowMs, business?.time_zone ?? undefined);
  const dailyBudgetMicros = Math.floor((monthlyBudgetCents * 10_000) / position.daysInMonth / 2 / 10_000) * 10_000;
  const status = input.status ?? 'active';
  // Created on Maximize Clicks with its ceiling unless tiny (engine/bidding/launch-strategy.ts): not a day on manual bids first.
  const bidding = launchBidding({
    monthlyBudgetCents,
    keywordBidsMicros: plan.adGroups.flatMap((group) => group.keywords.map((keyword) => Math.round(keyword.bid * 1e6))),
    nowMs,
    currencyCode: business?.currency_code ?? undefined,
  });
  const created = await input.platform.createCampaign({
    name: plan.name,
    ...(input.launchKey ? { launchKey: input.launchKey } : {}),
    status: status === 'active' ? 'ENABLED' : 'PAUSED',
    targeting: business?.targeting ?? null,
    dailyBudgetMicros,
    bidding: bidding?.next ?? null,
    adGroups: plan.adGroups.map((group) => ({
      name: group.name,
      ads: group.ads.map((ad) => ({ headlines: ad.headlines, descriptions: ad.descriptions, finalUrl: ad.finalUrl, path1: ad.path1 ?? undefined, path2: ad.path2 ?? undefined })),
      keywords: group.keywords.map((keyword) => ({ text: keyword.text, matchType: keyword.matchType, cpcBidMicros: Math.round(keyword.bid * 1e6) })),
    })),
    assets: plan.assets ?? null,
  });
  const startedAt = new Date(nowMs);
  const actor = createActor(tournamentMachine, { input: { startedAt: startedAt.toISOString(), autoApprove: input.autoApprove } });
  actor.start();
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  const campaignId = crypto.randomUUID();
  const columns = tournamentColumns(snapshot);
  await tx.query(
    `insert into campaigns (id, business_id, name, theme, description, status, paused_by_guard, platform_campaign_id, monthly_budget_cents,
       daily_budget_micros, weight, max_budget_by_date, ledger_cents_by_date, platform_micros_by_date, hour_of_day, day_of_week,
       learned_through_hour, tournament, tournament_version, tournament_state, tournament_round, tournament_number, round_start_date, created_at, launch_key,
       awaiting_launch, assets)
     values ($1, $2, $3, $4, $5, $19, false, $6, $7, $8, 1, $9, '{}', '{}', $10, $11, $12, $13, 1, $14, $15, $16, $17, $18, $20, $21, $22::jsonb)`,
    [
      campaignId,
      input.businessId,
      plan.name,
      plan.theme,
      plan.description,
      created.campaignId,
      monthlyBudgetCents,
      dailyBudgetMicros,
      JSON.stringify({ [position.today]: dailyBudgetMicros }),
      JSON.stringify(Array.from({ length: 24 }, emptyCounters)),
      JSON.stringify(Array.from({ length: 7 }, emptyCounters)),
      Math.floor(nowMs / 3_600_000) - 1,
      JSON.stringify(snapshot),
      columns.state,
      columns.round,
      columns.tournament,
      columns.roundStartDate,
      startedAt,
      status,
      input.launchKey ?? null,
      status === 'paused' && input.launchKey !== undefined,
      plan.assets ? JSON.stringify(plan.assets) : null,
    ],
  );
  if (bidding) {
    // bidding_since stays null: the strategy it was launched with, as the policy reads it. Its ceiling is a
    // guess from the plan's bids, which the first daily review corrects once the campaign's own clicks say better.
    await tx.query('update campaigns set bidding_strategy = $2, bidding_cpc_ceiling_micros = $3, bidding_target_cpa_micros = $4 where id = $1', [
      campaignId,
      bidding.next.kind,
      bidding.next.cpcCeilingMicros,
      bidding.next.targetCpaMicros,
    ]);
    for (const { entry } of await insertActivityEntries(tx, [biddingEntry(bidding, input.businessId, campaignId, nowMs)])) unit.emit(domainEvent('activity.created', input.businessId, entry));
  }
  // What became of the assets is the owner's to read; a platform refusing them never stopped the campaign.
  const assetsEntry = plan.assets ? assetsActivity({ businessId: input.businessId, campaignId, campaignName: plan.name, assets: plan.assets, outcome: created.assets, nowMs }) : null;
  if (assetsEntry) for (const { entry } of await insertActivityEntries(tx, [assetsEntry])) unit.emit(domainEvent('activity.created', input.businessId, entry));
  for (const [groupIndex, group] of plan.adGroups.entries()) {
    const platformGroup = created.adGroups[groupIndex];
    const adGroupId = crypto.randomUUID();
    await tx.query(
      `insert into ad_groups (id, business_id, campaign_id, name, theme, status, platform_ad_group_id, created_at) values ($1, $2, $3, $4, $5, 'active', $6, $7)`,
      [adGroupId, input.businessId, campaignId, group.name, group.theme, platformGroup.adGroupId, new Date(nowMs + groupIndex)],
    );
    const adIds = group.ads.map(() => crypto.randomUUID());
    await tx.query(
      `insert into ads (id, business_id, campaign_id, ad_group_id, variant, headlines, descriptions, final_url, path1, path2, ai_reasoning,
         lifecycle_stage, status, platform_ad_id, tournament, round, created_at)
       select v.id, $1, $2, $3, v.variant, v.headlines::jsonb, v.descriptions::jsonb, v.final_url, v.path1, v.path2, v.reasoning::jsonb,
         'launch_test', 'active', v.platform_id, 1, 1, $4
       from unnest($5::uuid[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])
         as v(id, variant, headlines, descriptions, final_url, path1, path2, reasoning, platform_id)`,
      [
        input.businessId,
        campaignId,
        adGroupId,
        startedAt,
        adIds,
        group.ads.map((_, index) => variantLabel(index)),
        group.ads.map((ad) => JSON.stringify(ad.headlines)),
        group.ads.map((ad) => JSON.stringify(ad.descriptions)),
        group.ads.map((ad) => ad.finalUrl || input.websiteUrl),
        group.ads.map((ad) => ad.path1 ?? null),
        group.ads.map((ad) => ad.path2 ?? null),
        group.ads.map((ad) => JSON.stringify(ad.reasoning)),
        platformGroup.adIds,
      ],
    );
    await tx.query(
      `insert into keywords (id, business_id, campaign_id, ad_group_id, text, match_type, cpc_bid_micros, status, platform_keyword_id, created_at)
       select gen_random_uuid(), $1, $2, $3, v.text, v.match_type, v.bid, 'active', v.platform_id, $4
       from unnest($5::text[], $6::text[], $7::bigint[], $8::text[]) as v(text, match_type, bid, platform_id)`,
      [
        input.businessId,
        campaignId,
        adGroupId,
        startedAt,
        group.keywords.map((keyword) => keyword.text),
        group.keywords.map((keyword) => keyword.matchType),
        group.keywords.map((keyword) => Math.round(keyword.bid * 1e6)),
        platformGroup.keywordIds,
      ],
    );
    await tx.query(
      `insert into tournament_rounds (id, business_id, campaign_id, ad_group_id, tournament, round, started_at, ad_ids, decided)
       values (gen_random_uuid(), $1, $2, $3, 1, 1, $4, $5::jsonb, false)`,
      [input.businessId, campaignId, adGroupId, startedAt, JSON.stringify(adIds)],
    );
  }
  unit.emit(domainEvent('campaigns.changed', input.businessId, { businessId: input.businessId }));
  unit.emit(domainEvent('hierarchy.changed', input.businessId, { businessId: input.businessId, campaignId }));
  return campaignId;
}
