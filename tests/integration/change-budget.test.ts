import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../engine/accounts/credentials';
import type { Engine } from '../../engine/engine';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTestEngine } from '../support/test-engine';

/**
 * Settings → Budget (issue 21): a budget changed mid-month is effective at once, and the guard
 * keeps the month inside the new budget, measured on what the simulator truly delivered (not only
 * what was reported), with worst-case delivery (every allowed cent spent, the longest reporting lag).
 */
const START = Date.parse('2026-03-01T09:00:00Z');

describe('changing the monthly budget mid-month', () => {
  let database: TestDatabase;
  let engine: Engine;
  let ownerId: string;

  const sql = <T extends object>(text: string, params: unknown[] = []) => database.orm.em.getConnection().execute<T[]>(text, params);

  /** What the simulator truly delivered in March across the owner's campaigns, in dollars. */
  async function deliveredInMarch(): Promise<number> {
    const [row] = await sql<{ micros: string }>(
      `select coalesce(sum((c.value->'deliveredMicrosByMonth'->>'2026-03')::bigint), 0)::text as micros
         from businesses b, jsonb_each(b.demo_state->'campaigns') c join users u on true where u.id = b.owner_id and u.id = ?`,
      [ownerId],
    );
    return Number(row.micros) / 1e6;
  }

  /** What the enabled campaigns may spend per day at Google now (a paused campaign spends nothing). */
  async function dailyBudgetsMicros(): Promise<number> {
    const [row] = await sql<{ micros: string }>(
      `select coalesce(sum(daily_budget_micros) filter (where c.status = 'active'), 0)::text as micros
         from campaigns c join businesses b on b.id = c.business_id where b.owner_id = ?`,
      [ownerId],
    );
    return Number(row.micros);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    engine = createTestEngine(database, new VirtualClock(START));
    ownerId = (await signUp(database.orm.em.fork(), { email: 'budget@example.com', password: 'budget-password-1' })).id;
    await engine.commands.createBusiness(ownerId, { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 3000, paymentConfirmed: true });
    await engine.drainInlineJobs();
    await sql("update businesses b set demo_state = jsonb_set(demo_state, '{worstCase}', 'true') from users u where u.id = b.owner_id and u.id = ?", [ownerId]);
    await engine.commands.fastForwardDemo(ownerId, 12);
  });

  afterAll(async () => {
    await engine?.stop();
    await database?.drop();
  });

  it('lowered well below the old pace: in the guard at once, logged, and the month truly delivered stays inside it', async () => {
    const spentSoFar = (await engine.queries.getMyBusiness(ownerId))!.currentMonthAdSpend;
    expect(spentSoFar).toBeGreaterThan(0);
    // Well below the old budget's pace for the rest of the month, above what was spent.
    const lowered = Math.ceil(spentSoFar + 0.3 * (3000 - spentSoFar));
    const business = await engine.commands.changeMonthlyBudget(ownerId, lowered);
    expect(business.monthlyBudget).toBe(lowered);
    expect(business.dailyBudget).toBeCloseTo(lowered / 30.4, 1);
    const campaigns = await engine.queries.listCampaigns(ownerId);
    expect(campaigns.reduce((sum, c) => sum + c.budget, 0)).toBeCloseTo(lowered, -1);
    const entry = (await engine.queries.listActivityLogs(ownerId, { eventType: 'budget_audit' })).find((e) => e.title === 'Monthly budget changed');
    expect(entry?.message).toContain(`to $${lowered.toLocaleString('en-US')}.00`);

    await engine.commands.fastForwardDemo(ownerId, 22); // past the month's end and its reporting lag
    const delivered = await deliveredInMarch();
    expect(delivered).toBeGreaterThanOrEqual(spentSoFar);
    expect(delivered).toBeLessThanOrEqual(lowered);
  });

  it('raised: the rest of the month can use it', async () => {
    const before = await dailyBudgetsMicros();
    const business = await engine.commands.changeMonthlyBudget(ownerId, 6000);
    expect(business.currentPricingTier).toBe('Growth');
    expect(business.serviceFeePercentage).toBe(12);
    expect(await dailyBudgetsMicros()).toBeGreaterThan(before);
  });

  it('refuses nothing silently: an unknown owner gets a 404 and no business changes', async () => {
    const stranger = (await signUp(database.orm.em.fork(), { email: 'nobody@example.com', password: 'nobody-password-1' })).id;
    await expect(engine.commands.changeMonthlyBudget(stranger, 500)).rejects.toMatchObject({ code: 'not_found' });
  });
});
