import { Migration } from '@mikro-orm/migrations';

/** Tables whose rows make up the dashboard's cached reads (campaign list, ad-testing hierarchy). */
const READ_MODEL_TABLES = ['businesses', 'campaigns', 'ad_groups', 'ads', 'keywords'] as const;

/**
 * Commit-time change notifications for the web processes' read caches (engine/read-model).
 *
 * A row trigger on each table behind a cached read sends `NOTIFY adpilot_read_model, <business id>`;
 * PostgreSQL delivers it only when the transaction commits (never for a rollback), after the change
 * is visible, and collapses repeats within a transaction, so a metrics sync of 300 ads is one
 * message. Triggers catch every writer (engine units, ORM routes, migrations, an operator's psql),
 * which a notification sent by our own code could not promise.
 *
 * Sessions: an update or delete (sign-out, expiry sweep) notifies `adpilot_sessions` with the
 * session id's SHA-256, so other web processes drop their cached copy without the id itself
 * travelling to every listener.
 */
export class Migration20261122120000_change_notifications extends Migration {
  override name = 'Migration20261122120000_change_notifications';

  override up(): void {
    this.addSql(`create or replace function adpilot_notify_read_model() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform pg_notify('adpilot_read_model', old.business_id::text);
        else
          perform pg_notify('adpilot_read_model', new.business_id::text);
        end if;
        return null;
      end $$;`);
    // businesses has no business_id column: its own id is the business.
    this.addSql(`create or replace function adpilot_notify_business() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          perform pg_notify('adpilot_read_model', old.id::text);
        else
          perform pg_notify('adpilot_read_model', new.id::text);
        end if;
        return null;
      end $$;`);
    this.addSql(`create or replace function adpilot_notify_session() returns trigger language plpgsql as $$
      begin
        perform pg_notify('adpilot_sessions', encode(sha256(convert_to(old.id, 'UTF8')), 'hex'));
        return null;
      end $$;`);
    for (const table of READ_MODEL_TABLES) {
      const fn = table === 'businesses' ? 'adpilot_notify_business' : 'adpilot_notify_read_model';
      this.addSql(`create trigger "${table}_notify_read_model" after insert or update or delete on "${table}"
        for each row execute function ${fn}();`);
    }
    this.addSql(`create trigger "sessions_notify_change" after update or delete on "sessions"
      for each row execute function adpilot_notify_session();`);
  }

  override down(): void {
    for (const table of READ_MODEL_TABLES) this.addSql(`drop trigger if exists "${table}_notify_read_model" on "${table}";`);
    this.addSql('drop trigger if exists "sessions_notify_change" on "sessions";');
    this.addSql('drop function if exists adpilot_notify_read_model();');
    this.addSql('drop function if exists adpilot_notify_business();');
    this.addSql('drop function if exists adpilot_notify_session();');
  }
}
