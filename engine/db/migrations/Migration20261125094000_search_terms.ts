import { Migration } from '@mikro-orm/migrations';

/** Search terms per ad group and the negative keywords the engine added for them (docs/search-terms.md). */
export class Migration20261125094000_search_terms extends Migration {
  override name = 'Migration20261125094000_search_terms';

  override up(): void | Promise<void> {
    this.addSql(`create table "search_term_negatives" ("id" uuid not null, "business_id" uuid not null, "campaign_id" uuid not null, "ad_group_id" uuid null, "text" varchar(80) not null, "match_type" text not null, "platform_negative_id" varchar(100) not null, "created_at" timestamptz not null, "removed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "search_term_negatives_campaign_id_index" on "search_term_negatives" ("campaign_id");`);

    this.addSql(`create table "search_terms" ("id" uuid not null, "business_id" uuid not null, "campaign_id" uuid not null, "ad_group_id" uuid not null, "text" text not null, "impressions" bigint not null default '0', "clicks" bigint not null default '0', "conversions" double precision not null default 0, "cost_micros" bigint not null default '0', "status" text not null, "verdict" text null, "reason" text not null, "negative_id" uuid null, "keyword_id" uuid null, "owner_override" boolean not null default false, "first_seen_at" timestamptz not null, "decided_at" timestamptz null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "search_terms_business_id_cost_micros_index" on "search_terms" ("business_id", "cost_micros");`);
    this.addSql(`alter table "search_terms" add constraint "search_terms_ad_group_id_text_unique" unique ("ad_group_id", "text");`);

    this.addSql(`alter table "search_term_negatives" add constraint "search_term_negatives_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "search_term_negatives" add constraint "search_term_negatives_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id");`);
    this.addSql(`alter table "search_term_negatives" add constraint "search_term_negatives_ad_group_id_foreign" foreign key ("ad_group_id") references "ad_groups" ("id") on delete set null;`);
    this.addSql(`alter table "search_term_negatives" add constraint "search_term_negatives_match_type_check" check ("match_type" in ('EXACT', 'PHRASE'));`);

    this.addSql(`alter table "search_terms" add constraint "search_terms_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "search_terms" add constraint "search_terms_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id");`);
    this.addSql(`alter table "search_terms" add constraint "search_terms_ad_group_id_foreign" foreign key ("ad_group_id") references "ad_groups" ("id");`);
    this.addSql(`alter table "search_terms" add constraint "search_terms_negative_id_foreign" foreign key ("negative_id") references "search_term_negatives" ("id") on delete set null;`);
    this.addSql(`alter table "search_terms" add constraint "search_terms_keyword_id_foreign" foreign key ("keyword_id") references "keywords" ("id") on delete set null;`);
    this.addSql(`alter table "search_terms" add constraint "search_terms_status_check" check ("status" in ('new', 'kept', 'excluded', 'added'));`);
    this.addSql(`alter table "search_terms" add constraint "search_terms_verdict_check" check ("verdict" in ('relevant', 'irrelevant', 'unsure'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "search_terms" drop constraint "search_terms_negative_id_foreign";`);

    this.addSql(`drop table if exists "search_term_negatives" cascade;`);
    this.addSql(`drop table if exists "search_terms" cascade;`);

  }

}
