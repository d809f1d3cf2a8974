import type { Business } from '../../schema/entities';
import { errors } from '../../schema/errors';
import { locationLabel, type Targeting } from '../../schema/targeting';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { getBusinessById } from '../queries/get-my-business';

/**
 * Settings → Targeting: new locations and languages for the business. A live business's campaigns
 * get them at Google first (only the criteria that differ are removed or created); a location
 * Google cannot find is refused with what to correct, and nothing changes. The demo simulator
 * stores them like any business. Logged for the owner.
 */
export async function changeTargeting(ctx: EngineContext, userId: string, targeting: Targeting): Promise<Business> {
  const nowMs = ctx.clock();
  const businessId = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const [business] = await unit.tx.query<{ id: string }>('select id from businesses where owner_id = $1 for update', [userId]);
    if (!business) throw errors.notFound('No business found. Complete onboarding first.');
    const campaigns = await unit.tx.query<{ platform_campaign_id: string }>(
      'select platform_campaign_id from campaigns where business_id = $1 and platform_campaign_id is not null order by created_at',
      [business.id],
    );
    const platform = await ctx.platforms.openOne(unit.tx, business.id);
    const problem = await platform.checkTargeting?.(targeting);
    if (problem) throw errors.validation(problem);
    for (const campaign of campaigns) await platform.setCampaignTargeting?.(campaign.platform_campaign_id, targeting);
    await ctx.platforms.save(unit.tx, new Map([[business.id, platform]]));
    await unit.tx.query('update businesses set targeting = $2::jsonb where id = $1', [business.id, JSON.stringify(targeting)]);
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId: business.id,
        campaignId: null,
        title: 'Targeting changed',
        message: `Ads now show in ${targeting.locations.map(locationLabel).join('; ')}, in ${targeting.languages.join(', ')}, for the ${campaigns.length} campaign(s).`,
        level: 'info',
        eventType: 'automation',
        createdAt: nowMs,
        details: { changedBy: 'owner', userId, targeting },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', business.id, entry));
    return business.id;
  });
  const business = await getBusinessById(ctx.db, businessId, nowMs);
  if (!business) throw errors.notFound('No business found. Complete onboarding first.');
  ctx.bus.publish([domainEvent('business.updated', businessId, business)]);
  return business;
}
