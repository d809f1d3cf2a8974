import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` as a new owner meets it: the embedded database in a data folder, restarts, crashes.
const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-lifecycle-'));
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function startProcess(): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
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
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
}

async function signIn(url: string, email: string) {
  return fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the product process on its embedded database', () => {
  it('prints its URL, start-up time and the mode of every part', async () => {
    const first = await startProcess();
    const banner = first.output();
    expect(banner).toMatch(/started in \d+(\.\d+)? s/);
    for (const part of ['database', 'sign-in', 'AI', 'ads platform', 'payments']) expect(banner).toContain(part);
    expect(banner).toContain('embedded PostgreSQL');
    expect((await signUp(first.url, 'keeps@example.com')).status).toBe(201);

    // A second process on the same data folder is refused with a clear message.
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

    // SIGTERM: a clean exit that releases the lock.
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(existsSync(join(dataDir, 'adpilot.lock'))).toBe(false);
  });

  it('keeps accounts across a restart, and starts cleanly after kill -9', async () => {
    const restarted = await startProcess();
    expect((await signIn(restarted.url, 'keeps@example.com')).status).toBe(200);
    expect((await signUp(restarted.url, 'crash@example.com')).status).toBe(201);

    restarted.child.kill('SIGKILL');
    await exited(restarted.child);
    // The crash left its lockfile and socket behind; the next start must see they are stale.
    expect(existsSync(join(dataDir, 'adpilot.lock'))).toBe(true);

    const recovered = await startProcess();
    expect((await signIn(recovered.url, 'keeps@example.com')).status).toBe(200);
    expect((await signIn(recovered.url, 'crash@example.com')).status).toBe(200);
    const health = await fetch(`${recovered.url}/api/health`);
    expect(health.status).toBe(200);
    recovered.child.kill('SIGTERM');
    expect(await exited(recovered.child)).toBe(0);
  });
});
