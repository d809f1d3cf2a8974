import type { GoogleAdsConnection } from '../../schema/entities';
import type { Sql } from '../persistence/sql';
import type { AccountCandidate } from './account-directory';
import type { TagSnippet } from './conversion-tracking';

/** A connection row as the engine reads it. `refreshTokenCiphertext` stays sealed until a call needs it. */
export interface ConnectionRecord {
  userId: string;
  status: 'choosing' | 'connected' | 'broken';
  refreshTokenCiphertext: string;
  customerId: string | null;
  loginCustomerId: string | null;
  accountName: string | null;
  currencyCode: string | null;
  candidates: AccountCandidate[];
  warnings: string[];
  conversionActionId: string | null;
  tagSnippet: TagSnippet | null;
  connectedAt: Date | null;
  lastSyncAt: Date | null;
  /** Set while Google refuses the grant or the account (engine/google-ads/access-lost.ts). */
  brokenAt: Date | null;
  brokenReason: string | null;
  /** The live business's spend reads have failed every attempt since (business_health); ofUser only. */
  readFailing?: { since: string; reason: string } | null;
}

interface Row {
  user_id: string;
  status: 'choosing' | 'connected' | 'broken';
  refresh_token_ciphertext: string;
  customer_id: string | null;
  login_customer_id: string | null;
  account_name: string | null;
  currency_code: string | null;
  candidates: AccountCandidate[] | null;
  warnings: string[] | null;
  conversion_action_id: string | null;
  tag_snippet: TagSnippet | null;
  connected_at: Date | null;
  last_sync_at: Date | null;
  broken_at: Date | null;
  broken_reason: string | null;
  read_failing?: { since: string; reason: string } | null;
}

const COLUMNS =
  'c.user_id, c.status, c.refresh_token_ciphertext, c.customer_id, c.login_customer_id, c.account_name, c.currency_code, c.candidates, c.warnings, c.conversion_action_id, c.tag_snippet, c.connected_at, c.last_sync_at, c.broken_at, c.broken_reason';

function toRecord(row: Row): ConnectionRecord {
  return {
    userId: row.user_id,
    status: row.status,
    refreshTokenCiphertext: row.refresh_token_ciphertext,
    customerId: row.customer_id,
    loginCustomerId: row.login_customer_id,
    accountName: row.account_name,
    currencyCode: row.currency_code,
    candidates: row.candidates ?? [],
    warnings: row.warnings ?? [],
    conversionActionId: row.conversion_action_id,
    tagSnippet: row.tag_snippet,
    connectedAt: row.connected_at,
    lastSyncAt: row.last_sync_at,
    brokenAt: row.broken_at,
    brokenReason: row.broken_reason,
    readFailing: row.read_failing ?? null,
  };
}

/** The connection as the API shows it: no token, ever. */
export function presentConnection(record: ConnectionRecord | null): GoogleAdsConnection {
  if (record?.status !== 'connected' && record?.status !== 'broken') {
    return { status: 'not_connected', customerId: null, loginCustomerId: null, connectedAt: null, lastSyncAt: null };
  }
  return {
    status: 'connected',
    customerId: record.customerId,
    loginCustomerId: record.loginCustomerId,
    connectedAt: record.connectedAt?.toISOString() ?? null,
    lastSyncAt: record.lastSyncAt?.toISOString() ?? null,
    accessLost: record.status === 'broken' ? { since: (record.brokenAt ?? new Date(0)).toISOString(), reason: record.brokenReason ?? '' } : null,
    readFailing: record.status === 'connected' && record.readFailing ? { since: new Date(record.readFailing.since).toISOString(), reason: record.readFailing.reason } : null,
    currencyCode: record.currencyCode,
  };
}

/** google_ads_connections, one row per owner, in plain SQL like the rest of the engine. */
export class ConnectionStore {
  constructor(private readonly sql: Sql) {}

