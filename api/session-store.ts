import type { Sql } from '../engine/persistence/sql';

/**
 * koa-session's external store in PostgreSQL: sessions outlive restarts and are shared by every
 * web process. Expired rows are ignored on read and swept now and then. It reads through a plain
 * `pg` pool rather than the ORM: one indexed row per request, where the ORM's query builder cost
 * about a tenth of a dashboard read's CPU (bench/api profile).
 */
export function createSessionStore(sql: Sql) {
  let lastSweep = 0;
  return {
    async get(key: string): Promise<Record<string, unknown> | undefined> {
      const rows = await sql.query<{ data: Record<string, unknown> }>(
        'select data from sessions where id = $1 and expires_at > now()',
        [key],
      );
      return rows[0]?.data;
    },
    async set(key: string, session: Record<string, unknown>, maxAge: number): Promise<void> {
      const expiresAt = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : 86_400_000));
      await sql.query(
        `insert into sessions (id, data, expires_at) values ($1, $2, $3)
         on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [key, JSON.stringify(session), expiresAt],
      );
      if (Date.now() - lastSweep > 3_600_000) {
        lastSweep = Date.now();
        await sql.query('delete from sessions where expires_at < now()');
      }
    },
    async destroy(key: string): Promise<void> {
      await sql.query('delete from sessions where id = $1', [key]);
    },
  };
}
