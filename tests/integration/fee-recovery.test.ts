import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Billing, createBilling } from '../../engine/billing/billing';
import { createStripeFeeBilling } from '../../engine/billing/stripe-fee-billing';
import { cancelService } from '../../engine/commands/cancel-service';
import { VirtualClock } from '../../engine/seed/virtual-clock';
import { connectLiveOwner, type LiveEngine, startLiveEngine } from '../support/live-engine';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { readConfig } from '../../api/config';
import { type RunningProduct, startProduct } from '../../api/start-product';
import { FEE_RETRY_DAYS, PAUSE_AFTER_LAST_TRY_DAYS, recoverFees } from '../../engine/billing/fee-recovery';
import type { EngineContext } from '../../engine/engine-context';
import { billMonth } from '../../engine/jobs/monthly-billing-job';
import { Database } from '../../engine/persistence/sql';
import type { BillingOverview } from '../../schema/api/billing';
import { businessWithSpend } from '../support/billing-business';
import { captureLogger } from '../support/capture-logger';
import { type FakeStripe, startFakeStripe, TEST_CARDS } from '../support/fake-stripe';
import { type SignedInOwner, savedCard as savedCardOf, signedInOwner as signedInOwnerOf } from '../support/stripe-owner';

const MONTH = '2026-10';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The monthly run: 02:00 UTC on 1 November. */
const BILLED_AT = Date.UTC(2026, 10, 1, 2);
let stripe: FakeStripe;
let product: RunningProduct;
let base: string;
let sql: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-fees-'));
const savedEnv = { ...process.env };

beforeAll(async () => {
  stripe = await startFakeStripe();
  Object.assign(process.env, stripe.env);
  product = await startProduct(readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...stripe.env }), { log: captureLogger() });
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

/** The engine on a clock the test moves. */
function atTime(ms: number): EngineContext {
  return { ...product.engine.context, clock: () => ms };
}

async function ownerWithFee(card: string, liveCents = 100_000): Promise<{ owner: SignedInOwner; businessId: string }> {
  const owner = await signedInOwnerOf(base);
  const businessId = await businessWithSpend(sql, owner.user.id, await savedCardOf(owner, stripe, card), { liveCents }, MONTH);
  return { owner, businessId };
}

async function billingOf(owner: SignedInOwner): Promise<BillingOverview> {
  const response = await owner.request('/api/billing');
  expect(response.status).toBe(200);
  return (await response.json()) as BillingOverview;
}

const feeIntents = (customerPaymentMethod: string) =>
  stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents' && request.body.payment_method === customerPaymentMethod);

