import type { CampaignMutationResponse } from '../../schema/api/campaigns';
import { errors } from '../../schema/errors';
import type { OnOffStatus } from '../../schema/fields';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { businessIdOfUser } from '../queries/business-of-user';
import { getCampaign, isUuid } from '../queries/list-campaigns';

/**
 * Pause or resume a campaign for its owner. An owner's pause clears the guard's own pause flag, so
 * the budget guard never resumes what the owner paused; a resume hands the campaign back to the
 * guard, whose next audit may pause it again if the budget has no room.
 */
export async function setCampaignStatus(ctx: EngineContext, userId: string, campaignId: string, status: OnOffStatus): Promise<CampaignMutationResponse> {
  const businessId = await businessIdOfUser(ctx.db, userId);
  if (!businessId || !isUuid(campaignId)) throw errors.notFound('Campaign not found');
  const nowMs = ctx.clock();
  // The campaign as the owner will see it is read inside the transaction, so that its push leaves
  // with the others at commit rather than after another round trip to the database.
  const updated = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const platform = await ctx.platforms.openOne(unit.tx, businessId);
    const rows = await unit.tx.query<{ name: string; status: OnOffStatus; awaiting_launch: boolean; platform_campaign_id: string }>(
      'select name, status, awaiting_launch, platform_campaign_id from campaigns where id = $1 and business_id = $2 for update',
      [campaignId, businessId],
    );
    const campaign = rows[0];
    if (!campaign) throw errors.notFound('Campaign not found');
    // A campaign its launch has not enabled yet is paused, but not by the owner: pausing it is the
    // owner's decision (the launch then leaves it paused), and resuming it enables it now.
    if (campaign.status === status && !campaign.awaiting_launch) {
      const unchanged = await getCampaign(unit.tx, businessId, campaignId);
      unit.emit(domainEvent('campaign.updated', businessId, unchanged));
      return unchanged;
    }
    if (campaign.status !== status) await platform.setCampaignStatus(campaign.platform_campaign_id, status === 'active' ? 'ENABLED' : 'PAUSED');
    await unit.tx.query('update campaigns set status = $2, paused_by_guard = false, awaiting_launch = false where id = $1', [campaignId, status]);
    await ctx.platforms.save(unit.tx, new Map([[businessId, platform]]));
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId,
        campaignId,
        title: status === 'paused' ? 'Campaign paused' : 'Campaign resumed',
        message: status === 'paused' ? `You paused "${campaign.name}". It stops serving until you resume it.` : `You resumed "${campaign.name}". The budget guard sets its daily budget at the next audit.`,
        level: 'info',
        eventType: 'automation',
        createdAt: nowMs,
        details: { by: 'owner' },
      },
    ]);
    const changed = await getCampaign(unit.tx, businessId, campaignId);
    // The new status first: it is what the dashboard shows at once; the log and the hierarchy refetch follow.
    unit.emit(domainEvent('campaign.updated', businessId, changed));
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    unit.emit(domainEvent('hierarchy.changed', businessId, { businessId, campaignId }));
    return changed;
  });
  return { message: status === 'paused' ? 'Campaign Paused' : 'Campaign Resumed', campaign: updated };
}
