import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { type RunningProduct, startProduct } from '../../api/start-product';
import { createBilling } from '../../engine/billing/billing';
import { createStripeFeeBilling } from '../../engine/billing/stripe-fee-billing';
import { Database } from '../../engine/persistence/sql';
import { captureLogger } from '../support/capture-logger';
import { type FakeStripe, startFakeStripe, TEST_CARDS } from '../support/fake-stripe';
import { businessWithSpend as businessWithSpendOf } from '../support/billing-business';
import { type SignedInOwner, savedCard as savedCardOf, signedInOwner as signedInOwnerOf } from '../support/stripe-owner';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef0123456789abcdef';
const MONTH = '2026-10';
let stripe: FakeStripe;
let product: RunningProduct;
let base: string;
let sql: Database;
const logs = captureLogger();
const seen: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-stripe-'));
const savedEnv = { ...process.env };

beforeAll(async () => {
  stripe = await startFakeStripe();
  // The Stripe client reads STRIPE_API_HOST/PORT/PROTOCOL from the process environment (engine/billing/stripe-client.ts).
  Object.assign(process.env, stripe.env);
  product = await startProduct(
    readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'debug', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...stripe.env }),
    { log: logs },
  );
  base = `http://127.0.0.1:${product.port}`;
  sql = new Database(product.database.url, { max: 2 });
});

