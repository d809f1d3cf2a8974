import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * A secret stored in the database, made once: the first process to ask creates it and every other
 * process (and every restart) reads the same value, so sessions survive restarts and are valid on
 * every web process without configuration.
 */
export async function getOrCreateAppSecret(orm: MikroORM, name: string): Promise<string> {
  const connection = orm.em.getConnection();
  await connection.execute(
    'insert into app_secrets (name, value, created_at) values (?, ?, now()) on conflict (name) do nothing',
    [name, randomBytes(32).toString('base64url')],
  );
  const rows = await connection.execute<{ value: string }[]>('select value from app_secrets where name = ?', [name]);
  return rows[0].value;
}
