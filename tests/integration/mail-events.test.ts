import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../engine/accounts/credentials';
import type { Engine } from '../../engine/engine';
import { isoWeek } from '../../engine/mail/iso-week';
import { createMailService } from '../../engine/mail/mail-service';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { DAY_MS } from '../../schema/constants';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createTestEngine } from '../support/test-engine';

/**
 * The weekly report and the alerts (issue 21), on the real engine with a virtual clock and a real
 * local SMTP server: the report arrives on a demo business's simulated week; each alert arrives
 * once for its event and not again on the next hourly run; one a day of a kind at most.
 */
const START = Date.parse('2026-03-02T09:20:00Z'); // a Monday

describe('weekly report and alerts', () => {
  let database: TestDatabase;
  let smtp: FakeSmtp;
  let engine: Engine;
  let clock: VirtualClock;
  const users: Record<'demo' | 'alerts', { id: string; email: string; businessId: string }> = {} as never;

  async function ownerWithBusiness(email: string, name: string) {
    const id = (await signUp(database.orm.em.fork(), { email, password: 'mail-password-1' })).id;
    const business = await engine.commands.createBusiness(id, { businessName: name, websiteUrl: 'https://harborbikes.example', monthlyBudget: 3000, paymentConfirmed: true });
    await engine.drainInlineJobs();
    return { id, email, businessId: business.id };
  }

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const sentKeys = async (userId: string) =>
    (await engine.context.db.query<{ key: string; status: string }>('select key, status from mails where user_id = $1 order by key', [userId])).map((row) => `${row.key} ${row.status}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startFakeSmtp();
    clock = new VirtualClock(START);
    engine = createTestEngine(database, clock, { mail: createMailService({ smtpUrl: smtp.url, baseUrl: 'https://app.adpilot.test' }) });
    users.demo = await ownerWithBusiness('demo-owner@example.com', 'Harbor Bikes');
    users.alerts = await ownerWithBusiness('alert-owner@example.com', 'Alert Bikes');
  });

  afterAll(async () => {
    await engine?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it('sends the weekly report when a demo fast-forward reaches the owner’s day, once for that week', async () => {
    await engine.commands.fastForwardDemo(users.demo.id, 7);
    await engine.drainInlineJobs();
    const reports = mailsTo(users.demo.email).filter((mail) => mail.subject.startsWith('Your week on Google Ads: Harbor Bikes'));
    // Monday 2 March is launch day (no full week yet); Monday 9 March, 08:00 simulated, is the first report.
    expect(reports).toHaveLength(1);
    expect(await sentKeys(users.demo.id)).toEqual([`weekly:${users.demo.businessId}:${isoWeek('2026-03-09')} sent`]);
    const [row] = await engine.context.db.query<{ html: string; text: string; created_at: Date }>('select html, text, created_at from mails where user_id = $1', [users.demo.id]);
    expect(row.created_at.toISOString() >= '2026-03-09T08:00:00.000Z').toBe(true);
    expect(row.text).toMatch(/Spend\s+\$[\d,.]+/);
    expect(row.text).toContain('of $3,000.00 this month');
    expect(row.text).toMatch(/what adpilot changed, and why/i);
    expect(row.text).toMatch(/next round/i);
    expect(row.text).toMatch(/clicks/i);
    expect(row.html).toContain('href="https://app.adpilot.test/dashboard"');
    expect(row.html).toMatch(/href="https:\/\/app\.adpilot\.test\/api\/mail\/unsubscribe\?token=[\w.-]+"/);
    // Another simulated day of that week sends nothing more.
    await engine.commands.fastForwardDemo(users.demo.id, 1);
    await engine.drainInlineJobs();
    expect(mailsTo(users.demo.email).filter((mail) => mail.subject.startsWith('Your week'))).toHaveLength(1);
  }, 240_000);

  it('sends each alert once for its event, and nothing again on the next hourly run', async () => {
    const { id: userId, businessId } = users.alerts;
    // Half a day of delivery, booked by the regular jobs, so there is spend this month.
    clock.advance(12 * 3_600_000);
    await engine.runJob({ name: 'sync-metrics', data: {} });
    await engine.runJob({ name: 'budget-audit', data: {} });
    // The events, as the billing, Google Ads, policy and tournament code record them.
    await engine.context.db.query(
      `insert into billing_charges (id, business_id, month, spend_cents, fee_percentage, fee_cents, status, reference, created_at)
       values (gen_random_uuid(), $1, '2026-02', 120000, 10, 12000, 'failed', null, now())`,
      [businessId],
    );
    await engine.context.db.query(
      `insert into google_ads_connections (id, user_id, status, refresh_token_ciphertext, created_at, broken_at, broken_reason)
       values (gen_random_uuid(), $1, 'broken', 'x', now(), $2, 'access to your Google Ads account was revoked')`,
      [userId, new Date(clock.now())],
    );
    const ads = await engine.context.db.query<{ id: string }>(
      'select a.id from ads a join ad_groups g on g.id = a.ad_group_id join campaigns c on c.id = g.campaign_id where c.business_id = $1 order by a.id limit 2',
      [businessId],
    );
    await engine.context.db.query(`update ads set policy = '{"approval":"DISAPPROVED","review":"REVIEWED","topics":["MISLEADING_CONTENT"]}' where id = $1`, [ads[0].id]);
    await engine.context.db.query(
      "update campaigns set tournament_state = 'awaitingApproval', round_start_date = $2 where id = (select id from campaigns where business_id = $1 order by id limit 1)",
      [businessId, new Date(clock.now() - 2 * DAY_MS)],
    );
    await engine.context.db.query('update businesses set monthly_budget_cents = 1 where id = $1', [businessId]);

    await engine.runJob({ name: 'mail-check', data: {} });
    await engine.drainInlineJobs();
    const subjects = mailsTo(users.alerts.email).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'A new ad round is waiting for your approval',
      'AdPilot lost access to your Google Ads account',
      'Google disapproved one of your ads',
      'Your AdPilot fee could not be charged',
      'Your monthly ad budget is used up',
    ]);
    const [fee] = await engine.context.db.query<{ text: string; html: string }>("select text, html from mails where user_id = $1 and kind = 'alert:fee-failed'", [userId]);
    expect(fee.text).toContain('The service fee of $120.00 for 2026-02 was declined.');
    expect(fee.html).not.toContain('/api/mail/unsubscribe');
    expect(fee.html).toContain('href="https://app.adpilot.test/billing"');
    const [ad] = await engine.context.db.query<{ html: string }>("select html from mails where user_id = $1 and kind = 'alert:ad-disapproved'", [userId]);
    expect(ad.html).toContain('href="https://app.adpilot.test/dashboard"');
    expect(ad.html).toContain('/api/mail/unsubscribe?token=');

    // The next hourly run finds the same events: nothing is sent again.
    clock.advance(3_600_000);
    await engine.runJob({ name: 'mail-check', data: {} });
    await engine.drainInlineJobs();
    expect(mailsTo(users.alerts.email)).toHaveLength(5);

    // A second disapproved ad the same day waits: at most one alert of a kind a day.
    await engine.context.db.query(`update ads set policy = '{"approval":"DISAPPROVED","review":"REVIEWED","topics":[]}' where id = $1`, [ads[1].id]);
    await engine.runJob({ name: 'mail-check', data: {} });
    await engine.drainInlineJobs();
    expect(mailsTo(users.alerts.email)).toHaveLength(5);
    clock.advance(DAY_MS);
    await engine.runJob({ name: 'mail-check', data: {} });
    await engine.drainInlineJobs();
    const disapprovals = mailsTo(users.alerts.email).filter((mail) => mail.subject === 'Google disapproved one of your ads');
    expect(disapprovals).toHaveLength(2);
    expect(await sentKeys(userId)).toContain(`alert:ad-disapproved:${ads[1].id} sent`);
  }, 120_000);

  it('leaves out the alerts an owner unsubscribed from, but still sends those about money', async () => {
    const email = 'quiet-owner@example.com';
    const quiet = await ownerWithBusiness(email, 'Quiet Bikes');
    await engine.context.db.query("insert into mail_preferences (user_id, weekly_report_day, alerts, updated_at) values ($1, null, false, now())", [quiet.id]);
    const ads = await engine.context.db.query<{ id: string }>(
      'select a.id from ads a join ad_groups g on g.id = a.ad_group_id join campaigns c on c.id = g.campaign_id where c.business_id = $1 limit 1',
      [quiet.businessId],
    );
    await engine.context.db.query(`update ads set policy = '{"approval":"DISAPPROVED","review":"REVIEWED","topics":[]}' where id = $1`, [ads[0].id]);
    await engine.context.db.query(
      `insert into billing_charges (id, business_id, month, spend_cents, fee_percentage, fee_cents, status, reference, created_at)
       values (gen_random_uuid(), $1, '2026-02', 50000, 10, 5000, 'failed', null, now())`,
      [quiet.businessId],
    );
    await engine.runJob({ name: 'mail-check', data: { businessIds: [quiet.businessId] } });
    await engine.drainInlineJobs();
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Your AdPilot fee could not be charged']);
  });
});
