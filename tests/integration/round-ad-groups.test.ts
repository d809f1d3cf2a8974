import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../engine/accounts/credentials';
import type { Engine } from '../../engine/engine';
import { runEngineHours } from '../../engine/seed/run-engine-hours';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTestEngine } from '../support/test-engine';

const START = Date.parse('2026-03-02T09:00:00Z');
const DAY_MS = 86_400_000;

/**
 * A campaign's ad groups race their own variants: one that is short of evidence keeps the
 * campaign's round open, and the next round does not retire its variants while another group of the
 * same campaign has decided (docs/tournaments.md). Variant E of the campaign's last ad group is
 * paused in the demo account behind the engine's back, so that group has no date on which all its
 * variants served, whatever the seed.
 */
describe("a campaign's round with one ad group short of evidence", () => {
  let database: TestDatabase;
  let engine: Engine;
  let clock: VirtualClock;
  let ownerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new VirtualClock(START);
    engine = createTestEngine(database, clock);
    ownerId = (await signUp(database.orm.em.fork(), { email: 'groups@example.com', password: 'groups-password-1' })).id;
  });

  afterAll(async () => {
    await engine?.stop();
    await database?.drop();
  });

  async function setPlatformAdStatus(businessId: string, platformAdId: string, status: 'ENABLED' | 'PAUSED') {
    await engine.context.db.transaction(async (tx) => {
      const platform = await engine.context.platforms.openOne(tx, businessId);
      await platform.setAdStatus(platformAdId, status);
      await engine.context.platforms.save(tx, new Map([[businessId, platform]]));
    });
  }

  it('stays open while that group waits, retires none of its variants, says why once, then ends when it decides', async () => {
    const business = await engine.commands.createBusiness(ownerId, {
      businessName: 'Harbor Bikes',
      websiteUrl: 'https://harborbikes.example',
      monthlyBudget: 6000,
      paymentConfirmed: true,
      setupIntentId: 'seti_groups',
    });
    await engine.drainInlineJobs();
    const groups = await engine.context.db.query<{ campaign_id: string; id: string }>(
      `select g.campaign_id, g.id from ad_groups g
       where g.campaign_id in (select campaign_id from ad_groups group by campaign_id having count(*) >= 2)
       order by g.campaign_id, g.created_at desc, g.platform_ad_group_id collate "C" desc`,
    );
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const { campaign_id: campaignId, id: waitingGroupId } = groups[0];
    const [silenced] = await engine.context.db.query<{ id: string; platform_ad_id: string }>(
      `select id, platform_ad_id from ads where ad_group_id = $1 and variant = 'E'`,
      [waitingGroupId],
    );
    await setPlatformAdStatus(business.id, silenced.platform_ad_id, 'PAUSED');

    // Day 7 and a day of looks after it: the other groups decide, the silenced one cannot.
    await runEngineHours(engine, clock, Math.ceil((START + 8 * DAY_MS - clock.now()) / 3_600_000));
    const rounds = await engine.context.db.query<{ ad_group_id: string; decided: boolean; round: number }>(
      'select ad_group_id, decided, round from tournament_rounds where campaign_id = $1',
      [campaignId],
    );
    expect(rounds.every((round) => round.round === 1)).toBe(true);
    expect(rounds.find((round) => round.ad_group_id === waitingGroupId)?.decided).toBe(false);
    expect(rounds.filter((round) => round.ad_group_id !== waitingGroupId).every((round) => round.decided)).toBe(true);
    const waitingAds = await engine.context.db.query<{ lifecycle_stage: string; status: string }>(
      `select lifecycle_stage, status from ads where ad_group_id = $1 and variant in ('A', 'B', 'C', 'D')`,
      [waitingGroupId],
    );
    expect(waitingAds.every((ad) => ad.status === 'active' && ad.lifecycle_stage !== 'eliminated')).toBe(true);
    // The owner is not asked to approve a next round that would retire the waiting group's variants.
    const campaign = (await engine.queries.listCampaigns(ownerId)).find((candidate) => candidate.id === campaignId);
    expect(campaign).toMatchObject({ tournamentRound: 1, awaitingRoundApproval: false, tournamentState: 'testing' });
    const goesOn = await engine.context.db.query<{ title: string; message: string }>(
      `select title, message from activity_logs where campaign_id = $1 and dedupe_key = $2`,
      [campaignId, `round-open|${waitingGroupId}|1|1`],
    );
    expect(goesOn).toEqual([{ title: 'Round 1 goes on: not enough evidence yet', message: expect.stringMatching(/^No champion yet: the 5 launch variants have not all served on the same dates/) }]);
    const open = await engine.queries.getCampaignHistory(ownerId, campaignId);
    expect(open.rounds[0]).toMatchObject({ round: 1, endedAt: null });

    // Variant E serves again: at the next looks the group has dates on which all five served, and decides.
    await setPlatformAdStatus(business.id, silenced.platform_ad_id, 'ENABLED');
    await runEngineHours(engine, clock, 3 * 24);
    const after = await engine.context.db.query<{ decided: boolean }>('select decided from tournament_rounds where campaign_id = $1 and round = 1', [campaignId]);
    expect(after.every((round) => round.decided)).toBe(true);
    expect((await engine.queries.listCampaigns(ownerId)).find((candidate) => candidate.id === campaignId)?.awaitingRoundApproval).toBe(true);
    const ended = await engine.queries.getCampaignHistory(ownerId, campaignId);
    expect(ended.rounds[0].endedAt).toBeTruthy();
    expect(Date.parse(ended.rounds[0].endedAt ?? '')).toBeGreaterThanOrEqual(START + 8 * DAY_MS);
  });
});
