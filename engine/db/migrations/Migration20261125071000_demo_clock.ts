import { Migration } from '@mikro-orm/migrations';

/**
 * A demo business's own clock (engine/demo-clock): null while it runs on real time under the
 * regular jobs, set once its owner plays, pauses or fast-forwards the simulation.
 */
export class Migration20261125071000_demo_clock extends Migration {
  override name = 'Migration20261125071000_demo_clock';

  override up(): void {
    this.addSql(`alter table "businesses" add column "demo_clock" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "businesses" drop column "demo_clock";`);
  }
}
