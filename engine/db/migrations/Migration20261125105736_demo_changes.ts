import { Migration } from '@mikro-orm/migrations';

/**
 * Ad and keyword changes booked for a demo account without loading its `demo_state` (issue 23,
 * PlatformStore.book): the simulator takes them when next opened, and its save clears them.
 * (The generated diff also dropped the read-model triggers, which the entities do not describe: removed.)
 */
export class Migration20261125105736_demo_changes extends Migration {
  override name = 'Migration20261125105736_demo_changes';

  override up(): void {
    this.addSql(`alter table "businesses" add "demo_changes" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "businesses" drop column "demo_changes";`);
  }
}
