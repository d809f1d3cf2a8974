import type { Page } from '@playwright/test';
import type { ConversionTrackingResponse, TrackingCheck } from '../../schema/api/conversion-tracking';
import type { PublishConversionTagRequest, TagManagerContainersResponse, TagManagerStatus } from '../../schema/api/tag-manager';
import { THEME_STORAGE_KEY } from '../../schema/constants';
import { buildGoogleAdsConnection } from '../../schema/fixtures';
import { expect, SAME_ORIGIN, signUpViaApi, test } from './support/product';
import { SHOT_THEMES, shootThemes } from './support/theme-shots';

/**
 * Settings → Conversion Tracking → "Set up with Google Tag Manager" (issue 22). The real server runs
 * in demo mode here, so its own answer is checked first; the connected states are the API's answers
 * as the contract gives them (the server side, against a fake Tag Manager API, is
 * tests/integration/tag-manager-publish.test.ts). Screenshots in SHOTS_DIR or /tmp/shots/tag-manager.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/tag-manager';

const READY: ConversionTrackingResponse = {
  status: 'ready',
  conversionActionId: '987654',
  globalSiteTag: "<script async src=\"https://www.googletagmanager.com/gtag/js?id=AW-123456789\"></script>\n<script>gtag('config', 'AW-123456789');</script>",
  eventSnippet: "<script>gtag('event', 'conversion', {'send_to': 'AW-123456789/AbC-dEfGhIj'});</script>",
  conversionId: 'AW-123456789',
  conversionLabel: 'AbC-dEfGhIj',
  tagManagerSteps: ['Add a Google Ads Conversion Tracking tag.', 'Fire it on your thank-you page.'],
  conversionsLast30Days: 0,
  conversionsArriving: false,
  conversionStatus: null,
};

const status = (overrides: Partial<TagManagerStatus>): TagManagerStatus => ({
  available: true,
  googleAdsReady: true,
  connected: false,
  connectedAt: null,
  lastPublish: null,
  ...overrides,
});

async function connectedOwner(page: Page) {
  await signUpViaApi(page);
  await page.request.post('/api/businesses', { headers: SAME_ORIGIN, data: { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 1200, paymentConfirmed: true } });
  await page.route('**/api/google-ads/config-status', (route) => route.fulfill({ json: { configured: true } }));
  await page.route('**/api/google-ads/connection', (route) => route.fulfill({ json: buildGoogleAdsConnection({ customerId: '1234567890' }) }));
  await page.route('**/api/google-ads/conversion-tracking', (route) => route.fulfill({ json: READY }));
}

test('demo mode: the real server says Tag Manager needs a Google connection', async ({ page }) => {
  await signUpViaApi(page);
  const answer = await page.request.get('/api/tag-manager/connection');
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as TagManagerStatus).available).toBe(false);
  const refused = await page.request.post('/api/tag-manager/publish', { headers: SAME_ORIGIN, data: { accountId: '1', containerId: '2', thankYouPath: '/thanks' } });
  expect(refused.status()).toBe(409);
  await page.goto('/settings');
  await expect(page.getByTestId('text-gtm-needs-google')).toContainText('demo mode does not have');
});

