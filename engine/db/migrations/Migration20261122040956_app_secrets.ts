import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040956_app_secrets extends Migration {

  override name = 'Migration20261122040956_app_secrets';

  override up(): void | Promise<void> {
    this.addSql(`create table "app_secrets" ("name" varchar(64) not null, "value" text not null, "created_at" timestamptz not null, primary key ("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "app_secrets" cascade;`);
  }

}