describe('fee recovery, against the local fake Stripe API', () => {
  it('replace card: the new card becomes the default and the next try of the declined fee is charged to it', async () => {
    const { owner, businessId } = await ownerWithFee(TEST_CARDS.chargeFails);
    // Billed a minute ago on the product's own clock; its first retry would be tomorrow.
    const billedAt = Date.now() - 60_000;
    await billMonth(atTime(billedAt), MONTH, [businessId]);
    expect((await billingOf(owner)).charges[0].nextRetryAt).toBe(new Date(billedAt + DAY_MS).toISOString());
    const newCard = await savedCardOf(owner, stripe, TEST_CARDS.mastercard);
    const replaced = await owner.request('/api/billing/card', { method: 'POST', body: JSON.stringify({ setupIntentId: newCard }) });
    expect(replaced.status).toBe(200);
    const { billing } = (await replaced.json()) as { billing: BillingOverview };
    expect(billing.card).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2030, demo: false });
    const customerId = String(stripe.setupIntents.get(newCard)?.customer);
    expect(stripe.customers.get(customerId)?.invoice_settings).toEqual({ default_payment_method: TEST_CARDS.mastercard });

    // The try is due at once (not tomorrow) and uses the new card.
    await recoverFees(atTime(Date.now() + 1_000));
    const [fee] = (await billingOf(owner)).charges;
    expect(fee).toMatchObject({ status: 'paid', attempts: 2, failure: null, nextRetryAt: null, pauseAt: null });
    expect(fee.receiptUrl).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\/ch_/);
    const [paid] = feeIntents(TEST_CARDS.mastercard).slice(-1);
    expect(paid.body).toMatchObject({ amount: '15000', customer: customerId, off_session: 'true' });

    // Someone else's card cannot be made this owner's.
    const stranger = await signedInOwnerOf(base);
    const strangersCard = await savedCardOf(stranger, stripe, TEST_CARDS.visa);
    const refused = await owner.request('/api/billing/card', { method: 'POST', body: JSON.stringify({ setupIntentId: strangersCard }) });
    expect(refused.status).toBe(400);
    expect((await billingOf(owner)).card?.last4).toBe('4444');
  });

  it('a fee that needs 3-D Secure waits for the owner, who confirms it through Stripe.js; then it is paid', async () => {
    const { owner, businessId } = await ownerWithFee(TEST_CARDS.authenticationRequired);
    await billMonth(atTime(BILLED_AT), MONTH, [businessId]);
    let [fee] = (await billingOf(owner)).charges;
    expect(fee).toMatchObject({ status: 'needs_confirmation', attempts: 1 });
    const [row] = await sql.query<{ status: string }>('select status from billing_charges where id = $1', [fee.id]);
    expect(row.status).toBe('requires_action');

    const page = await owner.request(`/api/billing/charges/${fee.id}/confirmation`);
    expect(page.status).toBe(200);
    const confirmation = (await page.json()) as { clientSecret: string; paymentMethodId: string; publishableKey: string };
    expect(confirmation).toMatchObject({ paymentMethodId: TEST_CARDS.authenticationRequired, publishableKey: stripe.publishableKey });

    // Before the owner acts, "confirm" reports it unpaid.
    const early = await owner.request(`/api/billing/charges/${fee.id}/confirm`, { method: 'POST', body: '{}' });
    expect(((await early.json()) as { charge: { status: string } }).charge.status).toBe('needs_confirmation');

    // What Stripe.js does with the publishable key: confirm → requires_action (next_action) → the bank's challenge passed.
    const intentId = confirmation.clientSecret.split('_secret_')[0];
    const asBrowser = { authorization: `Bearer ${stripe.publishableKey}` };
    const confirmed = await stripe.handle('POST', `/v1/payment_intents/${intentId}/confirm`, new URLSearchParams({ client_secret: confirmation.clientSecret, payment_method: confirmation.paymentMethodId }).toString(), asBrowser);
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    const challenged = await stripe.handle('POST', `/v1/payment_intents/${intentId}/authenticate`, new URLSearchParams({ client_secret: confirmation.clientSecret, result: 'succeeded' }).toString(), asBrowser);
    expect(challenged.body).toMatchObject({ status: 'succeeded' });

    const done = await owner.request(`/api/billing/charges/${fee.id}/confirm`, { method: 'POST', body: '{}' });
    expect(done.status).toBe(200);
    [fee] = (await billingOf(owner)).charges;
    expect(fee).toMatchObject({ status: 'paid', nextRetryAt: null, pauseAt: null });
    expect(fee.receiptUrl).toMatch(/receipts\/ch_/);
    // Another owner cannot see or confirm it.
    const stranger = await signedInOwnerOf(base);
    expect((await stranger.request(`/api/billing/charges/${fee.id}/confirmation`)).status).toBe(404);
  });

  it('cancel needs the typed word: anything else is refused and changes nothing', async () => {
    const { owner } = await ownerWithFee(TEST_CARDS.visa);
    const wrong = await owner.request('/api/billing/cancel', { method: 'POST', body: JSON.stringify({ confirmation: 'cancel please' }) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'validation_failed' });
    expect((await billingOf(owner)).cancelledAt).toBeNull();
  });

  it('a demo business is never charged, by the monthly run or fee recovery', async () => {
    const owner = await signedInOwnerOf(base);
    const month = new Date().toISOString().slice(0, 7);
    const businessId = await businessWithSpend(sql, owner.user.id, await savedCardOf(owner, stripe, TEST_CARDS.visa), { demoCents: 450_000 }, month);
    const before = stripe.paymentIntents.size;
    await billMonth(atTime(Date.now()), month, [businessId]);
    await recoverFees(atTime(Date.now() + 30 * DAY_MS));
    expect(stripe.paymentIntents.size).toBe(before);
    expect((await billingOf(owner)).charges).toEqual([]);
  });
});

