import type { Sql } from './sql';

/** Tables sorted so that one referencing another by a foreign key comes before it (deletable in order). */
export async function orderChildrenFirst<T extends { table: string }>(sql: Sql, tables: T[]): Promise<T[]> {
  const references = await sql.query<{ child: string; parent: string }>(
    `select cl.relname as child, pl.relname as parent from pg_constraint k
       join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
      where k.contype = 'f' and cl.relnamespace = current_schema()::regnamespace`,
  );
  const ordered: T[] = [];
  const pending = [...tables];
  while (pending.length > 0) {
    const index = pending.findIndex((candidate) => !pending.some((other) => other !== candidate && references.some((r) => r.parent === candidate.table && r.child === other.table)));
    ordered.push(...pending.splice(index === -1 ? 0 : index, 1));
  }
  return ordered;
}
