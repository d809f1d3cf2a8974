import type { TrackingCheck } from '../../schema/api/conversion-tracking';
import { serveTrackingSites, type TrackingSiteServer } from '../fixtures/tracking-sites/tracking-sites';
import { HARBOR_BIKES, SAMPLE_PREVIEW, expectStep, seedWizard } from './onboarding-support';
import { expect, signUpViaApi, test as productTest, SAME_ORIGIN } from './support/product';
import { shootThemes } from './support/theme-shots';

/**
 * Conversion tracking checked from outside (issue 22), in demo mode: the product reads local
 * websites served on 127.0.0.1, which it may only because SITE_FETCH_ALLOW_HOSTS lists them.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/tracking';

const test = productTest.extend<Record<never, never>, { trackingSites: TrackingSiteServer }>({
  trackingSites: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const sites = await serveTrackingSites();
      await use(sites);
      await sites.close();
    },
    { scope: 'worker' },
  ],
  productEnv: [async ({ trackingSites }, use) => use({ SITE_FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(trackingSites.origin).port}` }), { scope: 'worker' }],
});

test('Settings checks the site for the Google tag; a site with the tag and one without it are told apart', async ({ page, trackingSites }) => {
  await signUpViaApi(page);
  const created = await page.request.post('/api/businesses', {
    headers: SAME_ORIGIN,
    data: { businessName: 'Hillside Plumbing', websiteUrl: trackingSites.urlOf('with-tag'), monthlyBudget: 1200, paymentConfirmed: true },
  });
  expect(created.status()).toBe(201);

  const without = (await (await page.request.post('/api/conversion-tracking/check', { headers: SAME_ORIGIN, data: { websiteUrl: trackingSites.urlOf('without-tag') } })).json()) as TrackingCheck;
  expect(without).toMatchObject({ status: 'no_tag', simulated: true, expectedConversionId: null });
  const refused = await page.request.post('/api/conversion-tracking/check', { headers: SAME_ORIGIN, data: { websiteUrl: '   ' } });
  expect(refused.status()).toBe(400);

  await page.goto('/settings');
  const card = page.getByTestId('card-conversion-tracking');
  await expect(card.getByTestId('text-tracking-demo')).toContainText('In demo mode conversions are simulated');
  await card.getByTestId('button-check-tracking').click();
  await expect(card.getByTestId('tracking-check-result')).toHaveAttribute('data-status', 'found');
  await expect(card.getByTestId('text-tracking-check')).toHaveText(
    'A Google Ads tag (AW-123456789) is on your site. Connect Google Ads to check that it is your account\'s.',
  );
  await expect(card.getByTestId('text-tracking-simulated')).toContainText('this check of your site is real, but the conversions on your dashboard are simulated');

  await shootThemes(page, SHOTS_DIR, 'settings-tracking', async () => {
    await card.getByTestId('button-check-tracking').click();
    await expect(card.getByTestId('tracking-check-result')).toBeVisible();
  });
});

test('onboarding step 3 explains conversion tracking and checks the site typed in step 1', async ({ page, trackingSites }) => {
  await signUpViaApi(page);
  await seedWizard(page, { step: 3, businessData: { ...HARBOR_BIKES, websiteUrl: trackingSites.urlOf('without-tag') }, preview: SAMPLE_PREVIEW });
  await page.goto('/onboarding');
  await expectStep(page, 3);
  const panel = page.getByTestId('panel-tracking-explainer');
  await expect(panel).toContainText('Measure your leads: conversion tracking');
  await expect(panel).toContainText('Google Tag Manager');
  await panel.getByTestId('button-check-tracking').click();
  await expect(panel.getByTestId('tracking-check-result')).toHaveAttribute('data-status', 'no_tag');
  await expect(panel.getByTestId('text-tracking-check')).toHaveText(
    "No Google tag was found on your site: no conversion can be counted yet. Add your Google Ads account's Google tag and event snippet (Settings shows them once it is connected).",
  );
  await shootThemes(page, SHOTS_DIR, 'onboarding-tracking', async () => {
    await expectStep(page, 3);
    await panel.getByTestId('button-check-tracking').click();
    await expect(panel.getByTestId('tracking-check-result')).toBeVisible();
  });
});
