import type { Page } from '@playwright/test';
import { Database } from '../../engine/persistence/sql';
import type { BillingOverview } from '../../schema/api/billing';
import { type FakeStripe, startFakeStripe, TEST_CARDS } from '../support/fake-stripe';
import { routeFakeStripeJs } from '../support/fake-stripe-js';
import { shootThemes } from './support/theme-shots';
import { expect, signUpViaApi, test as productTest, SAME_ORIGIN } from './support/product';

/** The Billing page, the 3-D Secure confirmation page, the receipt, Replace card and Cancel (issue 21, docs/billing.md). */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/billing';

const test = productTest.extend<Record<never, never>, { fakeStripe: FakeStripe }>({
  fakeStripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const stripe = await startFakeStripe();
      await use(stripe);
      await stripe.close();
    },
    { scope: 'worker' },
  ],
  productEnv: [async ({ fakeStripe }, use) => use({ ...fakeStripe.env }), { scope: 'worker' }],
});

/** Onboarding's card step through the API: a SetupIntent confirmed with `card` by "Stripe.js", then the business. */
async function ownerWithCard(page: Page, stripe: FakeStripe, card: string): Promise<string> {
  await signUpViaApi(page);
  const { clientSecret } = (await (await page.request.post('/api/create-setup-intent', { headers: SAME_ORIGIN, data: {} })).json()) as { clientSecret: string };
  const intentId = clientSecret.split('_secret_')[0];
  const confirmed = await stripe.handle('POST', `/v1/setup_intents/${intentId}/confirm`, new URLSearchParams({ payment_method: card, client_secret: clientSecret }).toString(), {
    authorization: `Bearer ${stripe.publishableKey}`,
  });
  expect(confirmed.status).toBe(200);
  const created = await page.request.post('/api/businesses', {
    headers: SAME_ORIGIN,
    data: { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 1200, paymentConfirmed: true, setupIntentId: intentId },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/**
 * Live ad spend of `cents` in `month` in the ledger (what the sync job writes after reading Google Ads;
 * the business here runs in demo, so the test writes the live rows itself), then the monthly run.
 */
async function billedMonth(sql: Database, run: () => Promise<unknown>, businessId: string, month: string, cents: number) {
  const [campaign] = await sql.query<{ id: string }>('select id from campaigns where business_id = $1 limit 1', [businessId]);
  await sql.query(
    `insert into spend_ledger (business_id, campaign_id, date, month, cumulative_micros, delta_cents, recorded_at, live) values ($1, $2, $3, $4, $5, $6, now(), true)`,
    [businessId, campaign.id, `${month}-15`, month, cents * 10_000, cents],
  );
  await run();
}

test('a fee that needs 3-D Secure: the banner sends the owner to the confirmation page, Stripe.js runs the challenge, the fee is paid', async ({ page, product, fakeStripe }) => {
  await routeFakeStripeJs(page, fakeStripe);
  const businessId = await ownerWithCard(page, fakeStripe, TEST_CARDS.authenticationRequired);
  const sql = new Database(product.database.url, { max: 1 });
  try {
    await expect.poll(async () => (await sql.query('select id from campaigns where business_id = $1', [businessId])).length, { timeout: 30_000 }).toBeGreaterThan(0);
    await billedMonth(sql, () => product.engine.runJob({ name: 'monthly-billing', data: { month: '2026-09' } }), businessId, '2026-09', 80_000);
  } finally {
    await sql.close();
  }

  await page.goto('/dashboard');
  await expect(page.getByTestId('text-fee-unpaid')).toContainText('Your bank asks you to confirm the $120.00 service fee for September 2026');
  await page.getByTestId('button-confirm-fee').click();
  await expect(page).toHaveURL(/\/billing\/confirm\//);
  await expect(page.getByTestId('text-fee-to-confirm')).toContainText('$120.00');
  await page.getByTestId('button-confirm-payment').click();
  // The bank's challenge (the fake Stripe.js's stand-in for it), answered by the cardholder.
  await expect(page.getByTestId('fake-stripe-3ds')).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByTestId('text-fee-paid')).toBeVisible();

  const billing = (await (await page.request.get('/api/billing')).json()) as BillingOverview;
  expect(billing.charges[0]).toMatchObject({ month: '2026-09', status: 'paid', fee: 120 });
  expect(billing.charges[0].receiptUrl).toMatch(/receipts\/ch_/);
  await page.goto('/billing');
  await expect(page.getByTestId('badge-fee-2026-09')).toHaveText('Paid');
  await expect(page.getByTestId('text-fee-unpaid')).toHaveCount(0);
});

test('the Billing page: every state, the CSV, the receipt, Replace card and Cancel — screenshots at 1280 and 390, light and dark', async ({ page, product, fakeStripe }) => {
  // Five screens, each at two widths in two themes, on a machine shared with other sessions.
  test.setTimeout(240_000);
  await routeFakeStripeJs(page, fakeStripe);
  const businessId = await ownerWithCard(page, fakeStripe, TEST_CARDS.visa);
  const sql = new Database(product.database.url, { max: 1 });
  try {
    await expect.poll(async () => (await sql.query('select id from campaigns where business_id = $1', [businessId])).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const run = (month: string) => () => product.engine.runJob({ name: 'monthly-billing', data: { month } });
    await billedMonth(sql, run('2026-07'), businessId, '2026-07', 620_000);
    // The card starts to decline: August's fee fails and waits for its retry.
    fakeStripe.setCardBehaviour(TEST_CARDS.visa, 'declines');
    await billedMonth(sql, run('2026-08'), businessId, '2026-08', 180_000);
    fakeStripe.setCardBehaviour(TEST_CARDS.visa, 'succeeds');
    // A month recorded under demo billing (no PaymentIntent): its receipt is ours, "Demo — no charge".
    await sql.query(
      `insert into billing_charges (id, business_id, month, spend_cents, fee_percentage, fee_cents, status, attempts, created_at, paid_at)
       values (gen_random_uuid(), $1, '2026-06', 45000, 15, 6750, 'charged', 1, '2026-07-01T02:00:00Z', '2026-07-01T02:00:00Z')`,
      [businessId],
    );
  } finally {
    await sql.close();
  }

  await page.goto('/billing');
  await expect(page.getByTestId('badge-fee-2026-07')).toHaveText('Paid');
  await expect(page.getByTestId('badge-fee-2026-08')).toHaveText('Failed');
  await expect(page.getByTestId('badge-fee-2026-06')).toHaveText('Demo — no charge');
  await expect(page.getByTestId('row-fee-2026-07')).toContainText('Growth (12%)');
  await expect(page.getByTestId('row-fee-2026-07')).toContainText('$744.00');
  await expect(page.getByTestId('text-fee-unpaid')).toContainText('Your card was declined.');
  await expect(page.getByTestId('text-saved-card')).toContainText('Visa ending 4242');

  const download = page.waitForEvent('download');
  await page.getByTestId('button-download-csv').click();
  const csv = await (await download).path().then((path) => import('node:fs').then((fs) => fs.readFileSync(path, 'utf8')));
  expect(csv.split('\n')[0]).toBe('Month,Ad spend,Tier,Fee %,Fee,Currency,Status,Paid on,Receipt');
  expect(csv).toContain('2026-07,6200.00,Growth,12,744.00,USD,Paid');
  expect(csv).toContain('2026-08,1800.00,Base,15,270.00,USD,Failed');

  await shootThemes(page, SHOTS_DIR, 'billing-page', async () => {
    await expect(page.getByTestId('badge-fee-2026-08')).toBeVisible();
  });

  await page.goto('/billing');
  await page.getByTestId('link-receipt-2026-06').click();
  await expect(page.getByTestId('badge-receipt-demo')).toHaveText('Demo — no charge');
  await shootThemes(page, SHOTS_DIR, 'receipt-demo', async () => {
    await expect(page.getByTestId('card-receipt')).toBeVisible();
  });

  // Replace card: the Payment Element on a new SetupIntent; the new card is shown and is the customer's default.
  await page.goto('/billing');
  await shootThemes(page, SHOTS_DIR, 'replace-card-dialog', async () => {
    await page.getByTestId('button-replace-card').click();
    await expect(page.getByTestId('fake-stripe-payment-element')).toBeVisible();
  });
  await page.getByTestId('fake-stripe-card-number').fill('5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('text-saved-card')).toContainText('Mastercard ending 4444');

  await page.keyboard.press('Escape');
  await shootThemes(page, SHOTS_DIR, 'cancel-dialog', async () => {
    await page.getByTestId('button-cancel-service').click();
    await page.getByTestId('input-confirm-cancel').fill('CANCEL');
  });
  await page.getByTestId('button-confirm-cancel').click();
  await expect(page.getByTestId('text-service-cancelled')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('text-service-cancelled')).toBeVisible();
  await shootThemes(page, SHOTS_DIR, 'dashboard-cancelled', async () => {
    await expect(page.getByTestId('text-service-cancelled')).toBeVisible();
  });
});
