import type { GoogleAdsConnection } from '../../schema/entities';
import { errors } from '../../schema/errors';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import type { GoogleAdsConnections } from '../google-ads/google-ads-connections';
import { insertActivityEntries } from '../persistence/activity-log-writer';

/** What happens to the campaigns running at Google when the owner disconnects. */
export type DisconnectChoice = 'pause' | 'leave';

export interface DisconnectResult {
  connection: GoogleAdsConnection;
  /** Campaigns paused at Google before the grant was revoked. */
  pausedCampaigns: number;
}

/**
 * Disconnects the owner's Google Ads account. With 'pause' (the default), every campaign of their
 * live business is paused at Google first, through the grant that is about to be revoked; if Google
 * refuses any of it, nothing is revoked and the owner is told (their campaigns would otherwise run
 * on, unwatched, with no way for AdPilot to stop them). With 'leave', they keep running at Google,
 * and the activity log says so. Then the grant is revoked at Google and forgotten here.
 */
export async function disconnectGoogleAds(ctx: EngineContext, connections: GoogleAdsConnections, userId: string, choice: DisconnectChoice): Promise<DisconnectResult> {
  const [business] = await ctx.db.query<{ id: string }>(`select id from businesses where owner_id = $1 and platform_mode = 'live'`, [userId]);
  const campaigns = business
    ? await ctx.db.query<{ id: string; name: string; platform_campaign_id: string; status: string }>(
        'select id, name, platform_campaign_id, status from campaigns where business_id = $1 and platform_campaign_id is not null order by created_at',
        [business.id],
      )
    : [];
  if (business && choice === 'pause' && campaigns.length > 0) {
    let platform: Awaited<ReturnType<EngineContext['platforms']['openOne']>>;
    try {
      platform = await ctx.platforms.openOne(ctx.db, business.id);
    } catch {
      throw errors.unavailable(
        'AdPilot no longer has access to your Google Ads account, so it cannot pause your campaigns. Pause them in Google Ads, or reconnect first.',
      );
    }
    // Every campaign, whatever our books say: a paused one is paused again at no cost, a running one must stop.
    for (const campaign of campaigns) await platform.setCampaignStatus(campaign.platform_campaign_id, 'PAUSED');
  }
  if (business && campaigns.length > 0) {
    await runUnit(ctx.db, ctx.bus, async (unit) => {
      if (choice === 'pause') await unit.tx.query(`update campaigns set status = 'paused', paused_by_guard = false where business_id = $1 and platform_campaign_id is not null`, [business.id]);
      const active = campaigns.filter((campaign) => campaign.status === 'active').length;
      const written = await insertActivityEntries(unit.tx, [
        {
          businessId: business.id,
          campaignId: null,
          title: 'Google Ads disconnected',
          message:
            choice === 'pause'
              ? `Paused all ${campaigns.length} campaign(s) in Google Ads, then disconnected. They stay paused until you resume them in Google Ads or reconnect AdPilot.`
              : `Disconnected without pausing: ${active} campaign(s) keep running and spending in Google Ads with no budget guard, optimization or ad testing from AdPilot.`,
          level: choice === 'pause' ? 'info' : 'warning',
          eventType: 'automation',
          createdAt: ctx.clock(),
          details: { choice, campaigns: campaigns.map((campaign) => campaign.id) },
        },
      ]);
      for (const { entry } of written) unit.emit(domainEvent('activity.created', business.id, entry));
      unit.emit(domainEvent('campaigns.changed', business.id, { businessId: business.id }));
    });
  }
  const connection = await connections.disconnect(userId);
  return { connection, pausedCampaigns: choice === 'pause' ? campaigns.length : 0 };
}
