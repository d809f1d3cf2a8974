/** The CPU that PostgreSQL's backends of one database spent, read from /proc (a local server only). */
import { readFileSync } from 'node:fs';
import type { ThrowawayDatabase } from '../tests/support/cluster';

/** CPU seconds used so far by each PostgreSQL backend of this database (local server only: /proc). */
export async function postgresCpuSeconds(database: ThrowawayDatabase): Promise<Map<number, number> | undefined> {
  try {
    const rows = await database.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
    const seconds = new Map<number, number>();
    for (const { pid } of rows) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    }
    return seconds;
  } catch {
    return undefined;
  }
}

/** CPU the backends used between two readings (a backend that closed in between is not counted). */
export function postgresCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}
