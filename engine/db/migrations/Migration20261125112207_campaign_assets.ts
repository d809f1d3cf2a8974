import { Migration } from '@mikro-orm/migrations';

/**
 * A campaign keeps the assets its plan gave it (issue 22: sitelinks, callouts, snippets, call and
 * location, each with its source), for the Ad Testing tab and the demo simulator. Null for
 * campaigns launched before assets.
 */
export class Migration20261125112207_campaign_assets extends Migration {
  override name = 'Migration20261125112207_campaign_assets';

  override up(): void {
    this.addSql(`alter table "campaigns" add column "assets" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "campaigns" drop column "assets";`);
  }
}
