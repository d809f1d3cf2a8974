import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import { type RunningProduct, startProduct } from '../../api/start-product';
import type { Business, Campaign, HierarchyCampaign } from '../../schema/entities';
import { createBusiness, signUp, waitFor } from '../support/cluster';

/**
 * The path every new owner takes: `npm start` on its embedded database, with no DATABASE_URL (even
 * when the suite runs on an external PostgreSQL). The PGlite era's embedded database interleaved the
 * statements of concurrent connections, so answers failed or, worse, belonged to another request.
 * Here eight owners fire 400 mixed requests at once; each answer must be right and theirs.
 */
const OWNERS = 8;
const REQUESTS = 400;

interface Owner {
  name: string;
  cookie: string;
  businessId: string;
  campaignIds: Set<string>;
}

const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-concurrency-'));
let product: RunningProduct;
let base: string;
const owners: Owner[] = [];

async function call(owner: Owner, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie: owner.cookie, ...(body ? { 'content-type': 'application/json', origin: base } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  product = await startProduct(readConfig({ DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }), {
    log: createLogger('silent'),
  });
  expect(product.database.description).toMatch(/^embedded PostgreSQL 18 in /);
  base = `http://127.0.0.1:${product.port}`;
  for (let i = 0; i < OWNERS; i++) {
    const name = `Owner ${i} Bikes`;
    const cookie = await signUp(base, `owner-${i}@example.com`);
    const businessId = await createBusiness(base, cookie, name);
    owners.push({ name, cookie, businessId, campaignIds: new Set() });
  }
  for (const owner of owners) {
    // The launch records its campaigns one by one: the owner's set is known once the launch has finished.
    await waitFor(async () => ((await call(owner, 'GET', '/api/workflows/current')).json as { status?: string } | null)?.status === 'completed', {
      timeoutMs: 60_000,
      what: `${owner.name}'s launch`,
    });
    const campaigns = (await call(owner, 'GET', '/api/campaigns')).json as Campaign[];
    expect(campaigns.length).toBeGreaterThan(0);
    for (const campaign of campaigns) owner.campaignIds.add(campaign.id);
  }
}, 120_000);

afterAll(async () => {
  await product?.stop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database under concurrent owners', () => {
  it('answers 400 concurrent mixed requests of 8 owners without an error, each with the asker’s own data', async () => {
    const requests = Array.from({ length: REQUESTS }, (_, i) => {
      const owner = owners[i % OWNERS]!;
      const campaignId = [...owner.campaignIds][i % owner.campaignIds.size]!;
      const kind = ['campaigns', 'hierarchy', 'business', 'pause', 'resume', 'preview', 'history', 'activity'][Math.floor(i / OWNERS) % 8]!;
      return { owner, kind, campaignId };
    });
    const answers = await Promise.all(
      requests.map(async ({ owner, kind, campaignId }) => {
        switch (kind) {
          case 'campaigns':
            return { owner, kind, ...(await call(owner, 'GET', '/api/campaigns')) };
          case 'hierarchy':
            return { owner, kind, ...(await call(owner, 'GET', '/api/ad-testing/hierarchy')) };
          case 'business':
            return { owner, kind, ...(await call(owner, 'GET', '/api/businesses/me')) };
          case 'pause':
            return { owner, kind, ...(await call(owner, 'POST', `/api/campaigns/${campaignId}/pause`, {})) };
          case 'resume':
            return { owner, kind, ...(await call(owner, 'POST', `/api/campaigns/${campaignId}/resume`, {})) };
          case 'preview':
            return { owner, kind, ...(await call(owner, 'POST', '/api/campaigns/preview', { campaignName: `${owner.name} spring`, budget: 500 })) };
          case 'history':
            return { owner, kind, ...(await call(owner, 'GET', `/api/campaigns/${campaignId}/history`)) };
          default:
            return { owner, kind, ...(await call(owner, 'GET', '/api/activity-logs')) };
        }
      }),
    );

    const byStatus = new Map<number, number>();
    for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 200: REQUESTS });

    const foreign: string[] = [];
    const others = (owner: Owner) => owners.filter((o) => o !== owner);
    for (const { owner, kind, json } of answers) {
      const mine = (id: string) => owner.campaignIds.has(id) || foreign.push(`${kind} of ${owner.name} answered campaign ${id}`);
      if (kind === 'campaigns') for (const campaign of json as Campaign[]) mine(campaign.id);
      if (kind === 'hierarchy') for (const campaign of json as HierarchyCampaign[]) mine(campaign.id);
      if (kind === 'pause' || kind === 'resume') mine((json as { campaign: Campaign }).campaign.id);
      if (kind === 'business') {
        const business = json as Business;
        if (business.id !== owner.businessId || business.businessName !== owner.name) foreign.push(`${owner.name} was answered ${business.businessName}`);
      }
      // Nothing in any answer names another owner's business.
      const text = JSON.stringify(json);
      for (const other of others(owner)) if (text.includes(other.name) || text.includes(other.businessId)) foreign.push(`${kind} of ${owner.name} names ${other.name}`);
    }
    expect(foreign).toEqual([]);
    // Every kind of request was in the mix.
    expect(new Set(answers.map((a) => a.kind)).size).toBe(8);
  });
});

describe('the dashboard right after a launch, on a freshly started product', () => {
  it('loads cleanly after each of 10 launches in a row (12 concurrent dashboard reads each time)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'adpilot-fresh-'));
    try {
      for (let run = 0; run < 10; run++) {
        // The first run initialises the data folder as `npm start` does on a new machine.
        const fresh = await startProduct(readConfig({ DATABASE_URL: '', DATA_DIR: folder, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }), {
          log: createLogger('silent'),
        });
        try {
          const url = `http://127.0.0.1:${fresh.port}`;
          const cookie = await signUp(url, `fresh-${run}@example.com`);
          await createBusiness(url, cookie, `Fresh ${run} Bakery`);
          const reads = await Promise.all(
            Array.from({ length: 12 }, (_, i) =>
              fetch(`${url}${['/api/campaigns', '/api/ad-testing/hierarchy', '/api/businesses/me', '/api/workflows/current'][i % 4]}`, { headers: { cookie } }),
            ),
          );
          expect(reads.map((r) => r.status)).toEqual(Array(12).fill(200));
        } finally {
          await fresh.stop();
        }
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
