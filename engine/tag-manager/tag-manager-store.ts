import type { TagManagerPublishRecord } from '../db/entities/tag-manager-connection';
import type { Sql } from '../persistence/sql';

export type { TagManagerPublishRecord };

/** A Tag Manager connection row as the engine reads it; the token stays sealed until a call needs it. */
export interface TagManagerRecord {
  userId: string;
  refreshTokenCiphertext: string;
  scopes: string[];
  connectedAt: Date;
  lastPublish: TagManagerPublishRecord | null;
}

interface Row {
  user_id: string;
  refresh_token_ciphertext: string;
  scopes: string[] | null;
  connected_at: Date;
  last_publish: TagManagerPublishRecord | null;
}

/** tag_manager_connections, one row per owner, in plain SQL like the Google Ads connection store. */
export class TagManagerStore {
  constructor(private readonly sql: Sql) {}

  async ofUser(userId: string): Promise<TagManagerRecord | null> {
    const [row] = await this.sql.query<Row>(
      'select user_id, refresh_token_ciphertext, scopes, connected_at, last_publish from tag_manager_connections where user_id = $1',
      [userId],
    );
    return row
      ? { userId: row.user_id, refreshTokenCiphertext: row.refresh_token_ciphertext, scopes: row.scopes ?? [], connectedAt: row.connected_at, lastPublish: row.last_publish }
      : null;
  }

  /** A fresh consent replaces the token; what the last publish did stays true of the container. */
  async saveGrant(userId: string, refreshTokenCiphertext: string, scopes: readonly string[], now: Date): Promise<void> {
    await this.sql.query(
      `insert into tag_manager_connections (id, user_id, refresh_token_ciphertext, scopes, connected_at, created_at) values (gen_random_uuid(), $1, $2, $3::jsonb, $4, $4)
       on conflict (user_id) do update set refresh_token_ciphertext = excluded.refresh_token_ciphertext, scopes = excluded.scopes, connected_at = excluded.connected_at`,
      [userId, refreshTokenCiphertext, JSON.stringify(scopes), now],
    );
  }

  async recordPublish(userId: string, publish: TagManagerPublishRecord, sql: Sql = this.sql): Promise<void> {
    await sql.query('update tag_manager_connections set last_publish = $2::jsonb where user_id = $1', [userId, JSON.stringify(publish)]);
  }

  async remove(userId: string): Promise<void> {
    await this.sql.query('delete from tag_manager_connections where user_id = $1', [userId]);
  }
}
