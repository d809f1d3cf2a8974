import type { Business } from '../../schema/entities';
import { errors } from '../../schema/errors';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { getBusinessById } from '../queries/get-my-business';
import { getCampaignsByIds } from '../queries/list-campaigns';

interface OwnerPause {
  at: string;
  campaignIds: string[];
}

/**
 * "Pause everything": every serving campaign is paused at Google (or in the simulator) as an owner's
 * pause, which the budget guard never undoes; tournaments hold (the round check takes no look at the
 * business while it is paused, so no round is decided on days without data; a paused day still counts
 * toward a round's longest length, as the round's dates live in its persisted machine); with no
 * spend there is no fee. The campaigns it paused are kept, so that resume restarts
 * exactly those and not one the owner had paused on its own before.
 */
export async function pauseBusiness(ctx: EngineContext, userId: string): Promise<Business> {
  return changeBusinessPause(ctx, userId, 'pause');
}

/** Resumes what "Pause everything" paused; the budget guard sets their daily budgets at its next audit. */
export async function resumeBusiness(ctx: EngineContext, userId: string): Promise<Business> {
  return changeBusinessPause(ctx, userId, 'resume');
}

async function changeBusinessPause(ctx: EngineContext, userId: string, action: 'pause' | 'resume'): Promise<Business> {
  const nowMs = ctx.clock();
  const { businessId, changedIds } = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const [business] = await unit.tx.query<{ id: string; owner_pause: OwnerPause | null }>(
      'select id, owner_pause from businesses where owner_id = $1 for update',
      [userId],
    );
    if (!business) throw errors.notFound('No business found. Complete onboarding first.');
    if (action === 'pause' && business.owner_pause) throw errors.conflict('Everything is already paused.');
    if (action === 'resume' && !business.owner_pause) throw errors.conflict('Nothing is paused: your campaigns are running.');

    const platform = await ctx.platforms.openOne(unit.tx, business.id);
    const campaigns = await unit.tx.query<{ id: string; name: string; status: string; paused_by_guard: boolean; awaiting_launch: boolean; platform_campaign_id: string }>(
      'select id, name, status, paused_by_guard, awaiting_launch, platform_campaign_id from campaigns where business_id = $1 order by created_at for update',
      [business.id],
    );
    let changed: { id: string; platform_campaign_id: string }[];
    if (action === 'pause') {
      changed = campaigns.filter((campaign) => campaign.status === 'active');
      for (const campaign of changed) await platform.setCampaignStatus(campaign.platform_campaign_id, 'PAUSED');
      // One the guard had paused for budget becomes the owner's too (the guard must not restart it
      // during the pause) and comes back with the others, under the guard again.
      const heldByGuard = campaigns.filter((campaign) => campaign.status === 'paused' && campaign.paused_by_guard);
      // One a running launch has not enabled yet is the owner's to resume now, not the launch's.
      const awaitingLaunch = campaigns.filter((campaign) => campaign.awaiting_launch && !campaign.paused_by_guard);
      const paused = [...changed, ...heldByGuard, ...awaitingLaunch].map((c) => c.id);
      await unit.tx.query(`update campaigns set status = 'paused', paused_by_guard = false, awaiting_launch = false where id = any($1::uuid[])`, [paused]);
      const pause: OwnerPause = { at: new Date(nowMs).toISOString(), campaignIds: paused };
      await unit.tx.query('update businesses set owner_pause = $2 where id = $1', [business.id, JSON.stringify(pause)]);
    } else {
      const pause = business.owner_pause as OwnerPause;
      changed = campaigns.filter((campaign) => pause.campaignIds.includes(campaign.id) && campaign.status === 'paused');
      for (const campaign of changed) await platform.setCampaignStatus(campaign.platform_campaign_id, 'ENABLED');
      await unit.tx.query(`update campaigns set status = 'active', paused_by_guard = false where id = any($1::uuid[])`, [changed.map((c) => c.id)]);
      await unit.tx.query('update businesses set owner_pause = null where id = $1', [business.id]);
    }
    await ctx.platforms.save(unit.tx, new Map([[business.id, platform]]));
    const names = changed.map((c) => campaigns.find((x) => x.id === c.id)?.name).join(', ');
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId: business.id,
        campaignId: null,
        title: action === 'pause' ? 'Everything paused' : 'Everything resumed',
        message:
          action === 'pause'
            ? `You paused every campaign${changed.length ? ` (${names})` : ''}. Nothing serves and nothing is spent until you resume; the budget guard and the tournaments are on hold.`
            : `You resumed ${changed.length ? names : 'nothing (no campaign was left to resume)'}. The budget guard sets their daily budgets at its next audit, and the rounds take their looks again.`,
        level: 'info',
        eventType: 'automation',
        createdAt: nowMs,
        details: { by: 'owner', campaignIds: changed.map((c) => c.id) },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', business.id, entry));
    unit.emit(domainEvent('hierarchy.changed', business.id, { businessId: business.id }));
    return { businessId: business.id, changedIds: changed.map((c) => c.id) };
  });
  const campaigns = await getCampaignsByIds(ctx.db, changedIds);
  ctx.bus.publish(campaigns.map((campaign) => domainEvent('campaign.updated', businessId, campaign)));
  const business = await getBusinessById(ctx.db, businessId, nowMs);
  if (!business) throw errors.notFound('No business found. Complete onboarding first.');
  ctx.bus.publish([domainEvent('business.updated', businessId, business)]);
  return business;
}
