import { Migration } from '@mikro-orm/migrations';

/**
 * Going live after demo mode (issue 20): what the simulation showed, kept apart from the live books
 * and labelled, once the simulated campaigns, ledger and figures are gone. Null for a business that
 * never ran in demo mode or has not gone live.
 */
export class Migration20261125091000_simulation_history extends Migration {
  override name = 'Migration20261125091000_simulation_history';

  override up(): void {
    this.addSql(`alter table "businesses" add column "simulation_history" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "businesses" drop column "simulation_history";`);
  }
}
