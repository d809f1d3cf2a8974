import { Migration } from '@mikro-orm/migrations';

/**
 * The table of `@socket.io/postgres-adapter` (its documented DDL): pushes too big for one NOTIFY
 * (8,000 bytes) travel through it between web processes, and from workers. Created here, once,
 * under the migration lock; the adapter deletes rows older than 30 seconds itself.
 */
export class Migration20261122043421_socket_io_attachments extends Migration {
  override name = 'Migration20261122043421_socket_io_attachments';

  override up(): void {
    this.addSql(`create table if not exists "socket_io_attachments" (
      "id" bigserial unique,
      "created_at" timestamptz default now(),
      "payload" bytea
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "socket_io_attachments";');
  }
}
