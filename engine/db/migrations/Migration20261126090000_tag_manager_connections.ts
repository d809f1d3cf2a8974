import { Migration } from '@mikro-orm/migrations';

/**
 * Google Tag Manager connections (docs/conversion-tracking.md): the owner's separate consent for
 * Tag Manager, its refresh token sealed like the Google Ads one, and what the last publish did.
 * Written by hand: one new table, nothing else of the schema touched.
 */
export class Migration20261126090000_tag_manager_connections extends Migration {

  override name = 'Migration20261126090000_tag_manager_connections';

  override up(): void | Promise<void> {
    this.addSql(`create table "tag_manager_connections" ("id" uuid not null, "user_id" uuid not null, "refresh_token_ciphertext" text not null, "scopes" jsonb not null, "connected_at" timestamptz not null, "last_publish" jsonb null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "tag_manager_connections" add constraint "tag_manager_connections_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "tag_manager_connections" add constraint "tag_manager_connections_user_id_foreign" foreign key ("user_id") references "users" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "tag_manager_connections" cascade;`);
  }

}
