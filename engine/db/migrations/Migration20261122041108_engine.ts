import { Migration } from '@mikro-orm/migrations';

export class Migration20261122041108_engine extends Migration {

  override name = 'Migration20261122041108_engine';

  override up(): void | Promise<void> {
    this.addSql(`create table "metric_snapshots" ("id" bigserial primary key, "business_id" uuid not null, "campaign_id" uuid not null, "level" text not null, "entity_id" uuid not null, "date" varchar(10) not null, "impressions" bigint not null, "clicks" bigint not null, "conversions" double precision not null, "cost_micros" bigint not null, "quality_score" int null, "synced_at" timestamptz not null);`);
    this.addSql(`create index "metric_snapshots_campaign_id_level_date_index" on "metric_snapshots" ("campaign_id", "level", "date");`);
    this.addSql(`alter table "metric_snapshots" add constraint "metric_snapshots_entity_id_date_unique" unique ("entity_id", "date");`);

    this.addSql(`create table "businesses" ("id" uuid not null, "owner_id" uuid not null, "business_name" varchar(200) not null, "website_url" text not null, "industry" varchar(200) null, "target_audience" text null, "monthly_budget_cents" int not null, "daily_budget_cents" int not null, "service_fee_percentage" int not null, "current_pricing_tier" text not null, "payment_confirmed" boolean not null, "setup_intent_id" varchar(255) null, "next_billing_date" timestamptz null, "auto_approve" boolean not null default false, "platform_mode" text not null, "pacing_profile" text not null default 'even', "demo_state" jsonb null, "synced_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "businesses" add constraint "businesses_owner_id_unique" unique ("owner_id");`);

    this.addSql(`create table "campaigns" ("id" uuid not null, "business_id" uuid not null, "name" varchar(200) not null, "theme" varchar(200) not null, "description" text not null default '', "status" text not null, "paused_by_guard" boolean not null default false, "platform_campaign_id" varchar(100) null, "monthly_budget_cents" int not null, "daily_budget_micros" bigint not null, "weight" double precision not null default 1, "max_budget_by_date" jsonb not null, "ledger_cents_by_date" jsonb not null, "platform_micros_by_date" jsonb not null, "hour_of_day" jsonb not null, "day_of_week" jsonb not null, "learned_through_hour" int not null, "impressions" bigint not null default '0', "clicks" bigint not null default '0', "conversions" double precision not null default 0, "cost_micros" bigint not null default '0', "tournament" jsonb not null, "tournament_version" int not null default 1, "tournament_state" text not null, "tournament_round" int not null, "tournament_number" int not null, "round_start_date" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "campaigns_business_id_created_at_index" on "campaigns" ("business_id", "created_at");`);
    this.addSql(`create index "campaigns_tournament_state_round_start_date_index" on "campaigns" ("tournament_state", "round_start_date");`);

    this.addSql(`create table "spend_ledger" ("id" bigserial primary key, "business_id" uuid not null, "campaign_id" uuid not null, "date" varchar(10) not null, "month" varchar(7) not null, "cumulative_micros" bigint not null, "delta_cents" int not null, "recorded_at" timestamptz not null);`);
    this.addSql(`create index "spend_ledger_business_id_month_index" on "spend_ledger" ("business_id", "month");`);
    this.addSql(`alter table "spend_ledger" add constraint "spend_ledger_campaign_id_date_cumulative_micros_unique" unique ("campaign_id", "date", "cumulative_micros");`);

    this.addSql(`create table "billing_charges" ("id" uuid not null, "business_id" uuid not null, "month" varchar(7) not null, "spend_cents" int not null, "fee_percentage" int not null, "fee_cents" int not null, "status" text not null, "reference" varchar(255) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "billing_charges" add constraint "billing_charges_business_id_month_unique" unique ("business_id", "month");`);

    this.addSql(`create table "ad_groups" ("id" uuid not null, "business_id" uuid not null, "campaign_id" uuid not null, "name" varchar(200) not null, "theme" varchar(200) not null default '', "status" text not null, "platform_ad_group_id" varchar(100) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "ad_groups_campaign_id_index" on "ad_groups" ("campaign_id");`);
    this.addSql(`create index "ad_groups_business_id_created_at_index" on "ad_groups" ("business_id", "created_at");`);

    this.addSql(`create table "tournament_rounds" ("id" uuid not null, "business_id" uuid not null, "campaign_id" uuid not null, "ad_group_id" uuid not null, "tournament" int not null, "round" int not null, "started_at" timestamptz not null, "ended_at" timestamptz null, "ad_ids" jsonb not null, "decided" boolean not null default false, "outcome" text null, "metric" varchar(40) null, "reason" text null, "champion_reason" text null, "champion_ad_id" uuid null, "runner_up_ad_id" uuid null, "eliminated_ad_ids" jsonb null, "arms" jsonb null, primary key ("id"));`);
    this.addSql(`create index "tournament_rounds_campaign_id_index" on "tournament_rounds" ("campaign_id");`);
    this.addSql(`alter table "tournament_rounds" add constraint "tournament_rounds_ad_group_id_tournament_round_unique" unique ("ad_group_id", "tournament", "round");`);

    this.addSql(`create table "keywords" ("id" uuid not null, "business_id" uuid not null, "campaign_id" uuid not null, "ad_group_id" uuid not null, "text" varchar(80) not null, "match_type" text not null, "cpc_bid_micros" bigint not null, "status" text not null, "platform_keyword_id" varchar(100) null, "impressions" bigint not null default '0', "clicks" bigint not null default '0', "conversions" double precision not null default 0, "cost_micros" bigint not null default '0', "quality_score" int null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "keywords_campaign_id_index" on "keywords" ("campaign_id");`);
    this.addSql(`create index "keywords_ad_group_id_index" on "keywords" ("ad_group_id");`);
    this.addSql(`create index "keywords_business_id_created_at_index" on "keywords" ("business_id", "created_at");`);

    this.addSql(`create table "ads" ("id" uuid not null, "business_id" uuid not null, "campaign_id" uuid not null, "ad_group_id" uuid not null, "variant" varchar(8) not null, "headlines" jsonb not null, "descriptions" jsonb not null, "final_url" text not null, "path1" varchar(15) null, "path2" varchar(15) null, "ai_reasoning" jsonb null, "lifecycle_stage" text not null, "status" text not null, "platform_ad_id" varchar(100) null, "tournament" int not null, "round" int not null, "impressions" bigint not null default '0', "clicks" bigint not null default '0', "conversions" double precision not null default 0, "cost_micros" bigint not null default '0', "quality_score" int null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "ads_campaign_id_index" on "ads" ("campaign_id");`);
    this.addSql(`create index "ads_ad_group_id_index" on "ads" ("ad_group_id");`);
    this.addSql(`create index "ads_business_id_created_at_index" on "ads" ("business_id", "created_at");`);

    this.addSql(`create table "activity_logs" ("id" uuid not null, "business_id" uuid not null, "campaign_id" uuid null, "event_type" text not null, "level" text not null, "title" varchar(200) not null, "message" text not null, "details" jsonb null, "dedupe_key" varchar(200) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "activity_logs" add constraint "activity_logs_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "activity_logs_business_id_created_at_index" on "activity_logs" ("business_id", "created_at");`);
    this.addSql(`create index "activity_logs_business_id_event_type_created_at_index" on "activity_logs" ("business_id", "event_type", "created_at");`);

    this.addSql(`create table "workflows" ("id" uuid not null, "business_id" uuid not null, "kind" text not null, "status" text not null, "step" varchar(200) not null, "progress" double precision not null, "message" text null, "started_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "workflows_business_id_started_at_index" on "workflows" ("business_id", "started_at");`);

    this.addSql(`alter table "metric_snapshots" add constraint "metric_snapshots_level_check" check ("level" in ('campaign', 'ad', 'keyword'));`);

    this.addSql(`alter table "businesses" add constraint "businesses_owner_id_foreign" foreign key ("owner_id") references "users" ("id");`);
    this.addSql(`alter table "businesses" add constraint "businesses_current_pricing_tier_check" check ("current_pricing_tier" in ('Base', 'Growth', 'Scale', 'Enterprise'));`);
    this.addSql(`alter table "businesses" add constraint "businesses_platform_mode_check" check ("platform_mode" in ('demo', 'live'));`);
    this.addSql(`alter table "businesses" add constraint "businesses_pacing_profile_check" check ("pacing_profile" in ('even', 'front', 'back'));`);

    this.addSql(`alter table "campaigns" add constraint "campaigns_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "campaigns" add constraint "campaigns_status_check" check ("status" in ('active', 'paused'));`);
    this.addSql(`alter table "campaigns" add constraint "campaigns_tournament_state_check" check ("tournament_state" in ('testing', 'evaluating', 'awaitingApproval', 'complete', 'stopped'));`);

    this.addSql(`alter table "spend_ledger" add constraint "spend_ledger_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "spend_ledger" add constraint "spend_ledger_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id");`);

    this.addSql(`alter table "billing_charges" add constraint "billing_charges_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "billing_charges" add constraint "billing_charges_status_check" check ("status" in ('pending', 'charged', 'failed'));`);

    this.addSql(`alter table "ad_groups" add constraint "ad_groups_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "ad_groups" add constraint "ad_groups_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id");`);
    this.addSql(`alter table "ad_groups" add constraint "ad_groups_status_check" check ("status" in ('active', 'paused'));`);

    this.addSql(`alter table "tournament_rounds" add constraint "tournament_rounds_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "tournament_rounds" add constraint "tournament_rounds_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id");`);
    this.addSql(`alter table "tournament_rounds" add constraint "tournament_rounds_ad_group_id_foreign" foreign key ("ad_group_id") references "ad_groups" ("id");`);
    this.addSql(`alter table "tournament_rounds" add constraint "tournament_rounds_outcome_check" check ("outcome" in ('crowned', 'replaced', 'kept', 'noDecision'));`);

    this.addSql(`alter table "keywords" add constraint "keywords_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "keywords" add constraint "keywords_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id");`);
    this.addSql(`alter table "keywords" add constraint "keywords_ad_group_id_foreign" foreign key ("ad_group_id") references "ad_groups" ("id");`);
    this.addSql(`alter table "keywords" add constraint "keywords_match_type_check" check ("match_type" in ('EXACT', 'PHRASE', 'BROAD'));`);
    this.addSql(`alter table "keywords" add constraint "keywords_status_check" check ("status" in ('active', 'paused'));`);

    this.addSql(`alter table "ads" add constraint "ads_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "ads" add constraint "ads_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id");`);
    this.addSql(`alter table "ads" add constraint "ads_ad_group_id_foreign" foreign key ("ad_group_id") references "ad_groups" ("id");`);
    this.addSql(`alter table "ads" add constraint "ads_lifecycle_stage_check" check ("lifecycle_stage" in ('launch_test', 'champion', 'runner_up', 'challenger', 'queued_challenger', 'eliminated'));`);
    this.addSql(`alter table "ads" add constraint "ads_status_check" check ("status" in ('active', 'paused'));`);

    this.addSql(`alter table "activity_logs" add constraint "activity_logs_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "activity_logs" add constraint "activity_logs_event_type_check" check ("event_type" in ('automation', 'budget_audit', 'metrics_sync'));`);
    this.addSql(`alter table "activity_logs" add constraint "activity_logs_level_check" check ("level" in ('info', 'success', 'warning', 'error'));`);

    this.addSql(`alter table "workflows" add constraint "workflows_business_id_foreign" foreign key ("business_id") references "businesses" ("id");`);
    this.addSql(`alter table "workflows" add constraint "workflows_kind_check" check ("kind" in ('launch'));`);
    this.addSql(`alter table "workflows" add constraint "workflows_status_check" check ("status" in ('pending', 'running', 'completed', 'error'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "campaigns" drop constraint "campaigns_business_id_foreign";`);
    this.addSql(`alter table "spend_ledger" drop constraint "spend_ledger_business_id_foreign";`);
    this.addSql(`alter table "billing_charges" drop constraint "billing_charges_business_id_foreign";`);
    this.addSql(`alter table "ad_groups" drop constraint "ad_groups_business_id_foreign";`);
    this.addSql(`alter table "tournament_rounds" drop constraint "tournament_rounds_business_id_foreign";`);
    this.addSql(`alter table "keywords" drop constraint "keywords_business_id_foreign";`);
    this.addSql(`alter table "ads" drop constraint "ads_business_id_foreign";`);
    this.addSql(`alter table "activity_logs" drop constraint "activity_logs_business_id_foreign";`);
    this.addSql(`alter table "workflows" drop constraint "workflows_business_id_foreign";`);
    this.addSql(`alter table "spend_ledger" drop constraint "spend_ledger_campaign_id_foreign";`);
    this.addSql(`alter table "ad_groups" drop constraint "ad_groups_campaign_id_foreign";`);
    this.addSql(`alter table "tournament_rounds" drop constraint "tournament_rounds_campaign_id_foreign";`);
    this.addSql(`alter table "keywords" drop constraint "keywords_campaign_id_foreign";`);
    this.addSql(`alter table "ads" drop constraint "ads_campaign_id_foreign";`);
    this.addSql(`alter table "tournament_rounds" drop constraint "tournament_rounds_ad_group_id_foreign";`);
    this.addSql(`alter table "keywords" drop constraint "keywords_ad_group_id_foreign";`);
    this.addSql(`alter table "ads" drop constraint "ads_ad_group_id_foreign";`);

    this.addSql(`drop table if exists "metric_snapshots" cascade;`);
    this.addSql(`drop table if exists "businesses" cascade;`);
    this.addSql(`drop table if exists "campaigns" cascade;`);
    this.addSql(`drop table if exists "spend_ledger" cascade;`);
    this.addSql(`drop table if exists "billing_charges" cascade;`);
    this.addSql(`drop table if exists "ad_groups" cascade;`);
    this.addSql(`drop table if exists "tournament_rounds" cascade;`);
    this.addSql(`drop table if exists "keywords" cascade;`);
    this.addSql(`drop table if exists "ads" cascade;`);
    this.addSql(`drop table if exists "activity_logs" cascade;`);
    this.addSql(`drop table if exists "workflows" cascade;`);
  }

}
