import { Migration } from '@mikro-orm/migrations';

/** Google Ads operations per business and UTC day (issue 18: quotas planned, not hit). */
export class Migration20261125081000_google_ads_business_operations extends Migration {
  override name = 'Migration20261125081000_google_ads_business_operations';

  override up(): void {
    this.addSql(
      `create table "google_ads_business_operations" ("business_id" uuid not null, "day" varchar(10) not null, "operations" int not null, primary key ("business_id", "day"));`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "google_ads_business_operations";`);
  }
}
