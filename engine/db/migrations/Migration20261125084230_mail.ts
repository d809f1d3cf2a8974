import { Migration } from '@mikro-orm/migrations';

/**
 * E-mail (issue 21): every mail the product sends, unique per event key so that one event is never
 * mailed twice, and each owner's mail preferences (weekly report day, alerts on or off).
 */
export class Migration20261125084230_mail extends Migration {
  override name = 'Migration20261125084230_mail';

  override up(): void {
    this.addSql(`create table "mail_preferences" ("user_id" uuid not null, "weekly_report_day" smallint null, "alerts" boolean not null default true, "updated_at" timestamptz not null, primary key ("user_id"));`);
    this.addSql(`create table "mails" ("id" uuid not null, "key" varchar(200) not null, "kind" varchar(40) not null, "user_id" uuid not null, "business_id" uuid null, "to_address" varchar(320) not null, "subject" text not null, "html" text not null, "text" text not null, "status" text not null, "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "claimed_at" timestamptz null, "sent_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "mails" add constraint "mails_key_unique" unique ("key");`);
    this.addSql(`create index "mails_user_id_index" on "mails" ("user_id");`);
    this.addSql(`create index "mails_created_at_index" on "mails" ("created_at");`);
    this.addSql(`alter table "mail_preferences" add constraint "mail_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "mails" add constraint "mails_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "mails" add constraint "mails_business_id_foreign" foreign key ("business_id") references "businesses" ("id") on delete cascade;`);
    this.addSql(`alter table "mails" add constraint "mails_status_check" check ("status" in ('queued', 'sending', 'sent', 'retrying', 'failed', 'kept'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "mail_preferences" cascade;`);
    this.addSql(`drop table if exists "mails" cascade;`);
  }
}
