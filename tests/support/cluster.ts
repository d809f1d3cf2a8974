import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { createThrowawayDatabaseUrl } from '../../engine/db/throwaway-database';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../schema/socket';

/**
 * Helpers for tests and benches that run the product as several real processes (`api/main.ts`
 * with ROLE set) on one PostgreSQL, the way a split deployment runs.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const DEFAULT_SERVER_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** TEST_DATABASE_URL, or the local server when it answers; otherwise a clear failure (never a skip). */
export async function serverDatabaseUrl(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return url;
  } catch (error) {
    throw new Error(
      `These tests run several processes on one PostgreSQL and need a server: set TEST_DATABASE_URL, or run PostgreSQL at ${DEFAULT_SERVER_URL} ` +
        `(${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ThrowawayDatabase {
  url: string;
  query<Row extends object>(text: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/** A database of its own on the server, dropped (with any connection left) at the end. */
export async function createThrowawayDatabase(serverUrl: string, prefix = 'adpilot_scale'): Promise<ThrowawayDatabase> {
  const database = await createThrowawayDatabaseUrl(serverUrl, prefix);
  const pool = new pg.Pool({ connectionString: database.url, max: 3 });
  pool.on('error', () => {});
  return {
    url: database.url,
    async query<Row extends object>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as Row[];
    },
    async drop() {
      await pool.end().catch(() => {});
      await database.drop();
    },
  };
}

export interface ProductProcess {
  role: string;
  child: ChildProcess;
  pid: number;
  /** The web URL, or a worker's health URL. */
  url: string;
  output(): string;
  exited(): Promise<number | null>;
}

/** Starts `api/main.ts` with ROLE and waits for its banner. */
export function startProductProcess(role: 'all' | 'web' | 'worker', env: Record<string, string>): Promise<ProductProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ROLE: role, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match && child.pid) {
        const port = new URL(match[1]).port;
        resolve({ role, child, pid: child.pid, url: `http://127.0.0.1:${port}`, output: () => output, exited: () => exit });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exit.then((code) => reject(new Error(`ROLE=${role} exited with ${code} before starting:\n${output}`)));
  });
}

/** Polls `check` until it returns a value other than undefined/false, or fails after the deadline. */
export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, options: { timeoutMs: number; what: string; intervalMs?: number }): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 50));
  }
  throw new Error(`Timed out after ${options.timeoutMs} ms waiting for ${options.what}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
}

/** The session cookie(s) of a response, as a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function signUp(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return cookieOf(response);
}

/** Creates the signed-in owner's business (demo mode) and returns its id; the launch runs as a job. */
export async function createBusiness(baseUrl: string, cookie: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/businesses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify({ businessName: name, websiteUrl: 'https://harborbikes.example', monthlyBudget: 3000, paymentConfirmed: true }),
  });
  if (response.status !== 201 && response.status !== 200) throw new Error(`create business answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket to one web process with the session cookie, joined to the business room (acknowledged). */
export async function connectJoinedSocket(baseUrl: string, cookie: string, businessId: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(5_000).emitWithAck('room.join', { businessId });
  if (!ack.ok) throw new Error(`room.join refused: ${ack.message}`);
  return socket;
}
