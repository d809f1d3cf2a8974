import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_STORAGE_KEY } from '../../schema/constants';
import { type FixtureSiteServer, serveFixtureSites } from '../fixtures/sites/fixture-sites';
import { expectStep, fillBusinessForm } from './onboarding-support';
import { expect, signUp, test as productTest } from './support/product';

/**
 * A plan in a right-to-left script reads right to left: the preview and the dashboard set each line's
 * direction from its own text (an Arabic headline in a left-to-right box puts its full stop and the
 * " | " joins on the wrong side). Screenshots for people to look at go to SHOTS_DIR or /tmp/shots/scripts.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/scripts';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

const test = productTest.extend<Record<never, never>, { sites: FixtureSiteServer }>({
  sites: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const sites = await serveFixtureSites();
      await use(sites);
      await sites.close();
    },
    { scope: 'worker' },
  ],
  productEnv: [async ({ sites }, use) => use({ SITE_FETCH_ALLOW_HOSTS: new URL(sites.origin).host }), { scope: 'worker' }],
});

// Two of the four looks (the onboarding and dashboard screenshot specs cover every theme and width).
for (const [theme, width] of [['light', 'desktop'], ['dark', 'phone']] as const) {
  const viewport = VIEWPORTS[width];
  test(`an Arabic site's plan reads right to left, preview and dashboard, ${theme}, ${width}`, async ({ page, sites }) => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    await page.setViewportSize(viewport);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme]);
    const shot = (name: string) => page.screenshot({ path: join(SHOTS_DIR, `${name}-${theme}-${width}.png`), fullPage: true });
    await page.goto('/signin');
    await signUp(page, { firstName: 'Khalid', returnTo: '/onboarding' });
    await fillBusinessForm(page, { businessName: 'مركز النخبة لصيانة السيارات', websiteUrl: sites.urlOf('garage-riyadh'), monthlyBudget: '900', industry: '', targetAudience: '' });
    await page.getByTestId('button-see-preview').click();
    await expectStep(page, 2);
    const headline = page.getByTestId('text-preview-headline').first();
    await expect(headline).toHaveText(/[\u0600-\u06ff]/);
    await expect(page.getByTestId('panel-preview-targeting').getByTestId('badge-language-ar')).toBeVisible();
    const direction = (locator: typeof headline) => locator.evaluate((element) => getComputedStyle(element.closest('p') ?? element).direction);
    expect(await direction(headline)).toBe('rtl');
    expect(await direction(page.getByTestId('text-preview-description').first())).toBe('rtl');
    await shot('1-preview-ar');

    await page.getByTestId('button-next').click();
    await page.getByTestId('button-continue-demo').click();
    await expectStep(page, 4);
    await page.getByTestId('button-complete-setup').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('text-business-name')).toContainText('مركز النخبة');
    expect(await direction(page.getByTestId('text-business-name'))).toBe('rtl');
    // A campaign named in Arabic reads right to left; one whose name opens in Latin letters ("Brand: …") left to right.
    const names = page.locator('[data-testid^="text-campaign-name-"]');
    // The launch runs on after the redirect and its campaigns arrive live, one by one: a worker's first launch is slow.
    await expect(names).toHaveCount(3, { timeout: 30_000 });
    const directions = await names.evaluateAll((elements) => elements.map((element) => [element.textContent ?? '', getComputedStyle(element).direction]));
    for (const [name, shown] of directions) expect(shown).toBe(/^[\u0600-\u06ff]/.test(name) ? 'rtl' : 'ltr');
    expect(directions.some(([, shown]) => shown === 'rtl')).toBe(true);
    await shot('2-dashboard-ar');
  });
}

test('a Hindi site on a phone: the plan is in Devanagari, and a long address stays in the card with its remove button in reach', async ({ page, sites }) => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/signin');
  await signUp(page, { firstName: 'Ramesh', returnTo: '/onboarding' });
  await fillBusinessForm(page, { businessName: 'श्री बालाजी टेंट हाउस', websiteUrl: sites.urlOf('tenthouse-jaipur'), monthlyBudget: '400', industry: '', targetAudience: '' });
  await page.getByTestId('button-see-preview').click();
  await expectStep(page, 2);
  await expect(page.getByTestId('text-preview-headline').first()).toHaveText(/[\u0900-\u097f]/);
  await expect(page.getByTestId('panel-preview-targeting').getByTestId('badge-language-hi')).toBeVisible();
  // "10 km around प्लॉट 14, न्यू सांगानेर रोड, मानसरोवर, जयपुर, राजस्थान 302020" is wider than a phone.
  await expect(page.getByTestId('badge-location-0')).toHaveAttribute('title', /जयपुर/);
  const remove = await page.getByTestId('button-remove-location-0').boundingBox();
  const card = await page.getByTestId('panel-preview-targeting').boundingBox();
  expect(remove && card && remove.x + remove.width).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
  await page.getByTestId('panel-preview-targeting').screenshot({ path: join(SHOTS_DIR, 'hi-targeting-phone.png') });
});
