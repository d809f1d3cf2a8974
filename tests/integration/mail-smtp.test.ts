import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import { type RunningProduct, startProduct } from '../../api/start-product';
import { signUnsubscribeToken, unsubscribeSecret } from '../../engine/mail/unsubscribe-token';
import { Database } from '../../engine/persistence/sql';
import { waitFor } from '../support/cluster';
import { type FakeSmtp, startFakeSmtp } from '../support/fake-smtp';
import { signedInOwner } from '../support/stripe-owner';

/**
 * E-mail, really sent (issue 21): the product with SMTP_URL pointing at a real local SMTP server.
 * Signing up delivers the welcome mail through an Agenda job; a refusal by the server is retried
 * with back-off and the mail still arrives once.
 */
let smtp: FakeSmtp;
let product: RunningProduct;
let base: string;
let sql: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-mail-'));

/** The message body as written: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

beforeAll(async () => {
  smtp = await startFakeSmtp();
  product = await startProduct(
    readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: smtp.url, MAIL_FROM: 'AdPilot <hello@adpilot.test>' }),
    { log: createLogger('silent') },
  );
  base = `http://127.0.0.1:${product.port}`;
  sql = new Database(product.database.url, { max: 2 });
});

afterAll(async () => {
  await sql?.close();
  await product?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mail through SMTP', () => {
  it('delivers the welcome e-mail within 30 seconds of signing up, with a link back to onboarding', async () => {
    const started = Date.now();
    const owner = await signedInOwner(base);
    const mail = await smtp.waitFor(owner.user.email, /^Welcome to AdPilot$/, 30_000);
    expect(Date.now() - started).toBeLessThan(30_000);
    const body = decoded(mail.raw);
    expect(body).toContain('From: AdPilot <hello@adpilot.test>');
    expect(body).toContain(`href="${base.replace('127.0.0.1', 'localhost')}/onboarding"`);
    expect(body).toContain('Content-Type: text/plain');
    // The job records 'sent' once the server has accepted the mail: just after the server has it.
    const row = await waitFor(
      async () => {
        const [mailRow] = await sql.query<{ key: string; status: string; attempts: number }>('select key, status, attempts from mails where user_id = $1', [owner.user.id]);
        return mailRow?.status === 'sent' && mailRow;
      },
      { timeoutMs: 10_000, what: 'the welcome mail recorded as sent' },
    );
    expect(row).toEqual({ key: `welcome:${owner.user.id}`, status: 'sent', attempts: 1 });
    expect(product.modes['e-mail']).toContain(`SMTP via ${new URL(smtp.url).host}`);
  });

  it('retries a mail the SMTP server refused, and delivers it exactly once', async () => {
    smtp.refuseNext(1);
    const owner = await signedInOwner(base);
    await smtp.waitFor(owner.user.email, /^Welcome to AdPilot$/, 60_000);
    expect(smtp.refused).toBe(1);
    // As above, 'sent' is recorded just after the server has the mail: wait for it, not for the server alone.
    const row = await waitFor(
      async () => {
        const [mailRow] = await sql.query<{ status: string; attempts: number; last_error: string | null }>('select status, attempts, last_error from mails where user_id = $1', [owner.user.id]);
        return mailRow?.status === 'sent' && mailRow;
      },
      { timeoutMs: 10_000, what: 'the retried mail recorded as sent' },
    );
    expect(row).toEqual({ status: 'sent', attempts: 2, last_error: null });
    // Running the job again for the sent mail sends nothing.
    const [{ id }] = await sql.query<{ id: string }>('select id from mails where user_id = $1', [owner.user.id]);
    expect(await product.engine.runJob({ name: 'send-mail', data: { mailId: id } })).toEqual({ sent: false });
    expect(smtp.received.filter((mail) => mail.to.includes(owner.user.email))).toHaveLength(1);
  }, 90_000);

  it('keeps the mail viewer to administrators', async () => {
    const owner = await signedInOwner(base);
    expect((await owner.request('/api/ops/mails')).status).toBe(403);
    const preferences = await owner.request('/api/mail/preferences');
    expect(await preferences.json()).toEqual({ weeklyReportDay: 1, alerts: true });
    const bad = await owner.request('/api/mail/preferences', { method: 'POST', body: JSON.stringify({ weeklyReportDay: 9, alerts: true }) });
    expect(bad.status).toBe(400);
    expect(await (await owner.request('/api/mail/preferences')).json()).toEqual({ weeklyReportDay: 1, alerts: true });
  });

  it('answers the unsubscribe link without a session: GET asks, POST turns the weekly report off; a changed token changes nothing', async () => {
    const owner = await signedInOwner(base);
    const token = signUnsubscribeToken(await unsubscribeSecret(sql), owner.user.id, 'weekly');
    const page = await fetch(`${base}/api/mail/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe from the weekly report?');
    expect(await (await owner.request('/api/mail/preferences')).json()).toEqual({ weeklyReportDay: 1, alerts: true });

    const forged = await fetch(`${base}/api/mail/unsubscribe?token=${token.slice(0, -2)}xx`, { method: 'POST' });
    expect(forged.status).toBe(400);
    expect(await (await owner.request('/api/mail/preferences')).json()).toEqual({ weeklyReportDay: 1, alerts: true });

    const done = await fetch(`${base}/api/mail/unsubscribe?token=${token}`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect(await (await owner.request('/api/mail/preferences')).json()).toEqual({ weeklyReportDay: null, alerts: true });
  });
});
