import { errors } from '../../schema/errors';
import type { Sql } from '../persistence/sql';

/** The id of the user's business, or null when onboarding has not created one yet. */
export async function businessIdOfUser(sql: Sql, userId: string): Promise<string | null> {
  const rows = await sql.query<{ id: string }>('select id from businesses where owner_id = $1', [userId]);
  return rows[0]?.id ?? null;
}

/** Same, for calls that need a business: none is a 404 (nothing of the user's exists to act on). */
export async function requireBusinessIdOfUser(sql: Sql, userId: string): Promise<string> {
  const id = await businessIdOfUser(sql, userId);
  if (!id) throw errors.notFound('No business yet: finish onboarding first');
  return id;
}
