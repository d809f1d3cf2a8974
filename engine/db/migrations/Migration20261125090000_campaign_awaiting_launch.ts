import { Migration } from '@mikro-orm/migrations';

/**
 * A launch creates its campaigns paused and enables them once all are recorded (issue 18). This marks
 * the ones still waiting for that, so that the launch enables only those: a campaign the owner paused
 * (or paused everything) while the launch ran stays paused, as the owner asked.
 */
export class Migration20261125090000_campaign_awaiting_launch extends Migration {
  override name = 'Migration20261125090000_campaign_awaiting_launch';

  override up(): void {
    this.addSql(`alter table "campaigns" add column "awaiting_launch" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "campaigns" drop column "awaiting_launch";`);
  }
}
