import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * koa-session's external store in PostgreSQL: sessions outlive restarts and are shared by every
 * web process. Expired rows are ignored on read and swept now and then.
 */
export function createSessionStore(orm: MikroORM) {
  const connection = () => orm.em.getConnection();
  let lastSweep = 0;
  return {
    async get(key: string): Promise<Record<string, unknown> | undefined> {
      const rows = await connection().execute<{ data: Record<string, unknown> }[]>(
        'select data from sessions where id = ? and expires_at > now()',
        [key],
      );
      return rows[0]?.data;
    },
    async set(key: string, session: Record<string, unknown>, maxAge: number): Promise<void> {
      const expiresAt = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : 86_400_000));
      await connection().execute(
        `insert into sessions (id, data, expires_at) values (?, ?, ?)
         on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [key, JSON.stringify(session), expiresAt],
      );
      if (Date.now() - lastSweep > 3_600_000) {
        lastSweep = Date.now();
        await connection().execute('delete from sessions where expires_at < now()');
      }
    },
    async destroy(key: string): Promise<void> {
      await connection().execute('delete from sessions where id = ?', [key]);
    },
  };
}
