import type { MutateOperation } from 'google-ads-api';
import { enums } from 'google-ads-api/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnhealthyBusinesses } from '../../engine/jobs/business-health';
import { FAIL_SAFE_AFTER_HOURS } from '../../engine/jobs/fail-safe';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { connectLiveOwner, type LiveEngine, startLiveEngine } from '../support/live-engine';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const HOUR_MS = 3_600_000;
/** The 10th of a 30-day month, mid-morning: 20 days left after today. */
const START = Date.parse('2026-11-10T09:30:00Z');

describe('live operations against the fake Google Ads API', () => {
  let database: TestDatabase;
  let clock: VirtualClock;
  let harness: LiveEngine;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new VirtualClock(START);
    harness = await startLiveEngine({ databaseUrl: database.url, clock: clock.now });
  });

  afterAll(async () => {
    await harness?.close();
    await database?.drop();
  });

  /** One simulated hour: Google delivers, then the hourly jobs run as Agenda would start them. */
  async function hour() {
    clock.advance(HOUR_MS);
    harness.delivery.deliverUntil(clock.now());
    await harness.engine.runJob({ name: 'sync-metrics', data: {} });
    await harness.engine.runJob({ name: 'budget-audit', data: {} });
  }

  const callsTo = (customerId: string) => harness.delivery.fake.calls.filter((call) => call.customerId === customerId).length;

  it('isolates each business: a revoked, a suspended and a rate-limited account cost only themselves; lost access is told once and stops the writes', async () => {
    const healthy = await connectLiveOwner(harness, { customerId: '1000000001', monthlyBudget: 3000, name: 'Healthy Bikes' });
    const revoked = await connectLiveOwner(harness, { customerId: '1000000002', monthlyBudget: 3000, name: 'Revoked Bikes' });
    const suspended = await connectLiveOwner(harness, { customerId: '1000000003', monthlyBudget: 3000, name: 'Suspended Bikes' });
    const limited = await connectLiveOwner(harness, { customerId: '1000000004', monthlyBudget: 3000, name: 'Limited Bikes' });
    expect([...harness.delivery.campaigns.values()].filter((campaign) => campaign.customerId === '1000000001').length).toBeGreaterThan(0);

    harness.delivery.faults.set('1000000002', { kind: 'revoked' });
    harness.delivery.faults.set('1000000003', { kind: 'suspended' });
    harness.delivery.faults.set('1000000004', { kind: 'exhausted', untilMs: START + 2.5 * HOUR_MS });
    await hour();

    const synced = await harness.sql.query<{ id: string; synced_at: Date | null }>('select id, synced_at from businesses');
    const syncedAt = new Map(synced.map((row) => [row.id, row.synced_at?.getTime() ?? null]));
    expect(syncedAt.get(healthy.businessId)).toBe(clock.now());
    for (const failing of [revoked, suspended, limited]) expect(syncedAt.get(failing.businessId)).not.toBe(clock.now());

    const connections = await harness.sql.query<{ customer_id: string; status: string; broken_reason: string | null }>(
      'select customer_id, status, broken_reason from google_ads_connections order by customer_id',
    );
    expect(connections.map((row) => [row.customer_id, row.status])).toEqual([
      ['1000000001', 'connected'],
      ['1000000002', 'broken'],
      ['1000000003', 'broken'],
      ['1000000004', 'connected'],
    ]);
    expect(connections[1].broken_reason).toMatch(/no longer accepts the access/);
    expect(connections[2].broken_reason).toMatch(/cancelled or not enabled/);

    const health = await harness.sql.query<{ business_id: string; job: string; status: string; reason: string; attempts: number; failing_since: Date | null }>(
      `select business_id, job, status, reason, attempts, failing_since from business_health where job = 'sync-metrics'`,
    );
    const healthOf = (businessId: string) => health.find((row) => row.business_id === businessId);
    expect(healthOf(healthy.businessId)).toMatchObject({ status: 'healthy', attempts: 0 });
    expect(healthOf(revoked.businessId)).toMatchObject({ status: 'failing', reason: expect.stringContaining('Google Ads access lost') });
    expect(healthOf(suspended.businessId)).toMatchObject({ status: 'failing', reason: expect.stringContaining('Google Ads access lost') });
    expect(healthOf(limited.businessId)).toMatchObject({ status: 'retrying', attempts: 1, failing_since: new Date(clock.now()) });
    // The ops console's list: failing first, then retrying; the healthy business is not in it.
    const listed = await listUnhealthyBusinesses(harness.sql);
    expect(listed.filter((row) => row.job === 'sync-metrics').map((row) => [row.businessName, row.status])).toEqual([
      ['Revoked Bikes', 'failing'],
      ['Suspended Bikes', 'failing'],
      ['Limited Bikes', 'retrying'],
    ]);
    expect(listed.some((row) => row.businessId === healthy.businessId)).toBe(false);

    // Writes stop for the broken ones: two more hours ask their accounts nothing, while the others go on.
    const before = { revoked: callsTo('1000000002'), suspended: callsTo('1000000003'), healthy: callsTo('1000000001') };
    await hour();
    await hour();
    expect(callsTo('1000000002')).toBe(before.revoked);
    expect(callsTo('1000000003')).toBe(before.suspended);
    expect(callsTo('1000000001')).toBeGreaterThan(before.healthy);

    // The rate limit is over after 2.5 hours: that business is healthy again, read this hour.
    const [limitedNow] = await harness.sql.query<{ synced_at: Date }>('select synced_at from businesses where id = $1', [limited.businessId]);
    expect(limitedNow.synced_at.getTime()).toBe(clock.now());
    expect((await harness.sql.query<{ status: string }>(`select status from business_health where business_id = $1 and job = 'sync-metrics'`, [limited.businessId]))[0].status).toBe(
      'healthy',
    );

    // Each owner of a broken account is told exactly once; the healthy one is not told anything of the kind.
    const told = await harness.sql.query<{ business_id: string; n: number }>(
      `select business_id, count(*)::int as n from activity_logs where title = 'Google Ads access lost' group by business_id`,
    );
    expect(Object.fromEntries(told.map((row) => [row.business_id, row.n]))).toEqual({ [revoked.businessId]: 1, [suspended.businessId]: 1 });

    // The owner sees it on the connection (Settings and the dashboard's banner read it).
    const shown = await harness.live.connections.connectionOf(revoked.userId);
    expect(shown).toMatchObject({ status: 'connected', accessLost: { reason: expect.stringContaining('no longer accepts') } });
  });

  it(`fails safe on money: spend unread for ${FAIL_SAFE_AFTER_HOURS} hours lowers the budgets at Google to what the month can carry at 2x delivery, and tells the owner once`, async () => {
    const owner = await connectLiveOwner(harness, { customerId: '1000000005', monthlyBudget: 2000, name: 'Unread Bikes' });
    await hour();
    const budgetsAtGoogle = () =>
      [...harness.delivery.campaigns.values()].filter((campaign) => campaign.customerId === '1000000005' && campaign.status === 'ENABLED').reduce((sum, campaign) => sum + campaign.dailyBudgetMicros, 0);
    const normal = budgetsAtGoogle();
    expect(normal).toBeGreaterThan(0);

    harness.delivery.faults.set('1000000005', { kind: 'reports-down' });
    for (let index = 0; index < FAIL_SAFE_AFTER_HOURS + 1; index++) await hour();

    const [audit] = await harness.sql.query<{ details: { worstCaseCents: number; daysAfterToday: number; carryPerDayMicros: number }; message: string }>(
      `select details, message from activity_logs where business_id = $1 and title = 'Budgets lowered: spend could not be read'`,
      [owner.businessId],
    );
    expect(audit.message).toMatch(/has not been able to read your Google Ads spend/);
    // The rule, checked on Google's side: what the budgets can spend after today at 2x fits what the month has left.
    const carry = (2000 * 1e6 - audit.details.worstCaseCents * 1e4) / (2 * audit.details.daysAfterToday);
    expect(budgetsAtGoogle()).toBeLessThanOrEqual(carry);
    expect(budgetsAtGoogle()).toBeLessThan(normal);
    await hour();
    const entries = await harness.sql.query(`select 1 from activity_logs where business_id = $1 and title = 'Budgets lowered: spend could not be read'`, [owner.businessId]);
    expect(entries).toHaveLength(1);
    // Four failed reads in a row: the owner's dashboard says so (the connection itself is fine).
    expect(await harness.live.connections.connectionOf(owner.userId)).toMatchObject({ accessLost: null, readFailing: { reason: expect.stringContaining('could not read campaign and ad metrics') } });

    // Reads come back: budgets are the guard's again (no longer capped for an unreadable month).
    harness.delivery.faults.delete('1000000005');
    for (let index = 0; index < 2; index++) await hour();
    const [business] = await harness.sql.query<{ synced_at: Date }>('select synced_at from businesses where id = $1', [owner.businessId]);
    expect(business.synced_at.getTime()).toBe(clock.now());
  });

  it('pauses every serving campaign when Google refuses the lower budgets the month needs, and says so', async () => {
    const owner = await connectLiveOwner(harness, { customerId: '1000000008', monthlyBudget: 1800, name: 'Shared Budget Bikes' });
    await hour();
    const ours = () => [...harness.delivery.campaigns.values()].filter((campaign) => campaign.customerId === '1000000008');
    expect(ours().every((campaign) => campaign.status === 'ENABLED')).toBe(true);
    // Spend cannot be read, so the fail-safe must lower the budgets; Google refuses every budget change.
    harness.delivery.faults.set('1000000008', { kind: 'reports-down', refuseBudgets: true });
    for (let index = 0; index < FAIL_SAFE_AFTER_HOURS + 1; index++) await hour();
    harness.delivery.faults.delete('1000000008');
    expect(ours().map((campaign) => campaign.status)).toEqual(ours().map(() => 'PAUSED'));
    const [entry] = await harness.sql.query<{ message: string; level: string }>(
      `select message, level from activity_logs where business_id = $1 and title = 'Campaigns paused: budgets could not be lowered'`,
      [owner.businessId],
    );
    expect(entry).toMatchObject({ level: 'error', message: expect.stringContaining('Google Ads refused the change (Google Ads could not change the daily budget') });
    const books = await harness.sql.query<{ status: string; paused_by_guard: boolean }>('select status, paused_by_guard from campaigns where business_id = $1', [owner.businessId]);
    expect(books.every((campaign) => campaign.status === 'paused' && campaign.paused_by_guard)).toBe(true);
  });

  it('with workers, a failed business gets a retry job of its own, due after its back-off', async () => {
    const owner = await connectLiveOwner(harness, { customerId: '1000000009', monthlyBudget: 900, name: 'Retried Bikes' });
    const web = await startLiveEngine({
      databaseUrl: database.url,
      clock: clock.now,
      jobMode: 'agenda',
      schedulerName: 'retry-test',
      schedulerMode: 'enqueue',
      shared: { delivery: harness.delivery, oauth: harness.oauth },
    });
    try {
      await web.engine.start();
      harness.delivery.faults.set('1000000009', { kind: 'reports-down' });
      clock.advance(HOUR_MS);
      await web.engine.runJob({ name: 'sync-metrics', data: { businessIds: [owner.businessId] } });
      const jobs = await harness.sql.query<{ data: { businessIds: string[] }; next_run_at: Date }>(
        `select data, next_run_at from agenda_jobs where name = 'sync-metrics' and data->'businessIds' ? $1`,
        [owner.businessId],
      );
      expect(jobs).toHaveLength(1);
      expect(jobs[0].data.businessIds).toEqual([owner.businessId]);
      // The first back-off: 2 minutes after the failure.
      expect(jobs[0].next_run_at.getTime()).toBe(clock.now() + 120_000);
      const [health] = await harness.sql.query<{ status: string; next_attempt_at: Date }>(
        `select status, next_attempt_at from business_health where business_id = $1 and job = 'sync-metrics'`,
        [owner.businessId],
      );
      expect(health).toMatchObject({ status: 'retrying', next_attempt_at: new Date(clock.now() + 120_000) });
    } finally {
      harness.delivery.faults.delete('1000000009');
      await web.close();
    }
  });

  it('disconnect with "pause" pauses every live campaign at Google before the token is revoked', async () => {
    const owner = await connectLiveOwner(harness, { customerId: '1000000006', monthlyBudget: 1500, name: 'Leaving Bikes' });
    await hour();
    const ours = () => [...harness.delivery.campaigns.values()].filter((campaign) => campaign.customerId === '1000000006');
    expect(ours().length).toBeGreaterThan(0);
    expect(ours().every((campaign) => campaign.status === 'ENABLED')).toBe(true);
    let atRevoke: string[] | null = null;
    harness.oauth.onRevoke = () => {
      atRevoke = ours().map((campaign) => campaign.status);
    };
    const result = await harness.engine.commands.disconnectGoogleAds(owner.userId, 'pause');
    harness.oauth.onRevoke = undefined;

    expect(result).toMatchObject({ pausedCampaigns: ours().length, connection: { status: 'not_connected' } });
    expect(atRevoke).toEqual(ours().map(() => 'PAUSED'));
    // The launch's own enables are updates too (issue 18): only the pauses are counted.
    const isPause = (mutation: MutateOperation<unknown>) =>
      mutation.entity === 'campaign' && mutation.operation === 'update' && (mutation.resource as { status?: number }).status === enums.CampaignStatus.PAUSED;
    const pauses = harness.delivery.fake.calls.filter((call) => call.customerId === '1000000006' && call.kind === 'mutate' && call.mutations?.some(isPause));
    expect(pauses).toHaveLength(ours().length);
    const campaigns = await harness.sql.query<{ status: string }>('select status from campaigns where business_id = $1', [owner.businessId]);
    expect(campaigns.every((campaign) => campaign.status === 'paused')).toBe(true);
    const [entry] = await harness.sql.query<{ message: string }>(`select message from activity_logs where business_id = $1 and title = 'Google Ads disconnected'`, [owner.businessId]);
    expect(entry.message).toMatch(/^Paused all \d+ campaign\(s\) in Google Ads, then disconnected/);

    // Afterwards the jobs leave the business alone: nothing more is asked of its account.
    const calls = callsTo('1000000006');
    await hour();
    expect(callsTo('1000000006')).toBe(calls);
  });

  it('disconnect with "leave" revokes without touching the campaigns, and says they keep running', async () => {
    const owner = await connectLiveOwner(harness, { customerId: '1000000007', monthlyBudget: 1500, name: 'Staying Bikes' });
    const before = harness.delivery.fake.calls.length;
    const revokedBefore = harness.oauth.revoked.length;
    const result = await harness.engine.commands.disconnectGoogleAds(owner.userId, 'leave');
    expect(result.pausedCampaigns).toBe(0);
    expect(harness.delivery.fake.calls.slice(before).filter((call) => call.kind === 'mutate')).toEqual([]);
    expect(harness.oauth.revoked.length).toBe(revokedBefore + 1);
    expect([...harness.delivery.campaigns.values()].filter((campaign) => campaign.customerId === '1000000007').every((campaign) => campaign.status === 'ENABLED')).toBe(true);
    const [entry] = await harness.sql.query<{ message: string; level: string }>(`select message, level from activity_logs where business_id = $1 and title = 'Google Ads disconnected'`, [
      owner.businessId,
    ]);
    expect(entry).toMatchObject({ level: 'warning', message: expect.stringContaining('keep running and spending in Google Ads with no budget guard') });
  });
});
