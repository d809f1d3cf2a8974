import type { Page } from '@playwright/test';
import { expect, test, SAME_ORIGIN } from './support/product';
import { shootThemes } from './support/theme-shots';

/** E-mail (issue 21): the development mail viewer and Settings → E-mail, at desktop and phone widths, light and dark. */
const SHOTS_DIR = process.env.MAIL_SHOTS_DIR ?? '/tmp/shots/mail';
const ADMIN_EMAIL = 'mail-admin@adpilot.example';
const PASSWORD = 'correct horse battery';

test.use({ productEnv: { ADMIN_EMAILS: ADMIN_EMAIL } });

async function signUpAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/signup', { headers: SAME_ORIGIN, data: { email: ADMIN_EMAIL, password: PASSWORD, firstName: 'Olu' } });
  // A taken address answers as sign-in does: its own password signs its owner in (200).
  expect([200, 201]).toContain(response.status());
}

test('the owner sets the weekly report day and turns mail off in one click in Settings → E-mail', async ({ page }) => {
  await signUpAdmin(page);
  const created = await page.request.post('/api/businesses', { headers: SAME_ORIGIN, data: { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: 1200, paymentConfirmed: true } });
  expect([201, 409]).toContain(created.status());
  await page.request.post('/api/mail/preferences', { headers: SAME_ORIGIN, data: { weeklyReportDay: 1, alerts: true } });
  await page.goto('/settings');
  const card = page.getByTestId('card-email');
  await expect(card).toContainText('Weekly report');
  await expect(page.getByTestId('select-weekly-day')).toHaveText('Every Monday');

  await page.getByTestId('select-weekly-day').click();
  await page.getByRole('option', { name: 'Every Friday' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('E-mail settings saved');
  expect(await (await page.request.get('/api/mail/preferences')).json()).toEqual({ weeklyReportDay: 5, alerts: true });

  await page.getByTestId('switch-alerts').click();
  await expect.poll(async () => (await (await page.request.get('/api/mail/preferences')).json()).alerts).toBe(false);
  await page.getByTestId('switch-weekly-report').click();
  await expect(page.getByTestId('select-weekly-day')).toHaveCount(0);
  await expect.poll(async () => (await (await page.request.get('/api/mail/preferences')).json()).weeklyReportDay).toBeNull();

  await page.getByTestId('switch-weekly-report').click();
  await expect(page.getByTestId('select-weekly-day')).toHaveText('Every Monday');
  await shootThemes(page, SHOTS_DIR, 'settings-email', async () => {
    await expect(page.getByTestId('select-weekly-day')).toHaveText('Every Monday');
  });
});

test('an administrator sees the welcome mail exactly as it would be sent; others are refused', async ({ page, browser, baseURL }) => {
  await signUpAdmin(page);
  await page.goto('/mail');
  await expect(page.getByRole('heading', { name: 'Mail', exact: true })).toBeVisible();
  await expect(page.getByTestId('text-mail-mode')).toContainText('No SMTP_URL is set');
  const welcome = page.getByTestId('mail-list').getByRole('button', { name: new RegExp(`Welcome to AdPilot.*${ADMIN_EMAIL}`) });
  await welcome.first().click();
  const detail = page.getByTestId('mail-detail');
  await expect(detail).toContainText(`To ${ADMIN_EMAIL}`);
  const frame = page.frameLocator('[data-testid="mail-html"]');
  await expect(frame.getByText('Welcome, Olu!')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Set up your business' })).toHaveAttribute('href', `${baseURL?.replace('127.0.0.1', 'localhost')}/onboarding`);
  await shootThemes(page, SHOTS_DIR, 'mail-viewer', async () => {
    await expect(page.frameLocator('[data-testid="mail-html"]').getByText(/Welcome/).first()).toBeVisible();
  });

  const other = await browser.newPage();
  const response = await other.request.post('/api/auth/signup', { headers: SAME_ORIGIN, data: { email: `not-admin-${Date.now()}@adpilot.example`, password: PASSWORD } });
  expect(response.status()).toBe(201);
  await other.goto('/mail');
  await expect(other.getByTestId('text-mail-forbidden')).toBeVisible();
  await other.close();
});
