import { Migration } from '@mikro-orm/migrations';

/**
 * Failed sign-ins per account or trusted device, shared across web processes (docs/security.md).
 * Only the table: the generator also proposed dropping the hand-written NOTIFY triggers and a
 * partial index that the entities cannot describe, which must stay.
 */
export class Migration20261125111800_sign_in_throttles extends Migration {
  override name = 'Migration20261125111800_sign_in_throttles';

  override up(): void | Promise<void> {
    this.addSql(`create table "sign_in_throttles" ("key" varchar(64) not null, "failures" int not null, "locked_until" timestamptz not null, "updated_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`create index "sign_in_throttles_updated_at_index" on "sign_in_throttles" ("updated_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sign_in_throttles" cascade;`);
  }
}
