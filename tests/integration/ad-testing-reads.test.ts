import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import type { RunningProduct } from '../../api/start-product';
import { startProduct } from '../../api/start-product';
import { type CampaignAdTestsResponse, campaignAdTestsResponseSchema, type HierarchyResponse, hierarchyResponseSchema } from '../../schema/api/hierarchy';
import { createBusiness, createThrowawayDatabase, serverDatabaseUrl, signUp, type ThrowawayDatabase, waitFor } from '../support/cluster';

/**
 * The Ad Testing reads (issue 23): the polled outline carries no ad copy, and one campaign's ads
 * and keywords come from their own call, which answers only the owner, and agree with the tree
 * the engine holds (getHierarchy).
 */
let database: ThrowawayDatabase;
let product: RunningProduct;
let base: string;
let owner: string;
let stranger: string;
let ownerId: string;

async function getJson<T>(path: string, cookie: string): Promise<{ status: number; json: T }> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  return { status: response.status, json: (await response.json()) as T };
}

beforeAll(async () => {
  database = await createThrowawayDatabase(await serverDatabaseUrl(), 'adpilot_ad_testing_reads');
  product = await startProduct(readConfig({ DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ROLE: 'all' }), {
    log: createLogger('silent'),
  });
  base = `http://127.0.0.1:${product.port}`;
  owner = await signUp(base, 'ad-tests-owner@example.com');
  stranger = await signUp(base, 'ad-tests-stranger@example.com');
  const businessId = await createBusiness(base, owner, 'Harbor Bikes');
  await waitFor(
    async () => {
      const rows = await database.query<{ status: string }>("select status from workflows where business_id = $1 and kind = 'launch'", [businessId]);
      return rows[0]?.status === 'completed';
    },
    { timeoutMs: 60_000, what: 'the launch' },
  );
  [{ owner_id: ownerId }] = await database.query<{ owner_id: string }>('select owner_id from businesses where id = $1', [businessId]);
}, 90_000);

afterAll(async () => {
  await product?.stop();
  await database?.drop();
});

describe('the Ad Testing reads', () => {
  it('serves an outline with counts and CTR, and each campaign’s ads and keywords on their own call, as the engine holds them', async () => {
    const outline = await getJson<HierarchyResponse>('/api/ad-testing/hierarchy', owner);
    expect(outline.status).toBe(200);
    expect(hierarchyResponseSchema.parse(outline.json).length).toBeGreaterThan(0);
    expect(JSON.stringify(outline.json)).not.toContain('headlines');
    const tree = await product.engine.queries.getHierarchy(ownerId);
    expect(outline.json.map((campaign) => campaign.id)).toEqual(tree.map((campaign) => campaign.id));
    for (const campaign of tree) {
      const summary = outline.json.find((item) => item.id === campaign.id);
      expect(summary?.adGroups).toEqual(
        campaign.adGroups.map((group) => ({ id: group.id, name: group.name, status: group.status, ctr: group.ctr, adCount: group.ads.length, keywordCount: group.keywords.length })),
      );
      const detail = await getJson<CampaignAdTestsResponse>(`/api/ad-testing/hierarchy/${campaign.id}`, owner);
      expect(detail.status).toBe(200);
      // Rows made in one statement tie on their order columns; compare them by id.
      const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));
      const parsed = campaignAdTestsResponseSchema.parse(detail.json);
      // The assets the campaign launched with, as its row keeps them (issue 22).
      const [stored] = await product.engine.context.db.query<{ assets: unknown }>('select assets from campaigns where id = $1', [campaign.id]);
      expect({ ...parsed, adGroups: parsed.adGroups.map((group) => ({ id: group.id, ads: byId(group.ads), keywords: byId(group.keywords) })) }).toEqual({
        campaignId: campaign.id,
        adGroups: campaign.adGroups.map((group) => ({ id: group.id, ads: byId(group.ads), keywords: byId(group.keywords) })),
        assets: stored.assets,
      });
    }
  });

  it('answers 404 for another owner’s campaign, an unknown one and a malformed id', async () => {
    const [campaign] = (await getJson<HierarchyResponse>('/api/ad-testing/hierarchy', owner)).json;
    expect((await getJson(`/api/ad-testing/hierarchy/${campaign.id}`, stranger)).status).toBe(404);
    expect((await getJson('/api/ad-testing/hierarchy/00000000-0000-4000-8000-000000000000', owner)).status).toBe(404);
    expect((await getJson('/api/ad-testing/hierarchy/not-an-id', owner)).status).toBe(404);
    expect((await getJson<HierarchyResponse>('/api/ad-testing/hierarchy', stranger)).json).toEqual([]);
  });
});
