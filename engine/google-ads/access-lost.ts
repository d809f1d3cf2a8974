import type { DomainEventBus } from '../events/domain-events';
import { domainEvent } from '../events/domain-events';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import type { Sql } from '../persistence/sql';
import type { GoogleAdsCall } from './call-policy';
import { failureCodes } from './google-ads-errors';

/**
 * Google's answers that mean AdPilot no longer has the account, whatever it retries: the grant is
 * gone (invalid_grant: revoked by the owner, expired, or the password changed), the signed-in user
 * was removed from the account, or the account itself is cancelled or suspended. Each maps to what
 * the owner is told.
 */
const LOST_BY_CODE: Record<string, string> = {
  'authentication_error.OAUTH_TOKEN_REVOKED': 'access to your Google Ads account was revoked',
  'authentication_error.OAUTH_TOKEN_EXPIRED': 'Google no longer accepts the access you gave AdPilot',
  'authentication_error.NOT_ADS_USER': 'the Google account you connected no longer has a Google Ads account',
  'authentication_error.CUSTOMER_NOT_FOUND': 'your Google Ads account was not found (it may have been cancelled)',
  'request_error.INVALID_CUSTOMER_ID': 'your Google Ads account was not found (it may have been cancelled)',
  'authorization_error.USER_PERMISSION_DENIED': 'the Google user you connected no longer has access to the Google Ads account',
  'authorization_error.CUSTOMER_NOT_ENABLED': 'your Google Ads account is cancelled or not enabled',
  'authorization_error.ACTION_NOT_PERMITTED_FOR_SUSPENDED_ACCOUNT': 'your Google Ads account is suspended',
};

interface OAuthFailureLike {
  message?: unknown;
  response?: { data?: { error?: unknown } };
}

/** Why access is lost, in words for the owner, or null when the failure is anything else (retry it). */
export function accessLostReason(error: unknown): string | null {
  for (const code of failureCodes(error)) {
    const reason = LOST_BY_CODE[code];
    if (reason) return reason;
  }
  // The token refresh (google-auth-library) fails with OAuth's own error body: {"error":"invalid_grant"}.
  const oauth = (error ?? {}) as OAuthFailureLike;
  if (oauth.response?.data?.error === 'invalid_grant' || (typeof oauth.message === 'string' && /\binvalid_grant\b/.test(oauth.message))) {
    return 'Google no longer accepts the access you gave AdPilot (it was removed or has expired)';
  }
  return null;
}

/**
 * The call policy of one connection, watched: a failure that means access is lost is reported
 * (awaited, so the connection is marked before the caller sees the error) and then thrown as before.
 */
export function watchAccessLost(call: GoogleAdsCall, onLost: (reason: string) => Promise<void>): GoogleAdsCall {
  return async function watched<T>(what: string, operations: number, run: () => Promise<T>): Promise<T> {
    try {
      return await call(what, operations, run);
    } catch (error) {
      const reason = accessLostReason(error);
      if (reason) await onLost(reason).catch(() => undefined);
      throw error;
    }
  };
}

/**
 * Tells each owner whose connection is broken, once per break: an Error entry in the activity log
 * keyed by the connection and the moment it broke (a later run writes nothing; a new break after a
 * reconnect is told again). Returns the businesses told now.
 */
export async function tellOwnersOfLostAccess(sql: Sql, bus: DomainEventBus, nowMs: number): Promise<string[]> {
  const broken = await sql.query<{ business_id: string; broken_at: Date; broken_reason: string | null }>(
    `select b.id as business_id, c.broken_at, c.broken_reason from google_ads_connections c join businesses b on b.owner_id = c.user_id
     where c.status = 'broken' and b.platform_mode = 'live'`,
  );
  const written = await insertActivityEntries(
    sql,
    broken.map((row) => ({
      businessId: row.business_id,
      campaignId: null,
      title: 'Google Ads access lost',
      message: `AdPilot can no longer reach your Google Ads account: ${row.broken_reason ?? 'Google refused the connection'}. Until you reconnect in Settings, AdPilot cannot read your spend or change your campaigns, and whatever is running at Google keeps running without the budget guard.`,
      level: 'error' as const,
      eventType: 'automation' as const,
      createdAt: nowMs,
      dedupeKey: `access-lost|${row.business_id}|${row.broken_at.getTime()}`,
      details: { reason: row.broken_reason, brokenAt: row.broken_at.toISOString() },
    })),
  );
  bus.publish(written.map(({ businessId, entry }) => domainEvent('activity.created', businessId, entry)));
  return written.map(({ businessId }) => businessId);
}
