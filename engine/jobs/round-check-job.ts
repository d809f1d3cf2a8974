import { isReadableTimeZone } from '../../schema/calendar';
import { DAY_MS, ROUND_LENGTH_DAYS } from '../../schema/constants';
import { lookIsDue, REPORTS_FINAL_AFTER_MS } from '../../schema/round-math';
import { loadBusinessBrief } from '../commands/business-brief';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { getCampaignsByIds } from '../queries/list-campaigns';
import { type ChallengerCopy, openNextRound } from '../tournament/open-next-round';
import { runTournamentEvent } from '../tournament/run-tournament-event';
import { runPerBusiness } from './per-business';

/**
 * The round check: every campaign whose round has run 7 days or more gets `round.elapsed` (the
 * machine takes it only when a daily look is due, after the last date's reports are final), one
 * campaign per transaction (the actor's event, the evaluation, history and log rows together).
 * Rounds that auto-approve start at once; their AI challengers are generated after the commit
 * (an AI call never holds a transaction open) and added in a second transaction. A round left
 * without challengers by a crash between the two is found and completed by the next check.
 */
export async function checkRounds(ctx: EngineContext, scope: { businessIds?: readonly string[] } = {}): Promise<{ evaluated: number; challengersAdded: number }> {
  const nowMs = ctx.clock();
  // Without a scope: every business on the real clock (a demo business with its own clock is checked
  // at its simulated hours, by advance-demo-clocks). A business its owner paused holds its rounds.
  // Dates are the account's own (Google's report dates are local): the machine's rule takes the time zone.
  const candidates = await ctx.db.query<{ id: string; business_id: string; time_zone: string | null; state: string; round_start: string | null; last_look: string | null }>(
    `select c.id, c.business_id, b.time_zone, c.tournament_state as state, c.tournament->'context'->>'roundStartDate' as round_start,
       c.tournament->'context'->>'lastLookAt' as last_look
     from campaigns c join businesses b on b.id = c.business_id
      where c.tournament_state in ('testing', 'evaluating') and c.round_start_date <= $1 and b.owner_pause is null
        and (case when $2::uuid[] is null then b.demo_clock is null or b.platform_mode = 'live' else c.business_id = any($2::uuid[]) end)
        -- An open round is looked at once a day (schema/round-math.ts nextLookAt), never sooner than the reporting lag
        -- after its last look: skip it until then. (No zone here: one a database cannot read would stop every business's check.)
        and (c.tournament->'context'->>'lastLookAt' is null
          or (c.tournament->'context'->>'lastLookAt')::timestamptz + $3::interval <= $4)
      order by c.round_start_date`,
    [new Date(nowMs - ROUND_LENGTH_DAYS * DAY_MS), scope.businessIds ?? null, `${REPORTS_FINAL_AFTER_MS / 1000} seconds`, new Date(nowMs)],
  );
  // A round that has run 7 days is looked at when the machine's rule says so, in the account's dates (the query
  // above only narrows): the local date before the look must be over and final. An evaluation cut short resumes at once.
  const due = candidates.filter((campaign) => campaign.state === 'evaluating' || lookDueIn(campaign, nowMs));
  let evaluated = 0;
  // Business by business (engine/jobs/per-business.ts): one business's failing campaign stops only that business's rounds.
  const campaignsOf = new Map<string, typeof due>();
  for (const campaign of due) campaignsOf.set(campaign.business_id, [...(campaignsOf.get(campaign.business_id) ?? []), campaign]);
  await runPerBusiness(ctx, 'round-check', [...campaignsOf.keys()], async (businessId) => {
    for (const campaign of campaignsOf.get(businessId) ?? []) {
      if (campaign.time_zone && !isReadableTimeZone(campaign.time_zone)) throw new Error(`The account's time zone "${campaign.time_zone}" is not one this server can read.`);
      const step = await runUnit(ctx.db, ctx.bus, async (unit) => {
        const platform = await ctx.platforms.openOne(unit.tx, campaign.business_id);
        const result = await runTournamentEvent(ctx, unit, {
          businessId: campaign.business_id,
          campaignId: campaign.id,
          platform,
          event: { type: 'round.elapsed', at: new Date(nowMs).toISOString(), timeZone: campaign.time_zone },
        });
        await ctx.platforms.save(unit.tx, new Map([[campaign.business_id, platform]]));
        return result;
      });
      if (step.emitted.some((event) => event.type === 'round.evaluated')) evaluated++;
      await publishCampaign(ctx, campaign.business_id, campaign.id);
    }
  });
  const challengersAdded = await addMissingChallengers(ctx);
  return { evaluated, challengersAdded };
}

