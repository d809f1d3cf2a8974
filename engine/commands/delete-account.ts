import type { AccountExport } from '../../schema/api/account';
import { errors } from '../../schema/errors';
import { accountThrottleKey } from '../accounts/sign-in-throttle';
import type { EngineContext } from '../engine-context';
import type { Sql } from '../persistence/sql';
import { orderChildrenFirst } from '../persistence/table-order';

/**
 * The owner's data, for the export before deletion and for the deletion itself, found by the
 * columns that carry it rather than by a list of tables, so that a table added later is covered:
 * every table with a `business_id` column (the business's rows), every one with a `user_id`
 * column (the owner's), the business and user rows, the owner's sessions, and queued jobs that name
 * the business. Secrets (tokens, password hashes) never leave in an export.
 */
interface OwnedTable {
  table: string;
  column: 'business_id' | 'user_id';
}

const SECRET_COLUMN = /token|secret|password|ciphertext/i;

async function ownedTables(sql: Sql): Promise<OwnedTable[]> {
  const rows = await sql.query<{ table: string; column: 'business_id' | 'user_id' }>(
    `select c.table_name as table, c.column_name as column from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.column_name in ('business_id', 'user_id') and c.table_name not in ('businesses', 'users')`,
  );
  return orderChildrenFirst(sql, rows);
}

async function ownerIds(sql: Sql, userId: string): Promise<{ businessId: string | null; platformMode: string | null; connected: boolean }> {
  const [row] = await sql.query<{ business_id: string | null; platform_mode: string | null; connected: boolean }>(
    `select b.id as business_id, b.platform_mode,
            exists (select 1 from google_ads_connections g where g.user_id = u.id and g.status = 'connected') as connected
       from users u left join businesses b on b.owner_id = u.id where u.id = $1`,
    [userId],
  );
  if (!row) throw errors.notFound('Account not found');
  return { businessId: row.business_id, platformMode: row.platform_mode, connected: row.connected };
}

/** Everything the product holds about the owner, as one JSON document (secrets left out). */
export async function exportAccount(ctx: EngineContext, userId: string): Promise<AccountExport> {
  const { businessId } = await ownerIds(ctx.db, userId);
  const strip = (rows: Record<string, unknown>[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key) && key !== 'demo_state' && key !== 'demo_changes')));
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const { table, column } of await ownedTables(ctx.db)) {
    const id = column === 'business_id' ? businessId : userId;
    if (id) tables[table] = strip(await ctx.db.query(`select * from ${quote(table)} where ${column} = $1`, [id]));
  }
  return {
    ...tables,
    exportedAt: new Date(ctx.clock()).toISOString(),
    user: strip(await ctx.db.query('select * from users where id = $1', [userId]))[0] ?? {},
    business: businessId ? (strip(await ctx.db.query('select * from businesses where id = $1', [businessId]))[0] ?? null) : null,
  } as AccountExport;
}

/**
 * Deletes the account and all its data in one transaction. A business that runs live with Google
 * Ads connected is refused: its campaigns would go on spending at Google with nobody watching, so
 * the owner disconnects first (Settings → Disconnect pauses them at Google before revoking).
 */
export async function deleteAccount(ctx: EngineContext, userId: string): Promise<{ rows: number }> {
  const { businessId, platformMode, connected } = await ownerIds(ctx.db, userId);
  if (platformMode === 'live' && connected) {
    throw errors.conflict('Disconnect Google Ads first (Settings → Disconnect pauses your campaigns at Google), then delete the account.');
  }
  return ctx.db.transaction(async (tx) => {
    let rows = 0;
    const count = async (text: string, params: unknown[]) => {
      rows += (await tx.query<{ n: number }>(`with gone as (${text} returning 1) select count(*)::int as n from gone`, params))[0]?.n ?? 0;
    };
    for (const { table, column } of await ownedTables(tx)) {
      const id = column === 'business_id' ? businessId : userId;
      if (id) await count(`delete from ${quote(table)} where ${column} = $1`, [id]);
    }
    if (businessId) {
      await count(`delete from agenda_jobs where data::text like '%' || $1 || '%'`, [businessId]);
      await count('delete from businesses where id = $1', [businessId]);
    }
    await count(`delete from sessions where data->>'userId' = $1`, [userId]);
    // Failed sign-ins are kept by a digest of the e-mail (no user_id): the account's row goes too.
    const [user] = await tx.query<{ email: string }>('select email from users where id = $1', [userId]);
    if (user) await count('delete from sign_in_throttles where key = $1', [accountThrottleKey(user.email)]);
    await count('delete from users where id = $1', [userId]);
    return { rows };
  });
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
