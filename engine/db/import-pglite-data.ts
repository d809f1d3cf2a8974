import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { pgClientConfig } from './pg-config';

/**
 * Versions before PostgreSQL 18 kept the embedded database in PGlite (`<DATA_DIR>/pgdata`). On the
 * first start of this version the product copies that data into its PostgreSQL server, so an owner
 * who upgrades keeps their account, business and history without doing anything.
 *
 * PGlite is kept as a dependency for this alone (docs/embedded-database.md): it is the only
 * program that can read those files. The copy runs after the migrations, table by table and column
 * by column for what both schemas have, in one transaction: a crash leaves the new database as it
 * was and the next start copies again. Afterwards the old folder is renamed, not deleted.
 */
export interface PgliteImport {
  tables: number;
  rows: number;
  /** Where the old files were moved. */
  keptIn: string;
}

const PGLITE_FOLDER = 'pgdata';
const BATCH_ROWS = 2_000;

/** A data folder written by the PGlite-based embedded database of earlier versions. */
export function hasPgliteData(dataDir: string): boolean {
  return existsSync(join(resolve(dataDir), PGLITE_FOLDER, 'PG_VERSION'));
}

interface Table {
  schema: string;
  name: string;
  columns: string[];
}

const TABLES_SQL = `
  select c.table_schema as schema, c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
   where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
     and c.table_name <> 'mikro_orm_migrations' and c.is_generated = 'NEVER'
   group by c.table_schema, c.table_name`;

/**
 * Copies the PGlite data of `dataDir` into the (migrated) database at `targetUrl`, if there is any
 * and it was not copied before. Returns what was copied, or null when there was nothing to do.
 */
export async function importPgliteData(dataDir: string, targetUrl: string): Promise<PgliteImport | null> {
  if (!hasPgliteData(dataDir)) return null;
  const sourceDir = join(resolve(dataDir), PGLITE_FOLDER);
  const keptIn = `${sourceDir}.imported-${new Date().toISOString().slice(0, 10)}`;
  const { PGlite } = await import('@electric-sql/pglite');
  const source = await PGlite.create(sourceDir);
  const target = new pg.Client(pgClientConfig(targetUrl));
  await target.connect();
  try {
    const sourceTables = new Map((await source.query<Table>(TABLES_SQL)).rows.map((t) => [`${t.schema}.${t.name}`, t]));
    const targetTables = (await target.query<Table>(TABLES_SQL)).rows;
    const tables = targetTables
      .map((t) => ({ ...t, columns: t.columns.filter((c) => sourceTables.get(`${t.schema}.${t.name}`)?.columns.includes(c)) }))
      .filter((t) => t.columns.length > 0);

    let rows = 0;
    // Data already here means an earlier start copied it and stopped before renaming the folder.
    if (!(await anyRows(target, tables))) {
      await target.query('begin');
      // Rows arrive in table order, not in foreign-key order: the copy is of a consistent database,
      // so the checks (and the NOTIFY triggers, which nobody listens to yet) are off for it.
      await target.query('set local session_replication_role = replica');
      for (const table of tables) rows += await copyTable(source, target, table);
      await resetSequences(target, tables);
      await target.query('commit');
    }
    await source.close();
    renameSync(sourceDir, keptIn);
    return { tables: tables.length, rows, keptIn };
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  } finally {
    await source.close().catch(() => {});
    await target.end();
  }
}

const quoted = (table: Table) => `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;

async function anyRows(target: pg.Client, tables: Table[]): Promise<boolean> {
  for (const table of tables) {
    if ((await target.query(`select 1 from ${quoted(table)} limit 1`)).rowCount) return true;
  }
  return false;
}

type Source = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };

async function copyTable(source: Source, target: pg.Client, table: Table): Promise<number> {
  const columns = table.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
  let copied = 0;
  for (;;) {
    const { rows } = await source.query<{ batch: string | null }>(
      `select json_agg(row_to_json(b))::text as batch from (select ${columns} from ${quoted(table)} order by ctid limit ${BATCH_ROWS} offset ${copied}) b`,
    );
    const batch = rows[0]?.batch;
    if (!batch) return copied;
    const inserted = await target.query(
      `insert into ${quoted(table)} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${quoted(table)}, $1::json)`,
      [batch],
    );
    copied += inserted.rowCount ?? 0;
  }
}

/** Serial and identity columns go on from the highest copied value, so new rows do not collide. */
async function resetSequences(target: pg.Client, tables: Table[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const { rows } = await target.query<{ seq: string | null }>('select pg_get_serial_sequence($1, $2) as seq', [quoted(table), column]);
      const sequence = rows[0]?.seq;
      if (!sequence) continue;
      const col = pg.escapeIdentifier(column);
      await target.query(`select setval($1, coalesce(max(${col}), 1), max(${col}) is not null) from ${quoted(table)}`, [sequence]);
    }
  }
}
