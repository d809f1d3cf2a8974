import { noConversionsMessage } from '../../schema/api/conversion-tracking';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';

/**
 * The daily look at a live business's conversion action (job conversion-watch): when Google
 * recorded no conversion for 14 days, one activity entry tells the owner, keyed by the last
 * conversion's date (or "none"), so the same silence is told once, however often the job runs.
 * Google's record is kept on the business either way (`conversion_status`).
 * Returns whether the owner was told now.
 */
export async function watchConversionsOfBusiness(ctx: EngineContext, businessId: string): Promise<boolean> {
  const connections = ctx.googleAdsConnections;
  if (!connections) return false;
  const [business] = await ctx.db.query<{ owner_id: string }>("select owner_id from businesses where id = $1 and platform_mode = 'live'", [businessId]);
  if (!business) return false;
  const tracking = await connections.conversionTracking(business.owner_id);
  const status = tracking.status === 'ready' ? tracking.conversionStatus : null;
  // Kept for the bidding lifecycle (no conversion strategy unless recording) and the dashboard's banner.
  if (status) await ctx.db.query('update businesses set conversion_status = $2 where id = $1', [businessId, JSON.stringify({ ...status, readAt: new Date(ctx.clock()).toISOString() })]);
  if (!status?.silent) return false;
  return runUnit(ctx.db, ctx.bus, async (unit) => {
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId,
        campaignId: null,
        title: 'No conversion recorded for 14 days',
        message: noConversionsMessage(status.lastConversionDate),
        level: 'warning',
        eventType: 'automation',
        createdAt: ctx.clock(),
        details: { trackingStatus: status.trackingStatus, lastConversionDate: status.lastConversionDate },
        dedupeKey: `conversions-silent|${businessId}|${status.lastConversionDate ?? 'none'}`,
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    return written.length > 0;
  });
}