test('connect, choose the container, give the thank-you page, publish: the result names the version and container', async ({ page }) => {
  test.setTimeout(180_000);
  await connectedOwner(page);
  let current = status({});
  await page.route('**/api/tag-manager/connection', (route) => route.fulfill({ json: current }));

  // Not connected yet: what it does, and the consent link.
  await page.goto('/settings');
  const panel = page.getByTestId('panel-tag-manager');
  await expect(panel).toContainText('Google asks you to allow AdPilot to edit, version and publish your containers.');
  await expect(page.getByTestId('button-gtm-connect')).toHaveAttribute('href', '/api/tag-manager/auth/start');
  await shootThemes(page, SHOTS_DIR, 'gtm-connect', () => expect(page.getByTestId('button-gtm-connect')).toBeVisible());

  // Connected, with two containers: nothing is sent until one is chosen.
  current = status({ connected: true, connectedAt: '2026-11-20T10:00:00.000Z' });
  const containers: TagManagerContainersResponse = {
    containers: [
      { accountId: '6001', accountName: 'Harbor Bikes', containerId: '7001', publicId: 'GTM-HB1234', name: 'harborbikes.example' },
      { accountId: '6001', accountName: 'Harbor Bikes', containerId: '7002', publicId: 'GTM-HB5678', name: 'Old site' },
    ],
  };
  await page.route('**/api/tag-manager/containers', (route) => route.fulfill({ json: containers }));
  const sent: PublishConversionTagRequest[] = [];
  let refuseNext = true;
  await page.route('**/api/tag-manager/publish', (route) => {
    sent.push(route.request().postDataJSON() as PublishConversionTagRequest);
    if (refuseNext) {
      refuseNext = false;
      return route.fulfill({ status: 403, json: { code: 'forbidden', message: 'Your Google account may edit GTM-HB1234 but not publish it: ask its owner for Publish permission.' } });
    }
    current = status({ connected: true, lastPublish: { containerPublicId: 'GTM-HB1234', versionId: '7', thankYouPath: '/thanks', publishedAt: '2026-11-27T08:00:00.000Z' } });
    return route.fulfill({
      json: { message: 'Published version 7 in container GTM-HB1234.', containerPublicId: 'GTM-HB1234', versionId: '7', thankYouPath: '/thanks', created: ['trigger', 'tag'], reused: [] },
    });
  });
  await page.reload();
  await expect(page.getByTestId('button-gtm-publish')).toBeDisabled();
  await page.getByTestId('select-gtm-container').click();
  await page.getByRole('option', { name: /GTM-HB1234/ }).click();
  await page.getByTestId('input-thank-you-path').fill('/thanks');
  await page.getByTestId('button-gtm-publish').click();
  await expect(page.getByTestId('text-gtm-publish-error')).toContainText('ask its owner for Publish permission');
  await expect(page.getByTestId('text-gtm-last-publish')).toHaveCount(0);

  await page.getByTestId('button-gtm-publish').click();
  await expect(page.getByTestId('text-gtm-published')).toContainText('Published version 7 in container GTM-HB1234.');
  await expect(page.getByTestId('text-gtm-last-publish')).toHaveText('Published version 7 in container GTM-HB1234');
  expect(sent).toEqual([
    { accountId: '6001', containerId: '7001', thankYouPath: '/thanks' },
    { accountId: '6001', containerId: '7001', thankYouPath: '/thanks' },
  ]);
  await shootThemes(page, SHOTS_DIR, 'gtm-published', () => expect(page.getByTestId('text-gtm-last-publish')).toBeVisible());
  // After a reload the container the tag went to is chosen again.
  await expect(page.getByTestId('select-gtm-container')).toContainText('GTM-HB1234');
  // The panel alone, as the last theme and width left it (phone, dark), to read it at full size.
  await page.getByTestId('panel-tag-manager').screenshot({ path: `${SHOTS_DIR}/gtm-panel-dark-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('panel-tag-manager').screenshot({ path: `${SHOTS_DIR}/gtm-panel-dark-desktop.png` });
});

test('after a publish, a site that loads another container is told so in red, with the container the tag is in', async ({ page }) => {
  test.setTimeout(120_000);
  await connectedOwner(page);
  await page.route('**/api/tag-manager/connection', (route) =>
    route.fulfill({ json: status({ connected: true, lastPublish: { containerPublicId: 'GTM-HB1234', versionId: '7', thankYouPath: '/thanks', publishedAt: '2026-11-27T08:00:00.000Z' } }) }),
  );
  const answer: TrackingCheck = {
    status: 'container_not_loaded',
    message:
      "AdPilot published the conversion tag to Google Tag Manager container GTM-HB1234, but your site does not load that container (it loads GTM-OLD999 instead): no conversion can be counted yet. Add GTM-HB1234's snippet to every page, or publish the tag to the container your site loads.",
    websiteUrl: 'https://harborbikes.example',
    pagesChecked: ['https://harborbikes.example/', 'https://harborbikes.example/contact'],
    expectedConversionId: 'AW-123456789',
    found: { adsIds: [], tagManagerContainers: ['GTM-OLD999'], otherTagIds: [], conversionEvents: [] },
    simulated: false,
    checkedAt: '2026-11-27T09:00:00.000Z',
  };
  await page.route('**/api/conversion-tracking/check', (route) => route.fulfill({ json: answer }));
  for (const [width, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    for (const theme of SHOT_THEMES) {
      await page.goto('/settings');
      await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme] as const);
      await page.reload();
      await page.getByTestId('button-check-tracking').click();
      const result = page.getByTestId('tracking-check-result');
      await expect(result).toHaveAttribute('data-status', 'container_not_loaded');
      await expect(page.getByTestId('text-tracking-check')).toContainText('it loads GTM-OLD999 instead');
      await page.getByTestId('panel-tracking-check').screenshot({ path: `${SHOTS_DIR}/tracking-container-not-loaded-${theme}-${width}.png` });
    }
  }
});
