import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { HierarchyResponse } from '../../schema/api/hierarchy';
import { THEME_STORAGE_KEY } from '../../schema/constants';
import { FIXTURE_SITES, type FixtureSiteServer, serveFixtureSites } from '../fixtures/sites/fixture-sites';
import { expectStep, fillBusinessForm } from './onboarding-support';
import { expect, test as productTest, signUp } from './support/product';
import { SHOT_THEMES, shootThemes } from './support/theme-shots';

/**
 * Assets (issue 22) in onboarding's plan preview: the bakery fixture site (pages, a phone number,
 * a Google Business Profile link) is read on 127.0.0.1, which the product may only because
 * SITE_FETCH_ALLOW_HOSTS lists it. Screenshots in SHOTS_DIR or /tmp/shots/assets.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/assets';

const test = productTest.extend<Record<never, never>, { fixtureSites: FixtureSiteServer }>({
  fixtureSites: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const sites = await serveFixtureSites();
      await use(sites);
      await sites.close();
    },
    { scope: 'worker' },
  ],
  productEnv: [async ({ fixtureSites }, use) => use({ SITE_FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(fixtureSites.origin).port}` }), { scope: 'worker' }],
});

/** The assets card alone at 1280 and 390 wide, light and dark (`<name>-<theme>-<width>.png`), after `open` shows it. */
async function shootCard(page: Page, name: string, open: () => Promise<Locator>): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [width, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const theme of SHOT_THEMES) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme] as const);
      await page.reload();
      const card = await open();
      await expect(card).toBeVisible();
      await card.screenshot({ path: join(SHOTS_DIR, `${name}-${theme}-${width}.png`) });
    }
  }
}

test('the plan preview shows each campaign’s sitelinks, callouts, snippet, call and location, each with its source', async ({ page, fixtureSites }) => {
  // Sixteen screenshots after a plan and a launch: longer than one test's usual minute.
  test.setTimeout(240_000);
  const bakery = FIXTURE_SITES.find((site) => site.slug === 'bakery');
  if (!bakery) throw new Error('bakery fixture');
  await page.goto('/signin');
  await signUp(page, { firstName: 'Ana', returnTo: '/onboarding' });
  await fillBusinessForm(page, { ...bakery.form, websiteUrl: fixtureSites.urlOf('bakery'), monthlyBudget: String(bakery.form.monthlyBudget), industry: bakery.form.industry ?? '', targetAudience: bakery.form.targetAudience ?? '' });
  await page.getByTestId('button-see-preview').click();
  await expectStep(page, 2);

  const assets = page.getByTestId('card-preview-assets-0');
  await expect(assets).toBeVisible();
  await expect(assets.getByTestId('card-asset-sitelink')).toHaveCount(2);
  await expect(assets.getByTestId('text-asset-call')).toContainText('(503) 555-0142');
  await expect(assets.getByTestId('text-asset-location')).toBeVisible();
  await expect(assets.getByTestId('badge-asset-callout').first()).toBeVisible();
  await expect(assets.getByTestId('text-asset-snippet')).toContainText('Services:');

  // A sitelink's description rests on a sentence of the page it opens.
  const menuLink = assets.getByTestId('card-asset-sitelink').filter({ hasText: 'bakery/menu.html' });
  await menuLink.getByTestId('text-asset-sitelink-description').first().click();
  await expect(page.getByTestId('popover-line-source')).toContainText('From your website');
  await expect(page.getByTestId('popover-line-source')).toContainText('/bakery/menu.html');
  await page.keyboard.press('Escape');
  await assets.getByTestId('text-asset-callout').first().click();
  await expect(page.getByTestId('popover-line-source')).toContainText('From your website');
  await page.keyboard.press('Escape');

  await shootThemes(page, SHOTS_DIR, 'preview-assets', async () => {
    await expect(page.getByTestId('card-preview-assets-0')).toBeVisible();
  });
  await shootCard(page, 'preview-assets-card', async () => page.getByTestId('card-preview-assets-0'));
  await page.setViewportSize({ width: 1280, height: 800 });

  // Launched in demo mode, each campaign keeps its assets: the Ad Testing tab shows them, read-only.
  await page.getByTestId('button-next').click();
  await page.getByTestId('button-continue-demo').click();
  await expectStep(page, 4);
  await page.getByTestId('button-complete-setup').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  let hierarchy: HierarchyResponse = [];
  await expect(async () => {
    hierarchy = (await (await page.request.get('/api/ad-testing/hierarchy')).json()) as HierarchyResponse;
    expect(hierarchy.length).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  const first = hierarchy[0].id;
  const openAdTesting = async () => {
    await page.getByTestId('tab-ad-testing').click();
    return page.getByTestId(`card-campaign-assets-${first}`);
  };
  const card = await openAdTesting();
  await expect(card.getByTestId('card-asset-sitelink')).toHaveCount(2);
  await expect(card.getByTestId('text-asset-call')).toContainText('(503) 555-0142');
  await card.getByTestId('text-asset-callout').first().click();
  await expect(page.getByTestId('popover-line-source')).toContainText('From your website');
  await page.keyboard.press('Escape');
  await shootCard(page, 'ad-testing-assets-card', openAdTesting);
  await shootThemes(page, SHOTS_DIR, 'ad-testing-assets', async () => {
    await expect(await openAdTesting()).toBeVisible();
  });

  // A campaign added from the dashboard carries the same site's assets, shown in its preview before it is created.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('button-create-campaign').click();
  await page.getByTestId('input-campaign-name').fill('Holiday Cakes');
  await page.getByTestId('input-campaign-budget').fill('100');
  await page.getByTestId('button-generate-preview').click();
  const previewed = page.getByTestId('card-preview-assets');
  await expect(previewed.getByTestId('card-asset-sitelink')).toHaveCount(2);
  await expect(previewed.getByTestId('text-asset-call')).toContainText('(503) 555-0142');
  // The open dialog at both widths (the card's themes are shot above).
  await page.getByTestId('card-create-campaign-dialog').screenshot({ path: join(SHOTS_DIR, 'create-campaign-preview-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('card-create-campaign-dialog').screenshot({ path: join(SHOTS_DIR, 'create-campaign-preview-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('button-confirm-create').click();
  await expect(page.getByTestId('toast')).toContainText('Campaign Created');
  await expect(async () => {
    hierarchy = (await (await page.request.get('/api/ad-testing/hierarchy')).json()) as HierarchyResponse;
    expect(hierarchy.some((campaign) => campaign.name === 'Holiday Cakes')).toBe(true);
  }).toPass({ timeout: 10_000 });
  const added = hierarchy.find((campaign) => campaign.name === 'Holiday Cakes')?.id;
  await page.getByTestId('tab-ad-testing').click();
  await page.getByTestId(`card-hierarchy-campaign-${added}`).locator('summary').click();
  await expect(page.getByTestId(`card-campaign-assets-${added}`).getByTestId('card-asset-sitelink')).toHaveCount(2);
});