describe('fee recovery and cancel on a live Google Ads business', () => {
  let database: TestDatabase;
  let clock: VirtualClock;
  let harness: LiveEngine;
  let billing: Billing;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new VirtualClock(BILLED_AT);
    const probe = new Database(database.url, { max: 1 });
    billing = createBilling({ secretKey: stripe.secretKey, publishableKey: stripe.publishableKey }, stripe.env);
    harness = await startLiveEngine({ databaseUrl: database.url, clock: clock.now, billing: createStripeFeeBilling(billing, probe) });
    closers.push(() => probe.close());
  });
  const closers: (() => Promise<void>)[] = [];

  afterAll(async () => {
    for (const close of closers) await close();
    await harness?.close();
    await database?.drop();
  });

  /** A connected live owner whose card (`card`) is saved through a SetupIntent, with `liveCents` of spend in `month`. */
  async function liveOwnerWithCard(customerId: string, card: string, month: string, liveCents: number) {
    const owner = await connectLiveOwner(harness, { customerId, monthlyBudget: 3000, name: `Bikes ${customerId}` });
    const { clientSecret } = await billing.startSetup({ userId: owner.userId, email: `${customerId}@owners.example` });
    const intentId = clientSecret.split('_secret_')[0];
    await stripe.handle('POST', `/v1/setup_intents/${intentId}/confirm`, new URLSearchParams({ payment_method: card, client_secret: clientSecret }).toString(), {
      authorization: `Bearer ${stripe.publishableKey}`,
    });
    await harness.sql.query('update businesses set setup_intent_id = $2 where id = $1', [owner.businessId, intentId]);
    const [campaign] = await harness.sql.query<{ id: string }>('select id from campaigns where business_id = $1 limit 1', [owner.businessId]);
    await harness.sql.query(
      `insert into spend_ledger (business_id, campaign_id, date, month, cumulative_micros, delta_cents, recorded_at, live) values ($1, $2, $3, $4, $5, $6, now(), true)`,
      [owner.businessId, campaign.id, `${month}-15`, month, liveCents * 10_000, liveCents],
    );
    return owner;
  }

  const moveTo = (ms: number) => clock.advance(ms - clock.now());
  const googleStatuses = (customerId: string) => [...harness.delivery.campaigns.values()].filter((c) => c.customerId === customerId).map((c) => c.status);
  const statusOf = async (businessId: string) =>
    (await harness.sql.query<{ status: string; attempts: number; next_retry_at: Date | null; pause_at: Date | null; failure_message: string | null }>(
      'select status, attempts, next_retry_at, pause_at, failure_message from billing_charges where business_id = $1',
      [businessId],
    ))[0];

  it('retries a declined fee on day 1, 3 and 7, then says the campaigns will pause, then pauses them', async () => {
    const { businessId } = await liveOwnerWithCard('2000000001', TEST_CARDS.chargeFails, MONTH, 100_000);
    expect(googleStatuses('2000000001').length).toBeGreaterThan(0);
    expect(googleStatuses('2000000001').every((status) => status === 'ENABLED')).toBe(true);
    const ctx = harness.engine.context;
    await billMonth(ctx, MONTH);
    expect(await statusOf(businessId)).toMatchObject({ status: 'failed', attempts: 1, failure_message: 'Your card was declined.', next_retry_at: new Date(BILLED_AT + DAY_MS) });
    const triesBefore = feeIntents(TEST_CARDS.chargeFails).length;

    // Nothing happens before a try is due.
    moveTo(BILLED_AT + DAY_MS - 60_000);
    await harness.engine.runJob({ name: 'fee-recovery', data: {} });
    expect(feeIntents(TEST_CARDS.chargeFails).length).toBe(triesBefore);

    for (const [index, day] of FEE_RETRY_DAYS.entries()) {
      moveTo(BILLED_AT + day * DAY_MS);
      await harness.engine.runJob({ name: 'fee-recovery', data: {} });
      const fee = await statusOf(businessId);
      expect(fee.status).toBe('failed');
      expect(fee.attempts).toBe(index + 2);
      const nextDay = FEE_RETRY_DAYS[index + 1];
      expect(fee.next_retry_at).toEqual(nextDay === undefined ? null : new Date(BILLED_AT + nextDay * DAY_MS));
    }
    // Each try was a PaymentIntent of its own (an idempotency key per try), so Stripe really tried again.
    expect(feeIntents(TEST_CARDS.chargeFails).length - triesBefore).toBe(3);
    const lastTry = BILLED_AT + FEE_RETRY_DAYS[2] * DAY_MS;
    expect((await statusOf(businessId)).pause_at).toEqual(new Date(lastTry + PAUSE_AFTER_LAST_TRY_DAYS * DAY_MS));
    const logs = await harness.sql.query<{ title: string; message: string }>('select title, message from activity_logs where business_id = $1 order by created_at', [businessId]);
    expect(logs.at(-1)?.message).toContain(`your campaigns will pause on ${new Date(lastTry + PAUSE_AFTER_LAST_TRY_DAYS * DAY_MS).toISOString().slice(0, 10)}`);

    // A day before the pause, still running; on the day, paused through "Pause everything".
    moveTo(lastTry + (PAUSE_AFTER_LAST_TRY_DAYS - 1) * DAY_MS);
    await recoverFees(ctx);
    expect(googleStatuses('2000000001').every((status) => status === 'ENABLED')).toBe(true);
    expect((await harness.sql.query<{ owner_pause: unknown }>('select owner_pause from businesses where id = $1', [businessId]))[0].owner_pause).toBeNull();
    expect(feeIntents(TEST_CARDS.chargeFails).length - triesBefore).toBe(3);
    moveTo(lastTry + PAUSE_AFTER_LAST_TRY_DAYS * DAY_MS);
    const result = await recoverFees(ctx);
    expect(result).toMatchObject({ paused: 1, failed: 0 });
    // Paused at Google, through "Pause everything".
    expect(googleStatuses('2000000001').every((status) => status === 'PAUSED')).toBe(true);
    const [business] = await harness.sql.query<{ owner_pause: { campaignIds: string[] } | null }>('select owner_pause from businesses where id = $1', [businessId]);
    expect(business.owner_pause?.campaignIds.length).toBeGreaterThan(0);
    const titles = (await harness.sql.query<{ title: string }>('select title from activity_logs where business_id = $1', [businessId])).map((row) => row.title);
    expect(titles).toContain('Campaigns paused: the service fee is unpaid');
  });


  it('cancel: every campaign paused at Google, the fee for spend to date charged, then the Google connection revoked', async () => {
    const month = new Date(clock.now()).toISOString().slice(0, 7);
    const { userId, businessId } = await liveOwnerWithCard('2000000002', TEST_CARDS.visa, month, 40_000);
    const revokedBefore = harness.oauth.revoked.length;
    await cancelService(harness.engine.context, userId, (id) => harness.engine.commands.disconnectGoogleAds(id, 'pause'));
    expect(googleStatuses('2000000002').length).toBeGreaterThan(0);
    expect(googleStatuses('2000000002').every((status) => status === 'PAUSED')).toBe(true);
    const [fee] = await harness.sql.query<{ month: string; spend_cents: number; fee_cents: number; status: string; reference: string }>(
      'select month, spend_cents, fee_cents, status, reference from billing_charges where business_id = $1',
      [businessId],
    );
    expect(fee).toMatchObject({ month, spend_cents: 40_000, fee_cents: 6_000, status: 'charged' });
    expect(stripe.paymentIntents.get(fee.reference)).toMatchObject({ amount: 6_000, status: 'succeeded' });
    expect(harness.oauth.revoked.length).toBe(revokedBefore + 1);
    expect(await harness.sql.query('select id from google_ads_connections where user_id = $1', [userId])).toEqual([]);
    const [business] = await harness.sql.query<{ cancelled_at: Date | null }>('select cancelled_at from businesses where id = $1', [businessId]);
    expect(business.cancelled_at).toEqual(new Date(clock.now()));
    // The monthly run later finds the month billed and charges nothing twice.
    const intents = stripe.paymentIntents.size;
    await billMonth(harness.engine.context, month);
    expect(stripe.paymentIntents.size).toBe(intents);
  });
});
