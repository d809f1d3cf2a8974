import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_STORAGE_KEY } from '../../schema/constants';
import type { Business } from '../../schema/entities';
import { VALIDATION_MESSAGES, YOUR_DATA_TEXTS } from '../../schema/messages';
import { expect, SAME_ORIGIN, signUpViaApi, test } from './support/product';
import { SHOT_THEMES } from './support/theme-shots';

/** Settings → Budget and Your data (issue 21): the monthly budget changed, the data downloaded, the account deleted. */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/settings';

test('the owner changes the monthly budget in Settings; bad input is refused and changes nothing', async ({ page }) => {
  await signUpViaApi(page);
  const created = await page.request.post('/api/businesses', {
    headers: SAME_ORIGIN,
    data: { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 1200, paymentConfirmed: true },
  });
  expect(created.status()).toBe(201);
  await page.goto('/settings');
  const card = page.getByTestId('card-budget');
  await expect(card).toContainText('Monthly Budget');
  await expect(page.getByTestId('input-settings-monthly-budget')).toHaveValue('1200');

  await page.getByTestId('input-settings-monthly-budget').fill('5');
  await page.getByTestId('button-save-budget').click();
  await expect(page.getByTestId('text-budget-error')).toHaveText(VALIDATION_MESSAGES.budgetMinimum);
  expect(((await (await page.request.get('/api/businesses/me')).json()) as Business).monthlyBudget).toBe(1200);

  await page.getByTestId('input-settings-monthly-budget').fill('6000');
  await expect(page.getByTestId('text-budget-tier')).toHaveText('Growth tier: 12% service fee on ad spend.');
  await page.getByTestId('button-save-budget').click();
  await expect(page.getByTestId('toast')).toContainText('Your monthly budget is now $6,000.00');
  const business = (await (await page.request.get('/api/businesses/me')).json()) as Business;
  expect(business).toMatchObject({ monthlyBudget: 6000, currentPricingTier: 'Growth', serviceFeePercentage: 12 });

  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [width, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    for (const theme of SHOT_THEMES) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [THEME_STORAGE_KEY, theme] as const);
      await page.reload();
      await expect(page.getByTestId('input-settings-monthly-budget')).toHaveValue('6000');
      await page.screenshot({ path: join(SHOTS_DIR, `settings-budget-${theme}-${width}.png`), fullPage: true });
    }
  }

  await page.goto('/dashboard');
  await expect(page.getByTestId('text-budget-monthly')).toContainText('/ $6,000.00');
  await expect(page.getByTestId('text-service-fee')).toHaveText('Service Fee: 12% (Growth)');
});

test('the owner downloads their data, then deletes the account with the typed e-mail', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.request.post('/api/businesses', { headers: SAME_ORIGIN, data: { businessName: 'Leaving Bikes', websiteUrl: 'https://leaving.example', monthlyBudget: 600, paymentConfirmed: true } });
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByTestId('button-export-data').click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { user: { email: string }; business: { business_name: string } };
  expect(exported.user.email).toBe(email);
  expect(exported.business.business_name).toBe('Leaving Bikes');

  await page.getByTestId('button-delete-account').click();
  await expect(page.getByTestId('dialog-delete-account')).toContainText(YOUR_DATA_TEXTS.confirmBody);
  await expect(page.getByTestId('button-confirm-delete')).toBeDisabled();
  await page.getByTestId('input-confirm-delete').fill(email);
  await page.screenshot({ path: join(SHOTS_DIR, 'settings-delete-account-light-desktop.png') });
  await page.getByTestId('button-confirm-delete').click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/signin', { headers: SAME_ORIGIN, data: { email, password: 'correct horse battery' } });
  expect(signIn.status()).toBe(401);
});
