import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgClientConfig } from '../../engine/db/pg-config';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import type { AppContext } from '../context';
import { errorHandler } from './error-handler';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

function get(port: number): Promise<{ status: number; retryAfter?: string; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/anything' }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('errorHandler', () => {
  it('answers 503 "busy" with Retry-After when every connection of the pool is taken, not a 500', async () => {
    const pool = new pg.Pool({ ...pgClientConfig(database.url), max: 1, connectionTimeoutMillis: 100 });
    const held = await pool.connect();
    const app = new Koa();
    app.use(async (ctx, next) => {
      ctx.state.requestId = 'req-busy';
      await next();
    });
    app.use((ctx, next) => errorHandler(ctx as unknown as AppContext, next));
    app.use(async (ctx) => {
      ctx.body = (await pool.query('select 1 as one')).rows;
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const busy = await get(port);
      expect(busy.status).toBe(503);
      expect(busy.retryAfter).toBe('1');
      expect(busy.body).toEqual({ code: 'unavailable', message: 'The service is busy. Please try again in a moment.', requestId: 'req-busy' });
      held.release();
      const ok = await get(port);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual([{ one: 1 }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    }
  });

  it('answers 503 "busy" when PostgreSQL rolls the request back as a deadlock victim, not a 500', async () => {
    const pool = new pg.Pool({ ...pgClientConfig(database.url), max: 2 });
    await pool.query('create table if not exists deadlock_rows (id int primary key); insert into deadlock_rows values (1), (2) on conflict do nothing');
    const other = await pool.connect();
    const app = new Koa();
    app.use(async (ctx, next) => {
      ctx.state.requestId = 'req-deadlock';
      await next();
    });
    app.use((ctx, next) => errorHandler(ctx as unknown as AppContext, next));
    let requestHoldsRowOne!: () => void;
    const rowOneHeld = new Promise<void>((resolve) => {
      requestHoldsRowOne = resolve;
    });
    app.use(async (ctx) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        // The request checks for deadlocks first, so it is the victim PostgreSQL picks.
        await client.query("set local deadlock_timeout = '50ms'");
        await client.query('select id from deadlock_rows where id = 1 for update');
        requestHoldsRowOne();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await client.query('select id from deadlock_rows where id = 2 for update');
        ctx.body = { unreachable: true };
      } finally {
        await client.query('rollback').catch(() => undefined);
        client.release();
      }
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await other.query('begin');
      await other.query("set local deadlock_timeout = '5s'");
      await other.query('select id from deadlock_rows where id = 2 for update');
      const answer = get(port);
      await rowOneHeld;
      const otherWaits = other.query('select id from deadlock_rows where id = 1 for update');
      const victim = await answer;
      expect(victim.status).toBe(503);
      expect(victim.retryAfter).toBe('1');
      expect(victim.body).toEqual({ code: 'unavailable', message: 'The service is busy. Please try again in a moment.', requestId: 'req-deadlock' });
      // The survivor goes on: it gets the row the victim gave up.
      expect((await otherWaits).rows).toEqual([{ id: 1 }]);
      await other.query('rollback');
    } finally {
      other.release();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    }
  });
});
