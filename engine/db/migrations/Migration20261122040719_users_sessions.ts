import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040719_users_sessions extends Migration {

  override name = 'Migration20261122040719_users_sessions';

  override up(): void | Promise<void> {
    this.addSql(`create table "sessions" ("id" varchar(128) not null, "data" jsonb not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "users" ("id" uuid not null, "email" varchar(320) not null, "first_name" varchar(80) null, "profile_image_url" text null, "password_hash" text null, "oidc_subject" varchar(255) null, "created_at" timestamptz not null, "last_sign_in_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_oidc_subject_unique" unique ("oidc_subject");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }

}
