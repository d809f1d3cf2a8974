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
});
