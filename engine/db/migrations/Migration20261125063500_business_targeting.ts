import { Migration } from '@mikro-orm/migrations';

/** A business's locations and languages (schema/targeting.ts); null for businesses created before it. */
export class Migration20261125063500_business_targeting extends Migration {
  override name = 'Migration20261125063500_business_targeting';

  override up(): void {
    this.addSql(`alter table "businesses" add column "targeting" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "businesses" drop column "targeting";`);
  }
}
