import { errors } from '../../schema/errors';
import { businessOfOwner } from '../billing/billing-overview';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { billMonth } from '../jobs/monthly-billing-job';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { pauseBusiness } from './pause-business';

/** Revokes the owner's Google Ads grant (campaigns already paused); absent when Google Ads is not configured. */
export type RevokeGoogle = (userId: string) => Promise<unknown>;

/**
 * Cancel the service (docs/billing.md): every campaign paused first (at Google or in the simulator),
 * then the fee for this month's live spend to date (no fee on simulated spend, none on no spend),
 * then the Google connection revoked (after the pause, so nothing keeps running unwatched). The
 * business is marked cancelled. If the pause or the revocation fails, nothing is marked and the
 * owner can try again; a fee already recorded is not charged twice.
 */
export async function cancelService(ctx: EngineContext, userId: string, revokeGoogle: RevokeGoogle | null): Promise<void> {
  const business = await businessOfOwner(ctx.db, userId);
  if (business.cancelled_at) throw errors.conflict('The service is already cancelled.');
  const [paused] = await ctx.db.query<{ owner_pause: unknown }>('select owner_pause from businesses where id = $1', [business.id]);
  if (!paused.owner_pause) await pauseBusiness(ctx, userId);
  const nowMs = ctx.clock();
  const month = new Date(nowMs).toISOString().slice(0, 7);
  await billMonth(ctx, month, [business.id]);
  const [connection] = await ctx.db.query<{ id: string }>('select id from google_ads_connections where user_id = $1', [userId]);
  if (connection && revokeGoogle) await revokeGoogle(userId);
  await runUnit(ctx.db, ctx.bus, async (unit) => {
    await unit.tx.query('update businesses set cancelled_at = $2 where id = $1', [business.id, new Date(nowMs)]);
    const written = await insertActivityEntries(unit.tx, [
      {
        businessId: business.id,
        campaignId: null,
        title: 'Service cancelled',
        message: `You cancelled AdPilot. Every campaign is paused, the service fee for ${month} to date was billed${connection && revokeGoogle ? ', and the Google Ads connection was revoked' : ''}.`,
        level: 'info',
        eventType: 'automation',
        createdAt: nowMs,
        details: { by: 'owner', month },
      },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', business.id, entry));
  });
}
