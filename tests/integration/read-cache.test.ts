import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import type { RunningProduct } from '../../api/start-product';
import { startProduct } from '../../api/start-product';
import type { Campaign, HierarchyCampaign } from '../../schema/entities';
import { createBusiness, createThrowawayDatabase, serverDatabaseUrl, signUp, type ThrowawayDatabase, waitFor } from '../support/cluster';

/**
 * The dashboard's read cache and session cache on a real PostgreSQL (the only place they run):
 * reads come from memory, yet every committed change shows, whoever made it, and a break of the
 * change feed turns caching off rather than serving what may be stale.
 */
let database: ThrowawayDatabase;
let product: RunningProduct;
let base: string;
let cookie: string;
let businessId: string;

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, { headers: { cookie, ...headers } });
}

/**
 * A GET as a browser's HTTP cache sends it. Not fetch: with a conditional header it adds
 * `Cache-Control: no-cache` (the Fetch standard), which rightly forbids a 304; and it inflates gzip.
 */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { cookie, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function campaigns(): Promise<Campaign[]> {
  const response = await get('/api/campaigns');
  expect(response.status).toBe(200);
  return (await response.json()) as Campaign[];
}

beforeAll(async () => {
  database = await createThrowawayDatabase(await serverDatabaseUrl(), 'adpilot_read_cache');
  product = await startProduct(readConfig({ DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ROLE: 'all', METRICS_TOKEN: 'cache-scrape-token' }), {
    log: createLogger('silent'),
  });
  base = `http://127.0.0.1:${product.port}`;
  cookie = await signUp(base, 'cache-owner@example.com');
  businessId = await createBusiness(base, cookie, 'Harbor Bikes');
  await waitFor(
    async () => {
      const rows = await database.query<{ status: string }>("select status from workflows where business_id = $1 and kind = 'launch'", [businessId]);
      return rows[0]?.status === 'completed';
    },
    { timeoutMs: 60_000, what: 'the launch workflow to complete' },
  );
  await waitFor(() => product.engine.readCache.enabled, { timeoutMs: 10_000, what: 'the change feed to listen' });
}, 90_000);

afterAll(async () => {
  await product?.stop().catch(() => {});
  await database?.drop();
});

describe('the dashboard read cache', () => {
  it('serves a repeated read from memory, with an ETag that answers 304 and gzip when asked', async () => {
    const first = await get('/api/campaigns');
    const hitsBefore = product.engine.readCache.stats.hits;
    const second = await get('/api/campaigns');
    expect(product.engine.readCache.stats.hits).toBe(hitsBefore + 1);
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('etag')).toBe(etag);
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    expect(await second.json()).toEqual(await first.json());

    const notModified = await rawGet('/api/campaigns', { 'if-none-match': etag ?? '' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const scrape = await (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer cache-scrape-token' } })).text();
    expect(scrape).toMatch(/^adpilot_read_cache_live 1$/m);
    expect(Number(/^adpilot_read_cache_reads_total\{result="hit"\} (\d+)$/m.exec(scrape)?.[1])).toBeGreaterThanOrEqual(2);
    expect((await rawGet('/api/campaigns', { 'if-none-match': '"another"' })).status).toBe(200);

    const raw = await rawGet('/api/ad-testing/hierarchy', { 'accept-encoding': 'gzip' });
    expect(raw.encoding).toBe('gzip');
    const hierarchy = JSON.parse(gunzipSync(raw.body).toString()) as HierarchyCampaign[];
    expect(hierarchy.length).toBeGreaterThan(0);
    expect(hierarchy.map((campaign) => campaign.id).sort()).toEqual((await campaigns()).map((campaign) => campaign.id).sort());
  });

  it("shows the owner's own change on the very next read", async () => {
    const [campaign] = await campaigns();
    const hierarchyBefore = (await (await get('/api/ad-testing/hierarchy')).json()) as HierarchyCampaign[];
    expect(hierarchyBefore.find((item) => item.id === campaign.id)?.status).toBe(campaign.status);
    const action = campaign.status === 'active' ? 'pause' : 'resume';
    const expected = campaign.status === 'active' ? 'paused' : 'active';
    const response = await fetch(`${base}/api/campaigns/${campaign.id}/${action}`, { method: 'POST', headers: { cookie, origin: base } });
    expect(response.status).toBe(200);
    expect((await campaigns()).find((item) => item.id === campaign.id)?.status).toBe(expected);
    const hierarchy = (await (await get('/api/ad-testing/hierarchy')).json()) as HierarchyCampaign[];
    expect(hierarchy.find((item) => item.id === campaign.id)?.status).toBe(expected);
  });

  it('shows a change committed by another connection (another process, a worker, an operator) within a second', async () => {
    const [campaign] = await campaigns();
    await campaigns(); // cached now
    const started = Date.now();
    await database.query('update campaigns set name = $1 where id = $2', ['Renamed elsewhere', campaign.id]);
    await waitFor(async () => (await campaigns()).find((item) => item.id === campaign.id)?.name === 'Renamed elsewhere', {
      timeoutMs: 1_000,
      intervalMs: 10,
      what: 'the renamed campaign in GET /api/campaigns',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    const hierarchy = (await (await get('/api/ad-testing/hierarchy')).json()) as HierarchyCampaign[];
    expect(hierarchy.find((item) => item.id === campaign.id)?.name).toBe('Renamed elsewhere');
  });

  it('does not cache a change that was rolled back', async () => {
    const [campaign] = await campaigns();
    const invalidations = product.engine.readCache.stats.invalidations;
    await database.query(`do $$ begin update campaigns set name = 'Never committed' where id = '${campaign.id}'; raise exception 'roll back'; end $$`).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(product.engine.readCache.stats.invalidations).toBe(invalidations);
    expect((await campaigns()).find((item) => item.id === campaign.id)?.name).not.toBe('Never committed');
  });

  it('stops serving a session that was signed out in another process', async () => {
    const other = await signUp(base, 'cache-second@example.com');
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie: other } });
    expect(me.status).toBe(200);
    expect((await fetch(`${base}/api/auth/user`, { headers: { cookie: other } })).status).toBe(200);
    const sid = /adpilot\.sid=([^;]+)/.exec(other)?.[1];
    expect(sid).toBeTruthy();
    await database.query('delete from sessions where id = $1', [decodeURIComponent(sid ?? '')]);
    await waitFor(async () => (await fetch(`${base}/api/auth/user`, { headers: { cookie: other } })).status === 401, {
      timeoutMs: 1_000,
      intervalMs: 10,
      what: 'the deleted session to be refused',
    });
  });

  it('serves nothing from memory while the change feed is broken, and caches again once it is back', async () => {
    await campaigns();
    await database.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'");
    await waitFor(() => !product.engine.readCache.enabled, { timeoutMs: 5_000, what: 'the cache to turn off' });
    const [campaign] = await campaigns();
    // No notification can arrive now: the read must come from the database.
    await database.query('update campaigns set name = $1 where id = $2', ['Renamed during the break', campaign.id]);
    expect((await campaigns()).find((item) => item.id === campaign.id)?.name).toBe('Renamed during the break');
    await waitFor(() => product.engine.readCache.enabled, { timeoutMs: 10_000, what: 'the change feed to listen again' });
    await campaigns();
    const hits = product.engine.readCache.stats.hits;
    await campaigns();
    expect(product.engine.readCache.stats.hits).toBe(hits + 1);
  });
});
