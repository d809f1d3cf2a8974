import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp as signUpAccount } from '../../engine/accounts/credentials';
import { migrate, openOrm } from '../../engine/db/orm';

// `npm start` as a new owner meets it: the embedded database in a data folder, restarts, crashes.
// Each start compiles the product with tsx and starts or adopts PostgreSQL: 4-10 s idle, three times that
// when the suite's other workers load both cores (a 60 s limit timed out in CI on the three-start test).
const THREE_STARTS_MS = 180_000;
const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-lifecycle-'));
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function startProcess(folder = dataDir): Promise<Started> {
  // A process group of its own, so that a test can kill the product's whole group.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: folder, LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before starting:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

async function signUp(url: string, email: string) {
  return fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
}

async function signIn(url: string, email: string) {
  return fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  const server = postmasterPid();
  if (server) process.kill(server, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded server's process, from PostgreSQL's own postmaster.pid; undefined when it is not running. */
function postmasterPid(): number | undefined {
  const file = join(dataDir, 'postgresql', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Kills the product's whole process group (as a terminal's Ctrl-\ or an OOM kill of the group would). */
async function killGroup(started: Started): Promise<void> {
  process.kill(-started.child.pid!, 'SIGKILL');
  await exited(started.child);
}

describe('the product process on its embedded database', () => {
  it('prints its URL, start-up time and the mode of every part', async () => {
    const first = await startProcess();
    const banner = first.output();
    expect(banner).toMatch(/started in \d+(\.\d+)? s/);
    for (const part of ['database', 'sign-in', 'AI', 'ads platform', 'payments']) expect(banner).toContain(part);
    expect(banner).toMatch(/database\s+embedded PostgreSQL 18 in \S+ \((socket|TCP)/);
    expect((await signUp(first.url, 'keeps@example.com')).status).toBe(201);

    // A second process on the same data folder is refused with a clear message, naming the first.
    const second = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(second);
    let secondOutput = '';
    second.stderr!.on('data', (chunk: Buffer) => {
      secondOutput += chunk.toString();
    });
    expect(await exited(second)).toBe(1);
    expect(secondOutput).toContain(`is in use by process ${first.child.pid}`);
    expect(postmasterPid()).toBeDefined();

    // SIGTERM: a clean exit that stops the database server after the product.
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(postmasterPid()).toBeUndefined();
  }, THREE_STARTS_MS);

  it('keeps every row across a restart, and after kill -9 of the whole process group', async () => {
    const restarted = await startProcess();
    expect((await signIn(restarted.url, 'keeps@example.com')).status).toBe(200);
    expect((await signUp(restarted.url, 'crash@example.com')).status).toBe(201);

    await killGroup(restarted);
    // The server runs in a process group of its own, so it outlived the product: the next start adopts it.
    const survivor = postmasterPid();
    expect(survivor).toBeDefined();

    const began = performance.now();
    const recovered = await startProcess();
    expect((await fetch(`${recovered.url}/api/health`)).status).toBe(200);
    const restartSeconds = (performance.now() - began) / 1000;
    console.info(`restart after kill -9 of the product's process group: healthy in ${restartSeconds.toFixed(1)} s (server adopted)`);
    // A hang, not a speed target: the start-up includes tsx compiling the product, which a loaded
    // machine slows several times (3.5 s idle, 12.9 s at a load of 8 on 2 cores). The figure is
    // printed above; adoption itself is checked next (the same postmaster, no second server).
    expect(restartSeconds).toBeLessThan(45);
    expect(postmasterPid()).toBe(survivor);
    expect((await signIn(recovered.url, 'keeps@example.com')).status).toBe(200);
    expect((await signIn(recovered.url, 'crash@example.com')).status).toBe(200);
    expect((await signUp(recovered.url, 'after-crash@example.com')).status).toBe(201);

    // Both killed, product and server (a power cut, minus the disk): PostgreSQL recovers from its WAL.
    const server = postmasterPid()!;
    await killGroup(recovered);
    process.kill(server, 'SIGKILL');
    await waitUntil(() => postmasterPid() === undefined);
    const afterPowerCut = await startProcess();
    expect(postmasterPid()).not.toBe(server);
    for (const email of ['keeps@example.com', 'crash@example.com', 'after-crash@example.com']) {
      expect((await signIn(afterPowerCut.url, email)).status).toBe(200);
    }
    afterPowerCut.child.kill('SIGTERM');
    expect(await exited(afterPowerCut.child)).toBe(0);
    expect(postmasterPid()).toBeUndefined();
  }, THREE_STARTS_MS);

  it('moves the data of a PGlite-era data folder into PostgreSQL on its first start', async () => {
    const oldDataDir = mkdtempSync(join(tmpdir(), 'adpilot-pglite-era-'));
    try {
      await writePgliteEraData(oldDataDir, 'from-pglite@example.com');
      const upgraded = await startProcess(oldDataDir);
      expect(upgraded.output()).toMatch(/copied the data of an earlier version \(\d+ rows in \d+ tables\)/);
      expect((await signIn(upgraded.url, 'from-pglite@example.com')).status).toBe(200);
      expect((await signUp(upgraded.url, 'new@example.com')).status).toBe(201);
      expect(existsSync(join(oldDataDir, 'pgdata'))).toBe(false);
      upgraded.child.kill('SIGTERM');
      expect(await exited(upgraded.child)).toBe(0);
    } finally {
      rmSync(oldDataDir, { recursive: true, force: true });
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A data folder as the PGlite-based versions left it: PGlite in `<dir>/pgdata`, served over a socket
 * the way those versions did, with the schema of the migrations and one account.
 */
async function writePgliteEraData(dir: string, email: string): Promise<void> {
  const db = await PGlite.create(join(dir, 'pgdata'));
  const server = new PGLiteSocketServer({ db, path: join(dir, '.s.PGSQL.5432'), maxConnections: 32 });
  await server.start();
  const url = `postgresql://postgres@localhost:5432/postgres?host=${encodeURIComponent(dir)}`;
  const orm = await openOrm(url, { poolMax: 1 });
  try {
    await migrate(orm, url);
    await signUpAccount(orm.em.fork(), { email, password: 'correct horse battery' });
  } finally {
    await orm.close();
    await server.stop();
    await db.close();
  }
}