  async ofUser(userId: string, sql: Sql = this.sql): Promise<ConnectionRecord | null> {
    // Last sync: the metrics sync stamps the live business (businesses.synced_at), the figure the owner cares about.
    const rows = await sql.query<Row>(
      `select ${COLUMNS.replace('c.last_sync_at', 'coalesce(b.synced_at, c.last_sync_at) as last_sync_at')},
         (select json_build_object('since', h.failing_since, 'reason', coalesce(h.reason, '')) from business_health h
          where h.business_id = b.id and h.job = 'sync-metrics' and h.status = 'failing') as read_failing
       from google_ads_connections c left join businesses b on b.owner_id = c.user_id and b.platform_mode = 'live' where c.user_id = $1`,
      [userId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The connected account of a business's owner (null when not connected); `sql` may be the caller's transaction. */
  async ofBusiness(businessId: string, sql: Sql = this.sql): Promise<ConnectionRecord | null> {
    const rows = await sql.query<Row>(
      `select ${COLUMNS} from google_ads_connections c join businesses b on b.owner_id = c.user_id where b.id = $1 and c.status = 'connected'`,
      [businessId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Google refused the grant or the account: the connection is kept (its business stays live, with
   * its campaigns' Google ids) but no engine write goes through it until the owner reconnects.
   */
  async markBroken(userId: string, reason: string, now: Date): Promise<void> {
    await this.sql.query(
      `update google_ads_connections set status = 'broken', broken_at = $3, broken_reason = $2 where user_id = $1 and status = 'connected'`,
      [userId, reason, now],
    );
  }

  /** A fresh grant replaces whatever the owner had: account choice starts over. */
  async saveGrant(userId: string, refreshTokenCiphertext: string, now: Date): Promise<void> {
    await this.sql.query(
      `insert into google_ads_connections (id, user_id, status, refresh_token_ciphertext, created_at) values (gen_random_uuid(), $1, 'choosing', $2, $3)
       on conflict (user_id) do update set status = 'choosing', refresh_token_ciphertext = excluded.refresh_token_ciphertext, customer_id = null,
         login_customer_id = null, account_name = null, currency_code = null, candidates = null, warnings = null, connected_at = null,
         broken_at = null, broken_reason = null`,
      [userId, refreshTokenCiphertext, now],
    );
  }

  async saveCandidates(userId: string, candidates: readonly AccountCandidate[]): Promise<void> {
    await this.sql.query('update google_ads_connections set candidates = $2::jsonb where user_id = $1', [userId, JSON.stringify(candidates)]);
  }

  async markConnected(
    userId: string,
    account: AccountCandidate,
    details: { warnings: string[]; conversionActionId: string | null; tagSnippet: TagSnippet | null; now: Date },
  ): Promise<void> {
    await this.sql.query(
      `update google_ads_connections set status = 'connected', customer_id = $2, login_customer_id = $3, account_name = $4, currency_code = $5,
         warnings = $6::jsonb, conversion_action_id = $7, tag_snippet = $8::jsonb, connected_at = $9, candidates = null, time_zone = $10 where user_id = $1`,
      [
        userId,
        account.customerId,
        account.loginCustomerId,
        account.name.slice(0, 255),
        account.currencyCode.slice(0, 3) || null,
        JSON.stringify(details.warnings),
        details.conversionActionId,
        details.tagSnippet ? JSON.stringify(details.tagSnippet) : null,
        details.now,
        account.timeZone || null,
      ],
    );
    // A business that has launched nothing yet runs live from now on; one with demo campaigns keeps
    // them in the simulator (their ids exist nowhere in Google Ads).
    await this.sql.query(
      `update businesses b set platform_mode = 'live', demo_clock = null where b.owner_id = $1 and not exists (select 1 from campaigns c where c.business_id = b.id)`,
      [userId],
    );
    // A live business runs in its account's time zone and currency (issue 18).
    await this.sql.query(`update businesses set time_zone = $2, currency_code = $3 where owner_id = $1 and platform_mode = 'live'`, [
      userId,
      account.timeZone || null,
      account.currencyCode.slice(0, 3) || null,
    ]);
  }

  async remove(userId: string): Promise<void> {
    await this.sql.query('delete from google_ads_connections where user_id = $1', [userId]);
    // Google keeps one grant per app and user: the revocation that precedes this ended Tag Manager's access too.
    await this.sql.query('delete from tag_manager_connections where user_id = $1', [userId]);
  }
}