afterAll(async () => {
  await sql?.close();
  await product?.stop();
  await stripe?.close();
  process.env = savedEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

const signedInOwner = () => signedInOwnerOf(base, (text) => seen.push(text));
const savedCard = (owner: SignedInOwner, card: string) => savedCardOf(owner, stripe, card);

const businessWithSpend = (userId: string, setupIntentId: string, spend: { liveCents?: number; demoCents?: number }) =>
  businessWithSpendOf(sql, userId, setupIntentId, spend, MONTH);

describe('Stripe, against the local fake Stripe API', () => {
  it('creates the SetupIntent of onboarding step 4 on the owner’s customer, for off-session use', async () => {
    const owner = await signedInOwner();
    const intentId = await savedCard(owner, TEST_CARDS.visa);
    const intent = stripe.setupIntents.get(intentId);
    expect(intent).toMatchObject({ usage: 'off_session', status: 'succeeded', payment_method: TEST_CARDS.visa, metadata: { adpilotUserId: owner.user.id } });
    expect(stripe.customers.get(String(intent?.customer))).toMatchObject({ email: owner.user.email });
  });

  it('charges each month’s fee off-session at its tier’s percentage, logs a declined card and shows it to the owner', async () => {
    const spends = [
      { spendCents: 100_000, feeCents: 15_000 }, // $1,000 Base 15%
      { spendCents: 600_000, feeCents: 72_000 }, // $6,000 Growth 12%
      { spendCents: 1_200_000, feeCents: 120_000 }, // $12,000 Scale 10%
      { spendCents: 3_000_000, feeCents: 240_000 }, // $30,000 Enterprise 8%
    ];
    const charged: { businessId: string; feeCents: number }[] = [];
    for (const spend of spends) {
      const owner = await signedInOwner();
      charged.push({ businessId: await businessWithSpend(owner.user.id, await savedCard(owner, TEST_CARDS.visa), { liveCents: spend.spendCents }), feeCents: spend.feeCents });
    }
    const declinedOwner = await signedInOwner();
    const declinedBusiness = await businessWithSpend(declinedOwner.user.id, await savedCard(declinedOwner, TEST_CARDS.chargeFails), { liveCents: 200_000 });

    const before = stripe.paymentIntents.size;
    await product.engine.runJob({ name: 'monthly-billing', data: { month: MONTH } });

    const charges = await sql.query<{ business_id: string; fee_cents: number; status: string; reference: string | null }>(
      'select business_id, fee_cents, status, reference from billing_charges where month = $1',
      [MONTH],
    );
    for (const expected of charged) {
      const charge = charges.find((row) => row.business_id === expected.businessId);
      expect(charge).toMatchObject({ fee_cents: expected.feeCents, status: 'charged' });
      expect(stripe.paymentIntents.get(String(charge?.reference))).toMatchObject({ amount: expected.feeCents, currency: 'usd', status: 'succeeded' });
    }
    const posted = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    expect(posted.every((request) => request.body.off_session === 'true' && request.body.confirm === 'true')).toBe(true);
    expect(charges.find((row) => row.business_id === declinedBusiness)).toMatchObject({ fee_cents: 30_000, status: 'failed' });
    expect(stripe.paymentIntents.size - before).toBe(5);

    // The owner sees the failure in the activity log, and the next billing date moved to next month's 1st.
    const logsResponse = await declinedOwner.request('/api/activity-logs');
    const { logs: entries } = (await logsResponse.json()) as { logs: { title: string; level: string; message: string }[] };
    expect(entries).toContainEqual(
      expect.objectContaining({ title: `Service fee payment failed for ${MONTH}`, level: 'error', message: expect.stringContaining('Your card was declined.') }),
    );
    const [business] = await sql.query<{ next_billing_date: Date }>('select next_billing_date from businesses where id = $1', [declinedBusiness]);
    const now = new Date();
    expect(business.next_billing_date.toISOString()).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString());

    // A second run charges nobody twice.
    await product.engine.runJob({ name: 'monthly-billing', data: { month: MONTH } });
    expect(stripe.paymentIntents.size - before).toBe(5);
  });

  it('charges fees on live spend only: never a demo business, and a business that went live mid-month only on its live spend', async () => {
    const month = '2026-10';
    const demoOwner = await signedInOwner();
    const demoBusiness = await businessWithSpend(demoOwner.user.id, await savedCard(demoOwner, TEST_CARDS.visa), { demoCents: 450_000 });
    const switchedOwner = await signedInOwner();
    // $3,000 simulated before going live, then $800 live: Base tier (15%) on $800 = $120, not 12% on $3,800.
    const switchedBusiness = await businessWithSpend(switchedOwner.user.id, await savedCard(switchedOwner, TEST_CARDS.visa), { demoCents: 300_000, liveCents: 80_000 });
    const posted = () => stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    const before = posted().length;

    await product.engine.runJob({ name: 'monthly-billing', data: { month } });

    const charges = await sql.query<{ business_id: string; spend_cents: number; fee_cents: number; status: string; reference: string | null }>(
      'select business_id, spend_cents, fee_cents, status, reference from billing_charges where business_id = any($1::uuid[])',
      [[demoBusiness, switchedBusiness]],
    );
    expect(charges.find((row) => row.business_id === demoBusiness)).toBeUndefined();
    const switched = charges.find((row) => row.business_id === switchedBusiness);
    expect(switched).toMatchObject({ spend_cents: 80_000, fee_cents: 12_000, status: 'charged' });
    expect(stripe.paymentIntents.get(String(switched?.reference))).toMatchObject({ amount: 12_000, status: 'succeeded' });
    // Exactly one PaymentIntent was asked of Stripe for these two businesses: none for the demo one.
    const newRequests = posted().slice(before);
    expect(newRequests).toHaveLength(1);
    expect(Number(newRequests[0].body.amount)).toBe(12_000);
    const demoLogs = await sql.query<{ title: string }>(`select title from activity_logs where business_id = $1 and title like 'Service fee%'`, [demoBusiness]);
    expect(demoLogs).toEqual([]);
  });

  it('sends one idempotency key per business and month, so a retried charge is the same PaymentIntent', async () => {
    const owner = await signedInOwner();
    const setupIntentId = await savedCard(owner, TEST_CARDS.visa);
    const businessId = await businessWithSpend(owner.user.id, setupIntentId, { liveCents: 50_000 });
    const billing = createStripeFeeBilling(createBilling({ secretKey: stripe.secretKey }, stripe.env), sql);
    const charge = { businessId, month: '2026-09', spendCents: 50_000, feePercentage: 15, feeCents: 7_500, setupIntentId };
    const first = await billing.chargeServiceFee(charge);
    const second = await billing.chargeServiceFee(charge);
    expect(first.charged).toBe(true);
    expect(second.reference).toBe(first.reference);
    expect(stripe.paymentIntents.get(String(first.reference))).toMatchObject({ currency: 'usd' });

    // The fee is charged in the currency of the owner's budget (their Google Ads account's), in Stripe's units for it (issue 18).
    for (const [currency, month, stripeUnits, spendText] of [
      ['GBP', '2026-10', 7_500, '£500.00'],
      ['JPY', '2026-11', 75, '¥500'],
    ] as const) {
      await sql.query('update businesses set currency_code = $2 where id = $1', [businessId, currency]);
      const outcome = await billing.chargeServiceFee({ businessId, month, spendCents: 50_000, feePercentage: 15, feeCents: 7_500, setupIntentId });
      expect(stripe.paymentIntents.get(String(outcome.reference))).toMatchObject({ amount: stripeUnits, currency: currency.toLowerCase(), status: 'succeeded' });
      expect(stripe.paymentIntents.get(String(outcome.reference))?.description).toContain(`15% of ${spendText} ad spend`);
    }
  });

  it('verifies webhook signatures: a bad one is refused, a good one is applied', async () => {
    const owner = await signedInOwner();
    const setupIntentId = await savedCard(owner, TEST_CARDS.visa);
    const businessId = await businessWithSpend(owner.user.id, setupIntentId, { liveCents: 100_000 });
    await sql.query(
      `insert into billing_charges (id, business_id, month, spend_cents, fee_percentage, fee_cents, status, reference, created_at)
       values (gen_random_uuid(), $1, '2026-08', 100000, 15, 15000, 'charged', 'pi_webhook_test', now())`,
      [businessId],
    );
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: 'pi_webhook_test', object: 'payment_intent', customer: 'cus_x', last_payment_error: { message: 'Insufficient funds.' } } },
    });
    const post = (signature: string) =>
      fetch(`${base}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });

    const forged = await post(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'validation_failed', message: 'Invalid Stripe signature' });
    const [unchanged] = await sql.query<{ status: string }>(`select status from billing_charges where reference = 'pi_webhook_test'`);
    expect(unchanged.status).toBe('charged');

    const genuine = await post(Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(genuine.status).toBe(200);
    const [failed] = await sql.query<{ status: string }>(`select status from billing_charges where reference = 'pi_webhook_test'`);
    expect(failed.status).toBe('failed');
    const [entry] = await sql.query<{ message: string }>(`select message from activity_logs where business_id = $1 and level = 'error'`, [businessId]);
    expect(entry.message).toContain('Insufficient funds.');

    const setupPayload = JSON.stringify({ id: 'evt_2', object: 'event', type: 'setup_intent.succeeded', data: { object: { id: setupIntentId, object: 'setup_intent' } } });
    await sql.query('update businesses set payment_confirmed = false where id = $1', [businessId]);
    const setup = await fetch(`${base}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: setupPayload, secret: WEBHOOK_SECRET }) },
      body: setupPayload,
    });
    expect(setup.status).toBe(200);
    const [confirmed] = await sql.query<{ payment_confirmed: boolean }>('select payment_confirmed from businesses where id = $1', [businessId]);
    expect(confirmed.payment_confirmed).toBe(true);
  });

  it('never shows the secret key or the webhook secret in a log line or a response', () => {
    const haystack = [...logs.lines, ...seen].join('\n');
    expect(logs.lines.length).toBeGreaterThan(0);
    for (const secret of [stripe.secretKey, WEBHOOK_SECRET]) expect(haystack).not.toContain(secret);
  });
});
