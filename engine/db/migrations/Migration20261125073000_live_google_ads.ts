import { Migration } from '@mikro-orm/migrations';

/**
 * Live Google Ads built right (issue 18): the launch's plan kept with its workflow and each
 * campaign's stable launch key (adopted after a crash, never created twice); the account's time zone
 * and currency with the business and its connection; policy review state of ads and keywords.
 */
export class Migration20261125073000_live_google_ads extends Migration {
  override name = 'Migration20261125073000_live_google_ads';

  override up(): void {
    this.addSql(`alter table "workflows" add column "plan" jsonb null;`);
    this.addSql(`alter table "campaigns" add column "launch_key" varchar(40) null;`);
    this.addSql(`create unique index "campaigns_business_id_launch_key_unique" on "campaigns" ("business_id", "launch_key");`);
    this.addSql(`alter table "businesses" add column "time_zone" varchar(64) null, add column "currency_code" varchar(3) null;`);
    this.addSql(`alter table "google_ads_connections" add column "time_zone" varchar(64) null;`);
    this.addSql(`alter table "ads" add column "policy" jsonb null;`);
    this.addSql(`alter table "keywords" add column "policy" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "keywords" drop column "policy";`);
    this.addSql(`alter table "ads" drop column "policy";`);
    this.addSql(`alter table "google_ads_connections" drop column "time_zone";`);
    this.addSql(`alter table "businesses" drop column "time_zone", drop column "currency_code";`);
    this.addSql(`drop index "campaigns_business_id_launch_key_unique";`);
    this.addSql(`alter table "campaigns" drop column "launch_key";`);
    this.addSql(`alter table "workflows" drop column "plan";`);
  }
}
