import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_BILLING_CLIENT_SECRET } from '../../engine/billing/demo-setup-intent';
import type { CampaignPreviewResponse } from '../../schema/api/onboarding';
import { ONBOARDING_STORAGE_KEYS, THEME_STORAGE_KEY } from '../../schema/constants';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { blockStripeJs, routeFakeStripeJs } from '../support/fake-stripe-js';
import { expectStep, fillBusinessForm, HARBOR_BIKES, ownerTest } from './onboarding-support';
import { expect, SAME_ORIGIN } from './support/product';
import { SHOT_THEMES } from './support/theme-shots';

/**
 * Every onboarding screen in light and dark, at desktop and phone width, for people to look at
 * (saved outside the repository, in SHOTS_DIR or /tmp/shots/onboarding). Variants the server's
 * configuration decides (Google Ads configured, demo billing) are shown by answering those two
 * calls in the browser.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/onboarding';

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
  productEnv: [async ({ fakeStripe }, use) => use(fakeStripe.env), { scope: 'worker' }],
});

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function openStep(page: Page, step: number, preview: CampaignPreviewResponse): Promise<void> {
  await page.evaluate(
    ({ keys, step, data, preview }) => {
      sessionStorage.setItem(keys.step, JSON.stringify(step));
      sessionStorage.setItem(keys.businessData, JSON.stringify(data));
      sessionStorage.setItem(keys.preview, JSON.stringify(preview));
    },
    { keys: ONBOARDING_STORAGE_KEYS, step, data: HARBOR_BIKES, preview },
  );
  await page.goto('/onboarding');
  await expectStep(page, step as 1 | 2 | 3 | 4);
}

for (const theme of SHOT_THEMES) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`onboarding screens, ${theme}, ${width}`, async ({ page, fakeStripe }) => {
      // A dozen full-page screenshots and two Stripe states: on a loaded 2-core machine this took 46 s to over 60 s.
      test.setTimeout(120_000);
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme]);
      const shot = (name: string) => page.screenshot({ path: join(SHOTS_DIR, `${name}-${theme}-${width}.png`), fullPage: true });
      const preview = (await (await page.request.post('/api/generate-campaign-preview', { headers: SAME_ORIGIN, data: HARBOR_BIKES })).json()) as CampaignPreviewResponse;

      await page.goto('/onboarding');
      await expectStep(page, 1);
      await shot('1-form');
      await page.getByTestId('button-see-preview').click();
      await expect(page.getByTestId('error-business-name')).toBeVisible();
      await shot('1-form-errors');
      await fillBusinessForm(page, HARBOR_BIKES);

      await openStep(page, 2, preview);
      await expect(page.getByTestId('card-preview-campaign-0')).toBeVisible();
      await shot('2-preview');
      await openStep(page, 2, { strategy: preview.strategy, campaigns: [] });
      await shot('2-preview-no-campaigns');

      await openStep(page, 3, preview);
      await expect(page.getByTestId('panel-demo-mode')).toBeVisible();
      await shot('3-demo-mode');
      await page.route('**/api/google-ads/config-status', (route) => route.fulfill({ json: { configured: true } }));
      await openStep(page, 3, preview);
      await expect(page.getByTestId('panel-link-google-ads')).toBeVisible();
      await shot('3-link-google-ads');
      await page.unroute('**/api/google-ads/config-status');

      await routeFakeStripeJs(page, fakeStripe);
      await openStep(page, 4, preview);
      await expect(page.getByTestId('fake-stripe-payment-element')).toBeVisible();
      await shot('4-payment-stripe');

      // The failure itself is tested against the fake Stripe API in onboarding-payment.spec.ts; for the
      // picture the browser gets the server's error answer directly, so no earlier request can race it.
      await page.route('**/api/create-setup-intent', (route) =>
        route.fulfill({
          status: 502,
          json: { code: 'upstream_failed', message: 'The payment provider could not set up the payment method. Please try again.' },
        }),
      );
      await openStep(page, 4, preview);
      await expect(page.getByTestId('screen-payment-init-failed')).toBeVisible();
      await shot('4-payment-init-failed');

      await page.unrouteAll();
      await blockStripeJs(page);
      await openStep(page, 4, preview);
      await expect(page.getByTestId('screen-payment-system-error')).toBeVisible();
      await shot('4-payment-system-error');

      await page.route('**/api/create-setup-intent', (route) => route.fulfill({ json: { clientSecret: DEMO_BILLING_CLIENT_SECRET } }));
      await openStep(page, 4, preview);
      await expect(page.getByTestId('panel-demo-billing')).toBeVisible();
      await shot('4-demo-billing');
    });
  }
}
