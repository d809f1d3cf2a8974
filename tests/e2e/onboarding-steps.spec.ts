import { GOOGLE_CONNECTION_ERROR_TITLES } from '../../schema/messages';
import { expectStep, expectToast, fillBusinessForm, HARBOR_BIKES, ownerTest as test, SAMPLE_PREVIEW, seedWizard } from './onboarding-support';
import { expect, SAME_ORIGIN } from './support/product';

test.describe('onboarding step 1: validation', () => {
  test('each field gets its own message, and the server says the same', async ({ page }) => {
    await page.goto('/onboarding');
    await page.getByTestId('button-see-preview').click();
    await expect(page.getByTestId('error-business-name')).toHaveText('Business name is required');
    await expect(page.getByTestId('error-website-url')).toHaveText('Must be a valid URL');
    await expect(page.getByTestId('error-monthly-budget')).toHaveText('Budget is required');
    await expect(page.getByTestId('input-business-name')).toBeFocused();

    await fillBusinessForm(page, { ...HARBOR_BIKES, websiteUrl: 'not a website', monthlyBudget: '10' });
    await page.getByTestId('button-see-preview').click();
    await expect(page.getByTestId('error-business-name')).toHaveCount(0);
    await expect(page.getByTestId('error-website-url')).toHaveText('Must be a valid URL');
    await expect(page.getByTestId('error-monthly-budget')).toHaveText('Budget must be at least $20');
    await expectStep(page, 1);

    const bad = await page.request.post('/api/generate-campaign-preview', {
      headers: SAME_ORIGIN,
      data: { businessName: ' ', websiteUrl: 'nope', monthlyBudget: '5' },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'validation_failed',
      fields: { businessName: 'Business name is required', websiteUrl: 'Must be a valid URL', monthlyBudget: 'Budget must be at least $20' },
    });
  });

  test('the AI preview and the setup intent need a session', async ({ playwright, product }) => {
    const anonymous = await playwright.request.newContext({ baseURL: product.url, storageState: { cookies: [], origins: [] }, extraHTTPHeaders: { origin: product.url } });
    const preview = await anonymous.post('/api/generate-campaign-preview', { data: HARBOR_BIKES });
    expect(preview.status()).toBe(401);
    const setup = await anonymous.post('/api/create-setup-intent', { data: {} });
    expect(setup.status()).toBe(401);
    await anonymous.dispose();
  });
});

test.describe('onboarding: reloads keep the step', () => {
  test('a reload on steps 1 to 4 reopens the same step with its data', async ({ page }) => {
    await page.goto('/onboarding');
    await page.reload();
    await expectStep(page, 1);

    await fillBusinessForm(page);
    await page.getByTestId('button-see-preview').click();
    await expectStep(page, 2);
    const strategy = await page.getByTestId('text-preview-strategy').textContent();
    await page.reload();
    await expectStep(page, 2);
    await expect(page.getByTestId('text-preview-strategy')).toHaveText(strategy ?? '');

    // Back to step 1 keeps what was typed.
    await page.getByTestId('button-back').click();
    await expectStep(page, 1);
    await expect(page.getByTestId('input-business-name')).toHaveValue(HARBOR_BIKES.businessName);
    await page.getByTestId('button-see-preview').click();
    await expectStep(page, 2);
    await page.getByTestId('button-next').click();

    await expectStep(page, 3);
    await page.reload();
    await expectStep(page, 3);
    await page.getByTestId('button-continue-demo').click();

    await expectStep(page, 4);
    await expect(page.getByTestId('panel-demo-billing')).toBeVisible();
    await page.reload();
    await expectStep(page, 4);
    await expect(page.getByTestId('panel-demo-billing')).toBeVisible();
    await page.getByTestId('button-back').click();
    await expectStep(page, 3);
  });
});

