import { Migration } from '@mikro-orm/migrations';

/**
 * The bidding lifecycle (docs/bidding.md): each campaign's bid strategy, its ceiling or target and
 * since when; each business's conversion action status as the conversion watch last read it.
 * (The generator also proposed dropping the read-model triggers and an index that earlier
 * migrations create in raw SQL; those lines were left out.)
 */
export class Migration20261125114000_bidding extends Migration {

  override name = 'Migration20261125114000_bidding';

  override up(): void | Promise<void> {
    this.addSql(`alter table "businesses" add "conversion_status" jsonb null;`);
    this.addSql(`alter table "campaigns" add "bidding_strategy" text not null default 'manual_cpc', add "bidding_cpc_ceiling_micros" bigint null, add "bidding_target_cpa_micros" bigint null, add "bidding_since" timestamptz null;`);
    this.addSql(`alter table "campaigns" add constraint "campaigns_bidding_strategy_check" check ("bidding_strategy" in ('manual_cpc', 'maximize_clicks', 'maximize_conversions', 'target_cpa'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "businesses" drop column "conversion_status";`);
    this.addSql(`alter table "campaigns" drop constraint "campaigns_bidding_strategy_check";`);
    this.addSql(`alter table "campaigns" drop column "bidding_strategy", drop column "bidding_cpc_ceiling_micros", drop column "bidding_target_cpa_micros", drop column "bidding_since";`);
  }

}
