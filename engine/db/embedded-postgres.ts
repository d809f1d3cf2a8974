import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded default database: one PGlite owned by this process, served over a unix socket so
 * that MikroORM and Agenda reach it with the same `pg` driver they use against a real server.
 * Nothing talks to the PGlite instance in-process (STACK-NOTES: sharing it leaks transactions).
 */
export interface EmbeddedPostgres {
  /** A `postgresql://` URL whose `host` query parameter is the socket's folder. */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export class EmbeddedDatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Only one process can open it: stop that process, or set DATABASE_URL to a PostgreSQL server to run several.',
    );
    this.name = 'EmbeddedDatabaseLockedError';
  }
}

const LOCK_FILE = 'adpilot.lock';
const PG_PORT = 5432;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder's lockfile, or throws if a live process holds it. A dead holder's lock is stale. */
function acquireLock(dir: string): () => void {
  const lockPath = join(dir, LOCK_FILE);
  if (existsSync(lockPath)) {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new EmbeddedDatabaseLockedError(dir, pid);
    }
  }
  writeFileSync(lockPath, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}

/**
 * Starts PGlite on `dataDir` (or in memory when `dataDir` is 'memory://', for tests) and serves it
 * on a unix socket inside `socketDir`.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  socketDir?: string;
  maxConnections?: number;
}): Promise<EmbeddedPostgres> {
  const inMemory = options.dataDir === 'memory://';
  const dataDir = inMemory ? options.dataDir : resolve(options.dataDir);
  const socketDir = resolve(options.socketDir ?? (inMemory ? process.cwd() : dataDir));
  mkdirSync(socketDir, { recursive: true });
  const releaseLock = inMemory ? () => {} : acquireLock(dataDir);

  // The lock proves no live process owns the folder, so a socket file left here is a crash's leftover.
  const socketPath = join(socketDir, `.s.PGSQL.${PG_PORT}`);
  rmSync(socketPath, { force: true });

  let db: PGlite | undefined;
  try {
    db = await PGlite.create(inMemory ? undefined : join(dataDir, 'pgdata'));
    const server = new PGLiteSocketServer({
      db,
      path: socketPath,
      maxConnections: options.maxConnections ?? 32,
    });
    await server.start();
    const url = `postgresql://postgres@localhost:${PG_PORT}/postgres?host=${encodeURIComponent(socketDir)}`;
    let stopped = false;
    const pglite = db;
    return {
      url,
      dataDir,
      async stop() {
        if (stopped) return;
        stopped = true;
        await server.stop();
        await pglite.close();
        rmSync(socketPath, { force: true });
        releaseLock();
      },
    };
  } catch (error) {
    await db?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}
