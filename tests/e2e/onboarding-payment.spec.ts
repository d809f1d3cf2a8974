import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { blockStripeJs, routeFakeStripeJs } from '../support/fake-stripe-js';
import { expectStep, expectToast, HARBOR_BIKES, ownerTest, SAMPLE_PREVIEW, seedWizard } from './onboarding-support';
import { expect, signUpViaApi, SAME_ORIGIN } from './support/product';

/**
 * Step 4 with Stripe configured: the server talks to a local fake Stripe API through the real
 * `stripe` library, the browser gets a small fake Stripe.js. Google Ads credentials are set too,
 * so step 3 shows the link panel.
 */
const test = ownerTest.extend<Record<never, never>, { fakeStripe: FakeStripe }>({
  fakeStripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const stripe = await startFakeStripe();
      await use(stripe);
      await stripe.close();
    },
    { scope: 'worker' },
  ],
  productEnv: [
    async ({ fakeStripe }, use) =>
      use({
        ...fakeStripe.env,
        GOOGLE_ADS_CLIENT_ID: 'client-id.apps.googleusercontent.com',
        GOOGLE_ADS_CLIENT_SECRET: 'client-secret',
        GOOGLE_ADS_DEVELOPER_TOKEN: 'developer-token',
      }),
    { scope: 'worker' },
  ],
});

test.describe('onboarding step 3 with Google Ads configured', () => {
  test('the link panel warns about manager accounts; Connect navigates to the auth start', async ({ page }) => {
    await seedWizard(page, { step: 3, businessData: HARBOR_BIKES, preview: SAMPLE_PREVIEW });
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Link Your Google Advertising Account' })).toBeVisible();
    await expect(page.getByTestId('callout-manager-account')).toContainText('not a manager');
    await expect(page.getByTestId('button-skip-demo')).toHaveText('Skip for now (Demo Mode)');
    const navigation = page.waitForRequest((request) => request.url().includes('/api/google-ads/auth/start'));
    await page.getByTestId('button-connect-google-ads').click();
    expect(new URL((await navigation).url()).search).toBe('?returnTo=onboarding');
  });

  test('Skip for now goes on to payment', async ({ page, fakeStripe }) => {
    await routeFakeStripeJs(page, fakeStripe);
    await seedWizard(page, { step: 3, businessData: HARBOR_BIKES, preview: SAMPLE_PREVIEW });
    await page.goto('/onboarding');
    await page.getByTestId('button-skip-demo').click();
    await expectStep(page, 4);
    await expect(page.getByTestId('fake-stripe-payment-element')).toBeVisible();
  });
});

test.describe('onboarding step 4 with Stripe', () => {
  test.beforeEach(async ({ page }) => {
    await seedWizard(page, { step: 4, businessData: HARBOR_BIKES, preview: SAMPLE_PREVIEW });
  });

  test('the Payment Element in tabs layout, the test-card hint, a declined card, then a saved card', async ({ page, fakeStripe }) => {
    // This owner finishes onboarding, so not the worker's shared one (whose tests need no business).
    await page.context().clearCookies();
    await signUpViaApi(page, { firstName: 'Lena' });
    await routeFakeStripeJs(page, fakeStripe);
    await page.goto('/onboarding');
    await expectStep(page, 4);
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await expect(page.getByTestId('callout-test-mode')).toContainText('4242 4242 4242 4242');
    await expect(page.getByTestId('fake-stripe-payment-element')).toHaveAttribute('data-layout', 'tabs');
    const submit = page.getByTestId('button-complete-setup');
    await expect(submit).toHaveText('Complete Setup & Launch Campaigns');

    // The server made a SetupIntent for off-session use on the owner's customer.
    const intents = [...fakeStripe.setupIntents.values()];
    const intent = intents[intents.length - 1];
    expect(intent).toMatchObject({ usage: 'off_session', status: 'requires_payment_method' });
    expect(fakeStripe.customers.has(String(intent.customer))).toBe(true);

    await submit.click();
    await expectToast(page, 'Payment Setup Failed', 'Your card number is incomplete.');

    await page.getByTestId('fake-stripe-card-number').fill('4000 0000 0000 0002');
    await submit.click();
    await expectToast(page, 'Payment Setup Failed', 'Your card was declined.');
    await expectStep(page, 4);

    await page.getByTestId('fake-stripe-card-number').fill('4242 4242 4242 4242');
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    expect(fakeStripe.setupIntents.get(String(intent.id))).toMatchObject({ status: 'succeeded', payment_method: 'pm_card_visa' });
    // The business remembers the SetupIntent, for the monthly service-fee charge.
    const business = await page.request.get('/api/businesses/me');
    expect(await business.json()).toMatchObject({ businessName: HARBOR_BIKES.businessName });
    const created = fakeStripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/customers');
    expect(created.length).toBeGreaterThan(0);
  });

  test("the setup intent fails: 'Payment Initialization Failed', then Retry Payment Setup works", async ({ page, fakeStripe }) => {
    await routeFakeStripeJs(page, fakeStripe);
    fakeStripe.failNext('POST /v1/setup_intents', { status: 500, type: 'api_error', message: 'Stripe is having a moment' });
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Payment Initialization Failed' })).toBeVisible();
    await expectToast(page, 'Error', 'Failed to initialize payment setup. Please try again.');
    await page.getByTestId('button-retry-payment').click();
    await expect(page.getByTestId('fake-stripe-payment-element')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Initialization Failed' })).toHaveCount(0);
  });

  test('the server answers a Stripe outage with a clear error body', async ({ page, fakeStripe }) => {
    fakeStripe.failNext('POST /v1/setup_intents', { status: 500, type: 'api_error', message: 'internal' });
    const failed = await page.request.post('/api/create-setup-intent', { headers: SAME_ORIGIN, data: {} });
    expect(failed.status()).toBe(502);
    expect(await failed.json()).toMatchObject({ code: 'upstream_failed', message: expect.stringContaining('payment provider') });
  });

  test("Stripe.js cannot load: 'Payment System Error' with Back", async ({ page }) => {
    await blockStripeJs(page);
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Payment System Error' })).toBeVisible();
    await expect(page.getByText('Stripe is not properly configured. Please contact support.')).toBeVisible();
    await page.getByTestId('button-back').click();
    await expectStep(page, 3);
  });
});
