import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../engine/accounts/credentials';
import type { Engine } from '../../engine/engine';
import type { DemoPlatform } from '../../engine/platform/demo/demo-platform';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTestEngine } from '../support/test-engine';

/**
 * Booked ad and keyword changes (issue 23): the optimization books them in `businesses.demo_changes`
 * for a demo account already simulated to the hour instead of rewriting its whole `demo_state`; the
 * account takes them when next opened, and its save clears them.
 */
const START = Date.parse('2026-03-02T09:00:00Z');

describe('changes booked for a demo account', () => {
  let database: TestDatabase;
  let engine: Engine;
  let clock: VirtualClock;
  let businessId: string;
  let adId: string;
  let keywordId: string;

  const row = async () =>
    (await engine.context.db.query<{ changes: unknown[] | null; state_md5: string }>('select demo_changes as changes, md5(demo_state::text) as state_md5 from businesses where id = $1', [businessId]))[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new VirtualClock(START);
    engine = createTestEngine(database, clock);
    const owner = await signUp(database.orm.em.fork(), { email: 'book@example.com', password: 'book-password-1' });
    await engine.commands.createBusiness(owner.id, { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 3000, paymentConfirmed: true });
    await engine.drainInlineJobs();
    [{ id: businessId }] = await engine.context.db.query<{ id: string }>('select id from businesses');
    [{ platform_ad_id: adId }] = await engine.context.db.query<{ platform_ad_id: string }>('select platform_ad_id from ads order by platform_ad_id limit 1');
    [{ platform_keyword_id: keywordId }] = await engine.context.db.query<{ platform_keyword_id: string }>('select platform_keyword_id from keywords order by platform_keyword_id limit 1');
  });

  afterAll(async () => {
    await engine?.stop();
    await database?.drop();
  });

  it('books for an account at this hour without touching its state, and the next open adopts them in order', async () => {
    clock.advance(5 * 3_600_000);
    const ctx = engine.context;
    await ctx.db.transaction(async (tx) => {
      const platforms = await ctx.platforms.open(tx, [businessId]);
      (platforms.get(businessId) as DemoPlatform).catchUp();
      await ctx.platforms.save(tx, platforms);
    });
    const before = await row();
    const changes = [
      { kind: 'adStatus' as const, adId, status: 'PAUSED' as const },
      { kind: 'keywordBids' as const, bids: [{ keywordId, cpcBidMicros: 1_230_000 }] },
      { kind: 'keywordBids' as const, bids: [{ keywordId, cpcBidMicros: 1_450_000 }] },
    ];
    const booked = await ctx.db.transaction((tx) => ctx.platforms.book(tx, new Map([[businessId, changes.slice(0, 2)]]), clock.now()));
    expect([...booked]).toEqual([businessId]);
    await ctx.db.transaction((tx) => ctx.platforms.book(tx, new Map([[businessId, changes.slice(2)]]), clock.now()));
    const after = await row();
    expect(after.state_md5).toBe(before.state_md5);
    expect(after.changes).toEqual(changes);

    await ctx.db.transaction(async (tx) => {
      const platform = (await ctx.platforms.open(tx, [businessId])).get(businessId) as DemoPlatform;
      const state = JSON.parse(platform.toJSONText());
      const groups = Object.values(state.campaigns as Record<string, { adGroups: { ads: { id: string; status: string }[]; keywords: { id: string; cpcBidMicros: number }[] }[] }>).flatMap((campaign) => campaign.adGroups);
      expect(groups.flatMap((group) => group.ads).find((ad) => ad.id === adId)?.status).toBe('PAUSED');
      // The later booking wins, as the later call would have.
      expect(groups.flatMap((group) => group.keywords).find((keyword) => keyword.id === keywordId)?.cpcBidMicros).toBe(1_450_000);
      await ctx.platforms.save(tx, new Map([[businessId, platform]]));
    });
    const saved = await row();
    expect(saved.changes).toBeNull();
    expect(saved.state_md5).not.toBe(before.state_md5);
  });

  it('books nothing for an account behind the hour: that one is opened and called', async () => {
    clock.advance(3 * 3_600_000);
    const ctx = engine.context;
    const booked = await ctx.db.transaction((tx) => ctx.platforms.book(tx, new Map([[businessId, [{ kind: 'adStatus', adId, status: 'ENABLED' }]]]), clock.now()));
    expect(booked.size).toBe(0);
    expect((await row()).changes).toBeNull();
  });
});
