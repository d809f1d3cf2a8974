import { buildBusiness, buildGoogleAdsConnection } from '../../schema/fixtures';
import { DISCONNECT_CONFIRM_PROMPT } from '../../schema/messages';
import { expect, ownerTest as test } from './dashboard-support';

/** Settings on a server without Google Ads credentials, plus the connected state as the API would serve it. */

test('not configured: unavailable notice, demo mode, back to the dashboard', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Google Ads Integration' })).toBeVisible();
  await expect(page.getByTestId('text-connection-status')).toHaveText('Not Connected');
  await expect(page.getByTestId('text-integration-unavailable')).toContainText('Google Ads Integration Currently Unavailable');
  await expect(page.getByTestId('text-integration-unavailable')).toContainText('demo mode');
  await expect(page.getByTestId('button-connect-google-ads')).toHaveCount(0);
  await expect(page.getByTestId('text-current-mode')).toHaveText('Demo Mode (simulated data)');
  await page.getByTestId('button-back-to-dashboard').click();
  await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
});

test('configured but not connected: benefits, prerequisites and Connect', async ({ page }) => {
  await page.route('**/api/google-ads/config-status', (route) => route.fulfill({ json: { configured: true } }));
  await page.goto('/settings');
  await expect(page.getByTestId('text-connection-status')).toHaveText('Not Connected');
  await expect(page.getByTestId('text-connect-benefits')).toContainText('real ads');
  await expect(page.getByTestId('text-connect-prerequisites')).toContainText('active billing');
  await expect(page.getByTestId('button-connect-google-ads')).toHaveAttribute('href', '/api/google-ads/auth/start?returnTo=settings');
});

test('connected: account details, the exact confirm prompt, disconnect and its failure', async ({ page }) => {
  let connected = true;
  // A connected account's business runs live (a demo business keeps Demo Mode until it goes live: go-live.spec.ts).
  await page.route('**/api/businesses/me', (route) => route.fulfill({ json: buildBusiness({ demoMode: false }) }));
  await page.route('**/api/google-ads/config-status', (route) => route.fulfill({ json: { configured: true } }));
  await page.route('**/api/google-ads/connection', (route) =>
    route.fulfill({
      json: connected
        ? buildGoogleAdsConnection({ customerId: '123-456-7890', loginCustomerId: '999-000-1111' })
        : buildGoogleAdsConnection({ status: 'not_connected', customerId: null, connectedAt: null, lastSyncAt: null }),
    }),
  );
  let failNext = true;
  const choices: unknown[] = [];
  await page.route('**/api/google-ads/disconnect', (route) => {
    choices.push(route.request().postDataJSON());
    if (failNext) {
      failNext = false;
      return route.fulfill({ status: 502, json: { code: 'upstream_failed', message: 'Google did not answer' } });
    }
    connected = false;
    return route.fulfill({ json: { message: 'Your Google Ads account has been disconnected.', connection: buildGoogleAdsConnection({ status: 'not_connected' }) } });
  });

  await page.goto('/settings');
  await expect(page.getByTestId('text-connection-status')).toHaveText('Connected');
  await expect(page.getByTestId('text-customer-id')).toHaveText('123-456-7890');
  await expect(page.getByTestId('text-manager-id')).toHaveText('999-000-1111');
  await expect(page.getByTestId('text-connected-at')).not.toHaveText('—');
  await expect(page.getByTestId('text-last-sync')).not.toHaveText('Not yet');
  await expect(page.getByTestId('card-google-ads')).toContainText('simulated data');
  await expect(page.getByTestId('text-current-mode')).toHaveText('Live Mode (real API)');

  // The dialog: SPEC's prompt, then the campaigns' fate, pausing them by default.
  await page.getByTestId('button-disconnect-google-ads').click();
  await expect(page.getByTestId('text-disconnect-prompt')).toHaveText(DISCONNECT_CONFIRM_PROMPT);
  await expect(page.getByTestId('input-disconnect-pause')).toBeChecked();
  await page.getByTestId('button-confirm-disconnect').click();
  await expect(page.getByTestId('toast')).toContainText('Error');
  await expect(page.getByTestId('toast')).toContainText('Failed to disconnect Google Ads account.');
  await expect(page.getByTestId('text-connection-status')).toHaveText('Connected');

  await page.getByTestId('button-disconnect-google-ads').click();
  await page.getByTestId('input-disconnect-leave').click();
  await page.getByTestId('button-confirm-disconnect').click();
  await expect(page.getByTestId('toast')).toContainText('Disconnected');
  await expect(page.getByTestId('toast')).toContainText('Your Google Ads account has been disconnected.');
  await expect(page.getByTestId('text-connection-status')).toHaveText('Not Connected');
  // The business launched in Google Ads stays a live one (its figures are real, none simulated): the mode follows the business.
  await expect(page.getByTestId('text-current-mode')).toHaveText('Live Mode (real API)');
  expect(choices).toEqual([{ campaigns: 'pause' }, { campaigns: 'leave' }]);
});

test('the real API answers: not configured and not connected', async ({ page }) => {
  expect(await (await page.request.get('/api/google-ads/config-status')).json()).toEqual({ configured: false });
  const connection = await (await page.request.get('/api/google-ads/connection')).json();
  expect(connection.status).toBe('not_connected');
});
