import { type DomainEventBus, domainEvent } from '../events/domain-events';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import type { Database, Sql } from '../persistence/sql';
import type { AdsPlatform } from '../platform/ads-platform';
import type { GoogleAdsLive } from './google-ads-live';

/** How the engine's PlatformStore opens a live business's platform. */
export interface LivePlatforms {
  platformFor(tx: Sql, businessId: string): Promise<AdsPlatform | null>;
}

/**
 * Live platforms whose failures become Error entries in the business's activity log. The entry is
 * written on the pool after the failing transaction is over (never awaited inside it: the business
 * row is locked by that transaction, and the engine would roll back an entry written through it),
 * then pushed to the owner's dashboard.
 */
export function livePlatforms(live: GoogleAdsLive, db: Database, bus: DomainEventBus, clock: () => number): LivePlatforms {
  return {
    platformFor(tx, businessId) {
      return live.platformFor(tx, businessId, (failure) => {
        const nowMs = clock();
        void insertActivityEntries(db, [
          {
            businessId,
            campaignId: null,
            title: 'Google Ads request failed',
            message: `AdPilot could not ${failure.action}: ${failure.message}. It will try again on the next run.`,
            level: 'error',
            eventType: 'automation',
            createdAt: nowMs,
            dedupeKey: `google-ads|${businessId}|${failure.action}|${Math.floor(nowMs / 3_600_000)}`,
            details: { action: failure.action, reason: failure.message },
          },
        ])
          .then((written) => bus.publish(written.map(({ entry }) => domainEvent('activity.created', businessId, entry))))
          .catch(() => undefined);
      });
    },
  };
}
