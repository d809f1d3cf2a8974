import { Migration } from '@mikro-orm/migrations';

/**
 * Live operations (issue 19): each business's health per recurring job, a Google Ads connection
 * that lost its access (kept, marked broken, until the owner reconnects), and which ledger rows are
 * live spend (the only spend the monthly fee is computed on).
 */
export class Migration20261125072000_business_health extends Migration {
  override name = 'Migration20261125072000_business_health';

  override up(): void {
    this.addSql(`create table "business_health" ("business_id" uuid not null, "job" text not null, "status" text not null, "reason" text null,
      "failing_since" timestamptz null, "attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_success_at" timestamptz null,
      "updated_at" timestamptz not null, primary key ("business_id", "job"));`);
    this.addSql(`alter table "business_health" add constraint "business_health_business_id_foreign" foreign key ("business_id") references "businesses" ("id") on delete cascade;`);
    this.addSql(`alter table "business_health" add constraint "business_health_status_check" check ("status" in ('healthy', 'retrying', 'failing'));`);
    this.addSql(`create index "business_health_status_index" on "business_health" ("status") where "status" <> 'healthy';`);

    this.addSql(`alter table "google_ads_connections" add column "broken_at" timestamptz null, add column "broken_reason" text null;`);
    this.addSql(`alter table "google_ads_connections" drop constraint "google_ads_connections_status_check";`);
    this.addSql(`alter table "google_ads_connections" add constraint "google_ads_connections_status_check" check ("status" in ('choosing', 'connected', 'broken'));`);

    this.addSql(`alter table "spend_ledger" add column "live" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "spend_ledger" drop column "live";`);
    this.addSql(`update "google_ads_connections" set "status" = 'connected' where "status" = 'broken';`);
    this.addSql(`alter table "google_ads_connections" drop constraint "google_ads_connections_status_check";`);
    this.addSql(`alter table "google_ads_connections" add constraint "google_ads_connections_status_check" check ("status" in ('choosing', 'connected'));`);
    this.addSql(`alter table "google_ads_connections" drop column "broken_at", drop column "broken_reason";`);
    this.addSql(`drop table if exists "business_health" cascade;`);
  }
}