test.describe('onboarding: the return from Google', () => {
  test('completed: success toast, step 4, URL cleaned', async ({ page }) => {
    await seedWizard(page, { step: 3, businessData: HARBOR_BIKES, preview: SAMPLE_PREVIEW });
    await page.goto('/onboarding?googleAdsStep=completed');
    await expectToast(page, 'Account Connected Successfully!');
    await expectStep(page, 4);
    await expect(page).toHaveURL(/\/onboarding$/);
    // The cleaned URL does not replay the toast on reload.
    await page.reload();
    await expectStep(page, 4);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test('completed with warnings: the warnings toast', async ({ page }) => {
    await seedWizard(page, { step: 3, businessData: HARBOR_BIKES, preview: SAMPLE_PREVIEW });
    const warnings = 'Conversion tracking could not be set up automatically.';
    await page.goto(`/onboarding?googleAdsStep=completed&warnings=${encodeURIComponent(warnings)}`);
    await expectToast(page, 'Account Connected with Warnings', warnings);
    await expectStep(page, 4);
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  const failures = [
    ...Object.entries(GOOGLE_CONNECTION_ERROR_TITLES).map(([errorType, title]) => ({ errorType, title })),
    { errorType: 'quota_exceeded', title: 'Connection Failed' },
  ];
  for (const { errorType, title } of failures) {
    test(`failed with ${errorType}: '${title}' and back on step 3`, async ({ page }) => {
      await seedWizard(page, { step: 3, businessData: HARBOR_BIKES, preview: SAMPLE_PREVIEW });
      await page.goto(`/onboarding?googleAdsStep=failed&errorType=${errorType}`);
      await expectToast(page, title, 'Unable to connect to your Google Ads account.');
      await expectStep(page, 3);
      await expect(page).toHaveURL(/\/onboarding$/);
    });
  }

  test('failed with an error message: the message is the description', async ({ page }) => {
    await seedWizard(page, { step: 3, businessData: HARBOR_BIKES, preview: SAMPLE_PREVIEW });
    await page.goto('/onboarding?googleAdsStep=failed&errorType=permission_denied&error=You%20are%20not%20an%20admin%20of%20this%20account.');
    await expectToast(page, 'Permission Denied', 'You are not an admin of this account.');
    await expectStep(page, 3);
  });

  test('completed but the business data is gone: start over on step 1', async ({ page }) => {
    await seedWizard(page, { step: 3 });
    await page.goto('/onboarding?googleAdsStep=completed');
    await expectToast(page, 'Error', 'Business data was lost. Please start over.');
    await expectStep(page, 1);
    await expect(page).toHaveURL(/\/onboarding$/);
  });
});

test.describe('onboarding: an account in another currency', () => {
  test('step 4 says the budget is spent in the account’s currency, before anything is launched', async ({ page }) => {
    await page.route('**/api/google-ads/connection', (route) =>
      route.fulfill({
        json: { status: 'connected', customerId: '3330001111', loginCustomerId: null, connectedAt: new Date().toISOString(), lastSyncAt: null, currencyCode: 'GBP' },
      }),
    );
    await seedWizard(page, { step: 3, businessData: { ...HARBOR_BIKES, monthlyBudget: '1000' }, preview: SAMPLE_PREVIEW });
    await page.goto('/onboarding?googleAdsStep=completed');
    await expectStep(page, 4);
    const note = page.getByTestId('callout-account-currency');
    await expect(note).toContainText('Your Google Ads account is billed in GBP.');
    await expect(note).toContainText('£1,000.00, not $1,000.00');
    await page.screenshot({ path: '/tmp/shots/onboarding/account-currency-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots/onboarding/account-currency-phone.png', fullPage: true });
  });

  test('no note for a dollar account', async ({ page }) => {
    await page.route('**/api/google-ads/connection', (route) =>
      route.fulfill({ json: { status: 'connected', customerId: '3330001111', loginCustomerId: null, connectedAt: new Date().toISOString(), lastSyncAt: null, currencyCode: 'USD' } }),
    );
    await seedWizard(page, { step: 3, businessData: HARBOR_BIKES, preview: SAMPLE_PREVIEW });
    await page.goto('/onboarding?googleAdsStep=completed');
    await expectStep(page, 4);
    await expect(page.getByTestId('text-fee-note')).toBeVisible();
    await expect(page.getByTestId('callout-account-currency')).toHaveCount(0);
  });
});
