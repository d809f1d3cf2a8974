import { Migration } from '@mikro-orm/migrations';

export class Migration20261122041938_google_ads_connections extends Migration {

  override name = 'Migration20261122041938_google_ads_connections';

  override up(): void | Promise<void> {
    this.addSql(`create table "google_ads_quota_usage" ("day" varchar(10) not null, "operations" int not null, primary key ("day"));`);

    this.addSql(`create table "google_ads_connections" ("id" uuid not null, "user_id" uuid not null, "status" text not null, "refresh_token_ciphertext" text not null, "customer_id" varchar(20) null, "login_customer_id" varchar(20) null, "account_name" varchar(255) null, "currency_code" varchar(3) null, "candidates" jsonb null, "warnings" jsonb null, "conversion_action_id" varchar(32) null, "tag_snippet" jsonb null, "connected_at" timestamptz null, "last_sync_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "google_ads_connections" add constraint "google_ads_connections_user_id_unique" unique ("user_id");`);

    this.addSql(`alter table "google_ads_connections" add constraint "google_ads_connections_user_id_foreign" foreign key ("user_id") references "users" ("id");`);
    this.addSql(`alter table "google_ads_connections" add constraint "google_ads_connections_status_check" check ("status" in ('choosing', 'connected'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "google_ads_quota_usage" cascade;`);
    this.addSql(`drop table if exists "google_ads_connections" cascade;`);
  }

}
