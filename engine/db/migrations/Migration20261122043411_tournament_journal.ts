import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043411_tournament_journal extends Migration {

  override name = 'Migration20261122043411_tournament_journal';

  override up(): void | Promise<void> {
    this.addSql(`create table "tournament_journal" ("id" uuid not null, "business_id" uuid not null, "campaign_id" uuid not null, "seq" int not null, "event_type" varchar(200) not null, "event" jsonb not null, "cause_kind" text not null, "cause_name" varchar(200) not null, "cause_job_id" varchar(64) null, "state_before" text not null, "state_after" text not null, "context_before" jsonb not null, "context_after" jsonb not null, "at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "tournament_journal_at_index" on "tournament_journal" ("at");`);
    this.addSql(`alter table "tournament_journal" add constraint "tournament_journal_campaign_id_seq_unique" unique ("campaign_id", "seq");`);

    this.addSql(`alter table "tournament_journal" add constraint "tournament_journal_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "tournament_journal" add constraint "tournament_journal_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id");`);
    this.addSql(`alter table "tournament_journal" add constraint "tournament_journal_cause_kind_check" check ("cause_kind" in ('job', 'user', 'system'));`);
    this.addSql(`alter table "tournament_journal" add constraint "tournament_journal_state_before_check" check ("state_before" in ('testing', 'evaluating', 'awaitingApproval', 'complete', 'stopped'));`);
    this.addSql(`alter table "tournament_journal" add constraint "tournament_journal_state_after_check" check ("state_after" in ('testing', 'evaluating', 'awaitingApproval', 'complete', 'stopped'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "tournament_journal" cascade;`);
  }

}
