import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext, AppState } from '../context';
import { errorHandler } from './error-handler';
import { rateLimit } from './rate-limit';

const app = new Koa<AppState, AppContext>();
app.silent = true;
app.use(errorHandler);
app.use(rateLimit({ name: 'test', max: 3, windowMs: 60_000 }));
app.use((ctx) => {
  ctx.body = { ok: true };
});
const server = app.listen(0, '127.0.0.1');
const url = () => `http://127.0.0.1:${(server.address() as { port: number }).port}/api/x`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('rateLimit', () => {
  it('lets the first attempts through and answers 429 with Retry-After past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(url(), { method: 'POST' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await fetch(url(), { method: 'POST' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many attempts') });
  });
});
