import { getCreateIndexesSQL, getCreateTableSQL } from '@agendajs/postgres-backend';
import { Migration } from '@mikro-orm/migrations';

/**
 * Agenda's job table, from the backend's own DDL. Created here, once, under the migration lock,
 * so that several processes starting together never race Agenda's `ensureSchema`.
 */
export class Migration20261122040720_agenda_jobs extends Migration {
  override name = 'Migration20261122040720_agenda_jobs';

  override up(): void {
    this.addSql(getCreateTableSQL('agenda_jobs'));
    for (const statement of getCreateIndexesSQL('agenda_jobs')) this.addSql(statement);
  }

  override down(): void {
    this.addSql('drop table if exists "agenda_jobs" cascade;');
  }
}
