import { Migration } from '@mikro-orm/migrations';

/**
 * "Pause everything" (issue 21): when and which campaigns the owner's pause stopped, so that resume
 * restarts exactly those and the rounds' clocks skip the pause. Null while the business runs.
 */
export class Migration20261125080000_owner_pause extends Migration {
  override name = 'Migration20261125080000_owner_pause';

  override up(): void {
    this.addSql(`alter table "businesses" add column "owner_pause" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "businesses" drop column "owner_pause";`);
  }
}
