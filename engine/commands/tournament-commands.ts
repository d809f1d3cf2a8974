import type { StartTournamentRequest, TournamentMutationResponse, TournamentPreviewResponse } from '../../schema/api/tournament';
import { errors } from '../../schema/errors';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { requireBusinessIdOfUser } from '../queries/business-of-user';
import { getCampaign, isUuid } from '../queries/list-campaigns';
import type { ChallengerCopy } from '../tournament/open-next-round';
import { runTournamentEvent } from '../tournament/run-tournament-event';
import { loadBusinessBrief } from './business-brief';

const APPROVABLE = new Set(['awaitingApproval', 'complete', 'stopped']);

interface GroupRow {
  id: string;
  name: string;
  theme: string;
  campaign_name: string;
  campaign_theme: string;
  tournament_state: string;
}

async function loadGroups(ctx: EngineContext, businessId: string, campaignId: string): Promise<GroupRow[]> {
  if (!isUuid(campaignId)) throw errors.notFound('Campaign not found');
  const groups = await ctx.db.query<GroupRow>(
    `select g.id, g.name, g.theme, c.name as campaign_name, c.theme as campaign_theme, c.tournament_state
     from campaigns c left join ad_groups g on g.campaign_id = c.id where c.id = $1 and c.business_id = $2 order by g.created_at, g.id`,
    [campaignId, businessId],
  );
  if (groups.length === 0) throw errors.notFound('Campaign not found');
  return groups;
}

/** "Run New Round" preview: per ad group, the defending champion and 3 new AI challengers. Nothing is stored. */
export async function previewTournament(ctx: EngineContext, userId: string, campaignId: string): Promise<TournamentPreviewResponse> {
  const businessId = await requireBusinessIdOfUser(ctx.db, userId);
  const groups = await loadGroups(ctx, businessId, campaignId);
  if (!APPROVABLE.has(groups[0].tournament_state)) throw errors.conflict('A round is still running: wait until it ends to start a new one');
  const business = await loadBusinessBrief(ctx.db, businessId);
  const groupIds = groups.map((group) => group.id);
  const [ads, keywords] = await Promise.all([
    ctx.db.query<{ id: string; ad_group_id: string; variant: string; headlines: string[]; descriptions: string[]; lifecycle_stage: string; status: string }>(
      'select id, ad_group_id, variant, headlines, descriptions, lifecycle_stage, status from ads where ad_group_id = any($1::uuid[]) order by created_at, variant',
      [groupIds],
    ),
    ctx.db.query<{ ad_group_id: string; text: string }>('select ad_group_id, text from keywords where ad_group_id = any($1::uuid[])', [groupIds]),
  ]);
  const previewData = await Promise.all(
    groups.map(async (group) => {
      const groupAds = ads.filter((ad) => ad.ad_group_id === group.id);
      const champion = groupAds.find((ad) => ad.lifecycle_stage === 'champion') ?? groupAds.find((ad) => ad.status === 'active') ?? groupAds[0];
      const challengers = await ctx.strategist.generateChallengers({
        business,
        campaign: { name: group.campaign_name, theme: group.campaign_theme },
        adGroup: { name: group.name, theme: group.theme, keywords: keywords.filter((keyword) => keyword.ad_group_id === group.id).map((keyword) => keyword.text) },
        champion: { headlines: champion.headlines, descriptions: champion.descriptions },
        history: groupAds.map((ad) => ({ headlines: ad.headlines, descriptions: ad.descriptions })),
      });
      return {
        adGroupId: group.id,
        adGroupName: group.name,
        championAd: champion ? { id: champion.id, variant: champion.variant, headlines: champion.headlines, descriptions: champion.descriptions } : null,
        newVariants: challengers.map((challenger) => ({ headlines: challenger.headlines, descriptions: challenger.descriptions, reasoning: challenger.reasoning })),
      };
    }),
  );
  return { campaignName: groups[0].campaign_name, campaignTheme: groups[0].campaign_theme, previewData };
}

