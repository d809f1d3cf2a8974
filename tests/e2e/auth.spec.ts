import { join } from 'node:path';
import { expect, SCREENSHOT_DIR, signUp, test, uniqueEmail, SAME_ORIGIN } from './support/product';

test.describe('sign-in, theme and the 404 page', () => {
  test('an owner signs up, signs out, signs back in, and keeps the chosen theme', async ({ page }) => {
    const { email, password } = await signUp(page, { firstName: 'Rosa', returnTo: '/' });
    // Back where the owner was going ('/'); with no business yet the app may move on to onboarding.
    await expect(page).toHaveURL(/\/(onboarding)?$/);
    const user = await page.request.get('/api/auth/user');
    expect(await user.json()).toMatchObject({ email, firstName: 'Rosa' });

    await page.getByTestId('button-logout').click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'Zero-Touch Google Ads Automation' })).toBeVisible();

    // Theme: light by default, the toggle flips it, a reload keeps it.
    const root = page.locator('html');
    await expect(root).toHaveClass(/light/);
    await page.getByTestId('button-theme-toggle').first().click();
    await expect(root).toHaveClass(/dark/);
    await page.reload();
    await expect(root).toHaveClass(/dark/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'landing-dark-desktop.png') });
    await page.getByTestId('button-theme-toggle').first().click();
    await expect(root).toHaveClass(/light/);

    await page.goto('/api/login?returnTo=%2Fsettings');
    await expect(page).toHaveURL(/\/signin\?returnTo=%2Fsettings/);
    await page.getByTestId('input-email').fill(email);
    await page.getByTestId('input-password').fill(password);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'signin-light-desktop.png') });
    await page.getByTestId('button-sign-in').click();
    // After sign-in the owner lands where they were going (settings), or onboarding without a business.
    await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });

  test('bad input gets clear messages, and a wrong password reads like an unknown e-mail', async ({ page }) => {
    await page.goto('/signin');
    await page.getByTestId('tab-sign-up').click();
    await page.getByTestId('input-email').fill('not-an-email');
    await page.getByTestId('input-password').fill('short');
    await page.getByTestId('button-sign-up').click();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'signup-errors-light-desktop.png') });

    // The server says the same when the browser's checks are bypassed.
    const bad = await page.request.post('/api/auth/signup', { headers: SAME_ORIGIN, data: { email: 'nope', password: 'short' } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'validation_failed',
      fields: { email: 'Enter a valid e-mail address', password: 'Password must be at least 8 characters' },
    });

    const email = uniqueEmail();
    const created = await page.request.post('/api/auth/signup', { headers: SAME_ORIGIN, data: { email, password: 'correct horse battery' } });
    expect(created.status()).toBe(201);
    await page.request.post('/api/logout', { headers: SAME_ORIGIN, data: {} });

    const wrongPassword = await page.request.post('/api/auth/signin', { headers: SAME_ORIGIN, data: { email, password: 'wrong password!' } });
    const unknownEmail = await page.request.post('/api/auth/signin', {
      headers: SAME_ORIGIN,
      data: { email: uniqueEmail('nobody'), password: 'wrong password!' },
    });
    expect(wrongPassword.status()).toBe(401);
    expect(unknownEmail.status()).toBe(401);
    const [a, b] = [await wrongPassword.json(), await unknownEmail.json()];
    expect(a.message).toBe('Incorrect e-mail or password');
    expect(b.message).toBe(a.message);

    await page.goto('/signin');
    await page.getByTestId('input-email').fill(email);
    await page.getByTestId('input-password').fill('wrong password!');
    await page.getByTestId('button-sign-in').click();
    await expect(page.getByTestId('callout-auth-error')).toContainText('Incorrect e-mail or password');
  });

  test('a state-changing request from another origin is refused and changes nothing', async ({ page, product }) => {
    const email = uniqueEmail('csrf');
    const response = await page.request.post('/api/auth/signup', {
      data: { email, password: 'correct horse battery' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).code).toBe('origin_refused');
    const rows = await product.orm.em.fork().getConnection().execute('select count(*)::int as n from users where email = ?', [email]);
    expect(rows[0].n).toBe(0);
  });

  test('an unknown path shows the 404 page; signed-out owners are sent to sign in from the dashboard', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'not-found-light-desktop.png') });

    // The toast lives 500 ms before a full-page redirect (SPEC), shorter than expect's polling
    // steps on a loaded machine: every toast text the page shows is recorded as it appears, in
    // sessionStorage, which the redirect keeps.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const seen: string[] = JSON.parse(sessionStorage.getItem('seen-toasts') ?? '[]');
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
          const text = toast.textContent ?? '';
          if (text && !seen.includes(text)) seen.push(text);
        }
        sessionStorage.setItem('seen-toasts', JSON.stringify(seen));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/dashboard');
    await page.waitForURL(/\/signin\?returnTo=%2Fdashboard/);
    const seen: string[] = await page.evaluate(() => JSON.parse(sessionStorage.getItem('seen-toasts') ?? '[]'));
    expect(seen.some((text) => text.includes('You are logged out. Logging in again...'))).toBe(true);
  });

  test('phone width: landing and sign-in fit the screen, light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Zero-Touch Google Ads Automation' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'landing-light-phone.png') });
    await page.goto('/signin');
    await page.getByTestId('button-theme-toggle').first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'signin-dark-phone.png') });
  });
});