/**
 * The machine's rule for one campaign. A zone this runtime cannot read goes on to its business's own work, which
 * refuses it there (before the actor is touched), so only that business fails (runPerBusiness), not the filter.
 */
function lookDueIn(campaign: { round_start: string | null; last_look: string | null; time_zone: string | null }, nowMs: number): boolean {
  if (campaign.time_zone && !isReadableTimeZone(campaign.time_zone)) return true;
  return lookIsDue(campaign.round_start, campaign.last_look, new Date(nowMs), campaign.time_zone ?? undefined);
}

/** Open rounds after round 1 whose ad group has no challengers of that round yet. */
async function addMissingChallengers(ctx: EngineContext): Promise<number> {
  const missing = await ctx.db.query<{ campaign_id: string; business_id: string; ad_group_id: string; tournament: number; round: number; started_at: Date }>(
    `select r.campaign_id, r.business_id, r.ad_group_id, r.tournament, r.round, r.started_at
     from tournament_rounds r join campaigns c on c.id = r.campaign_id
     where not r.decided and c.tournament_state = 'testing' and c.tournament_number = r.tournament and c.tournament_round = r.round
       and not (r.tournament = 1 and r.round = 1)
       and not exists (select 1 from ads a where a.ad_group_id = r.ad_group_id and a.tournament = r.tournament and a.round = r.round)
       and not exists (select 1 from ads a where a.ad_group_id = r.ad_group_id and a.status = 'active' and a.lifecycle_stage = 'challenger')`,
  );
  let added = 0;
  for (const row of missing) {
    const business = await loadBusinessBrief(ctx.db, row.business_id);
    const [group] = await ctx.db.query<{ name: string; theme: string; campaign_name: string; campaign_theme: string }>(
      'select g.name, g.theme, c.name as campaign_name, c.theme as campaign_theme from ad_groups g join campaigns c on c.id = g.campaign_id where g.id = $1',
      [row.ad_group_id],
    );
    const ads = await ctx.db.query<{ headlines: string[]; descriptions: string[]; lifecycle_stage: string; policy: { approval: string; topics: string[] } | null }>(
      'select headlines, descriptions, lifecycle_stage, policy from ads where ad_group_id = $1 order by created_at',
      [row.ad_group_id],
    );
    // A disapproved ad is never the copy to build on; its reasons go to the strategist (issue 18).
    const disapproved = ads.filter((ad) => ad.policy?.approval === 'DISAPPROVED');
    const champion = ads.find((ad) => ad.lifecycle_stage === 'champion') ?? ads.find((ad) => ad.policy?.approval !== 'DISAPPROVED') ?? ads[0];
    if (!group || !champion) continue;
    const challengers = await ctx.strategist.generateChallengers({
      business,
      campaign: { name: group.campaign_name, theme: group.campaign_theme },
      adGroup: { name: group.name, theme: group.theme },
      champion: { headlines: champion.headlines, descriptions: champion.descriptions },
      history: ads.map((ad) => ({ headlines: ad.headlines, descriptions: ad.descriptions })),
      ...(disapproved.length > 0
        ? { disapproved: disapproved.map((ad) => ({ copy: { headlines: ad.headlines, descriptions: ad.descriptions }, reasons: ad.policy?.topics ?? [] })) }
        : {}),
    });
    const copies: ChallengerCopy[] = challengers.map((challenger) => ({
      headlines: challenger.headlines,
      descriptions: challenger.descriptions,
      reasoning: challenger.reasoning,
      finalUrl: challenger.finalUrl,
    }));
    await runUnit(ctx.db, ctx.bus, async (unit) => {
      const platform = await ctx.platforms.openOne(unit.tx, row.business_id);
      await openNextRound(unit, {
        businessId: row.business_id,
        campaignId: row.campaign_id,
        platform,
        live: business.platformMode === 'live',
        tournament: row.tournament,
        round: row.round,
        startedAt: row.started_at,
        challengers: new Map([[row.ad_group_id, copies]]),
      });
      await ctx.platforms.save(unit.tx, new Map([[row.business_id, platform]]));
      unit.emit(domainEvent('hierarchy.changed', row.business_id, { businessId: row.business_id, campaignId: row.campaign_id }));
      unit.emit(domainEvent('history.changed', row.business_id, { businessId: row.business_id, campaignId: row.campaign_id }));
    });
    added++;
  }
  return added;
}

async function publishCampaign(ctx: EngineContext, businessId: string, campaignId: string): Promise<void> {
  const [campaign] = await getCampaignsByIds(ctx.db, [campaignId]);
  if (campaign) ctx.bus.publish([domainEvent('campaign.updated', businessId, campaign)]);
}