/** "Run New Round" confirmed: the actor starts the next round (or a new tournament) with the previewed challengers. */
export async function startTournament(ctx: EngineContext, userId: string, campaignId: string, request: StartTournamentRequest): Promise<TournamentMutationResponse> {
  const businessId = await requireBusinessIdOfUser(ctx.db, userId);
  const groups = await loadGroups(ctx, businessId, campaignId);
  const known = new Set(groups.map((group) => group.id));
  const challengers = new Map<string, ChallengerCopy[]>();
  for (const item of request.previewData) {
    if (!known.has(item.adGroupId)) throw errors.validation('previewData names an ad group of another campaign', { previewData: 'Unknown ad group' });
    challengers.set(item.adGroupId, item.newVariants.map((variant) => ({ headlines: variant.headlines, descriptions: variant.descriptions, reasoning: variant.reasoning })));
  }
  const result = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const platform = await ctx.platforms.openOne(unit.tx, businessId);
    const step = await runTournamentEvent(ctx, unit, {
      businessId,
      campaignId,
      platform,
      event: { type: 'round.approve', at: new Date(ctx.clock()).toISOString() },
      challengers,
    });
    if (!step.emitted.some((event) => event.type === 'round.started')) throw errors.conflict('A round is still running: wait until it ends to start a new one');
    await ctx.platforms.save(unit.tx, new Map([[businessId, platform]]));
    return step;
  });
  const campaign = await getCampaign(ctx.db, businessId, campaignId);
  ctx.bus.publish([domainEvent('campaign.updated', businessId, campaign)]);
  const message =
    result.after.round === 1
      ? 'Your champion is now facing 3 new challengers in Round 1'
      : `Your champion is now facing ${challengers.size > 0 ? [...challengers.values()][0].length : 3} new challengers in Round ${result.after.round}`;
  return { message, campaign };
}

/** "Stop & Keep Champion": the tournament stops, the champion keeps serving alone. */
export async function stopTournament(ctx: EngineContext, userId: string, campaignId: string): Promise<TournamentMutationResponse> {
  const businessId = await requireBusinessIdOfUser(ctx.db, userId);
  await loadGroups(ctx, businessId, campaignId);
  const nowMs = ctx.clock();
  await runUnit(ctx.db, ctx.bus, async (unit) => {
    const platform = await ctx.platforms.openOne(unit.tx, businessId);
    const step = await runTournamentEvent(ctx, unit, {
      businessId,
      campaignId,
      platform,
      event: { type: 'round.stop', at: new Date(nowMs).toISOString() },
      extraEntries: [
        {
          businessId,
          campaignId,
          title: 'Tournament stopped',
          message: 'Champion ad will continue running; the other variants were paused.',
          level: 'info',
          eventType: 'automation',
          createdAt: nowMs,
          details: { by: 'owner' },
        },
      ],
    });
    if (!step.emitted.some((event) => event.type === 'tournament.stopped')) throw errors.conflict('The tournament is not running');
    const retiring = await unit.tx.query<{ id: string; platform_ad_id: string }>(
      `update ads set status = 'paused', lifecycle_stage = 'eliminated'
       where campaign_id = $1 and lifecycle_stage <> 'champion' and status = 'active'
         and exists (select 1 from ads x where x.campaign_id = $1 and x.lifecycle_stage = 'champion' and x.status = 'active')
       returning id, platform_ad_id`,
      [campaignId],
    );
    for (const ad of retiring) await platform.setAdStatus(ad.platform_ad_id, 'PAUSED');
    await ctx.platforms.save(unit.tx, new Map([[businessId, platform]]));
  });
  const campaign = await getCampaign(ctx.db, businessId, campaignId);
  ctx.bus.publish([domainEvent('campaign.updated', businessId, campaign)]);
  return { message: 'Champion ad will continue running', campaign };
}
