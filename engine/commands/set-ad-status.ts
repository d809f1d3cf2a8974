import type { AdMutationResponse } from '../../schema/api/ads';
import { errors } from '../../schema/errors';
import type { OnOffStatus } from '../../schema/fields';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { businessIdOfUser } from '../queries/business-of-user';
import { isUuid } from '../queries/list-campaigns';
import { AD_COLUMNS, type AdRow, presentAd } from '../queries/presenters';

/** Pause or resume one ad for its owner (the tournament keeps racing the ads that stay enabled). */
export async function setAdStatus(ctx: EngineContext, userId: string, adId: string, status: OnOffStatus): Promise<AdMutationResponse> {
  const businessId = await businessIdOfUser(ctx.db, userId);
  if (!businessId || !isUuid(adId)) throw errors.notFound('Ad not found');
  const nowMs = ctx.clock();
  const ad = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const platform = await ctx.platforms.openOne(unit.tx, businessId);
    const rows = await unit.tx.query<AdRow & { platform_ad_id: string }>(
      `select ${AD_COLUMNS}, a.platform_ad_id from ads a where a.id = $1 and a.business_id = $2 for update`,
      [adId, businessId],
    );
    const row = rows[0];
    if (!row) throw errors.notFound('Ad not found');
    if (row.status === status) return row;
    await platform.setAdStatus(row.platform_ad_id, status === 'active' ? 'ENABLED' : 'PAUSED');
    await unit.tx.query('update ads set status = $2 where id = $1', [adId, status]);
    await ctx.platforms.save(unit.tx, new Map([[businessId, platform]]));
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId,
        campaignId: row.campaign_id,
        title: status === 'paused' ? `Ad variant ${row.variant} paused` : `Ad variant ${row.variant} resumed`,
        message: status === 'paused' ? `You paused variant ${row.variant}.` : `You resumed variant ${row.variant}.`,
        level: 'info',
        eventType: 'automation',
        createdAt: nowMs,
        details: { by: 'owner', adId },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    unit.emit(domainEvent('hierarchy.changed', businessId, { businessId, campaignId: row.campaign_id }));
    return { ...row, status };
  });
  return { message: status === 'paused' ? 'Ad Paused' : 'Ad Resumed', ad: presentAd(ad) };
}
