import { join } from 'node:path';
import { expect, SAME_ORIGIN, SCREENSHOT_DIR, signUp, test } from './support/product';

// Three free failures instead of the browser tests' lenient hundred: this file is about the waits.
test.use({ productEnv: { SIGN_IN_FREE_FAILURES: '3' } });

test("after failed passwords a new browser is told when to try again; the owner's own browser signs in at once", async ({ page, browser }) => {
  // The owner signs up in their browser (which is then trusted for this account), and signs out.
  const { email, password } = await signUp(page, { returnTo: '/' });
  await page.getByTestId('button-logout').click();
  await expect(page).toHaveURL(/\/$/);

  // Someone else guesses from another browser until the account waits 16 s or more (1, 2, 4, 8 s first):
  // long enough that the form below meets the wait on a busy machine.
  const stranger = await browser.newPage();
  let retryAfter = 0;
  for (let attempt = 0; attempt < 20 && retryAfter < 16; attempt++) {
    const response = await stranger.request.post('/api/auth/signin', { headers: SAME_ORIGIN, data: { email, password: `guess number ${attempt}` } });
    if (response.status() === 429) {
      retryAfter = Number(response.headers()['retry-after']);
      if (retryAfter < 16) await stranger.waitForTimeout(retryAfter * 1_000);
    } else {
      expect(response.status()).toBe(401);
    }
  }
  expect(retryAfter).toBeGreaterThanOrEqual(16);

  // Even the right password, from a browser that never signed in to the account, waits and is told for how long.
  await stranger.goto('/signin');
  await stranger.getByTestId('input-email').fill(email);
  await stranger.getByTestId('input-password').fill(password);
  await stranger.getByTestId('button-sign-in').click();
  await expect(stranger.getByTestId('callout-auth-error')).toContainText(/Too many failed sign-in attempts for this account\. Try again in \d+ seconds\./);
  await stranger.screenshot({ path: join(SCREENSHOT_DIR, 'signin-throttled-light-desktop.png') });
  await stranger.close();

  // The owner's browser is not held up by the stranger's failures.
  await page.goto('/signin');
  await page.getByTestId('input-email').fill(email);
  await page.getByTestId('input-password').fill(password);
  await page.getByTestId('button-sign-in').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
});
