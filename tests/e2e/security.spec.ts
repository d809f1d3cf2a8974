import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { routeFakeStripeJs } from '../support/fake-stripe-js';
import { expectStep, HARBOR_BIKES, ownerTest, SAMPLE_PREVIEW, seedWizard } from './onboarding-support';
import { expect, signUpViaApi } from './support/product';

/**
 * Issue 23: the pages work under the Content-Security-Policy with Stripe configured (the fake
 * Stripe.js stands at js.stripe.com, as the real one would), with no violation reported, and no
 * other site can frame the dashboard.
 */
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
  productEnv: [async ({ fakeStripe }, use) => use({ ...fakeStripe.env }), { scope: 'worker' }],
});

/** Every CSP violation the browser reports on the page's console. */
function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

test('landing, sign-in, onboarding with the Stripe step, and the dashboard work under the CSP with no violation', async ({ page, fakeStripe }) => {
  const violations = recordCspViolations(page);
  await page.context().clearCookies();
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain('https://js.stripe.com');
  await expect(page.getByRole('heading', { name: 'Zero-Touch Google Ads Automation' })).toBeVisible();
  await page.goto('/signin');
  await expect(page.getByTestId('button-sign-in').first()).toBeVisible();

  await signUpViaApi(page, { firstName: 'Csp' });
  await page.goto('/onboarding');
  await expectStep(page, 1);

  await routeFakeStripeJs(page, fakeStripe);
  await seedWizard(page, { step: 4, businessData: HARBOR_BIKES, preview: SAMPLE_PREVIEW });
  await page.goto('/onboarding');
  await expectStep(page, 4);
  await expect(page.getByTestId('fake-stripe-payment-element')).toBeVisible();
  await page.getByTestId('fake-stripe-card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('button-complete-setup').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByTestId('text-business-name')).toHaveText(HARBOR_BIKES.businessName);
  // The dark theme is applied by /theme-boot.js (no inline script) before the first paint.
  await page.getByTestId('button-theme-toggle').first().click();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('text-business-name')).toBeVisible();

  expect(violations).toEqual([]);
});

test('a page on another origin cannot frame the dashboard', async ({ page, product }) => {
  // Another origin on this machine: a real server, since the browser lets only local pages frame
  // local ones (a Playwright-fulfilled page would count as public and be stopped for that instead).
  const other = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>other</title><iframe id="victim" src="${product.url}/dashboard" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const answered = page.waitForResponse((response) => response.url() === `${product.url}/dashboard`);
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    // The server answered the frame's request, with the policy that forbids framing it…
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    // …and the browser put its error page in the frame instead of our app.
    const frameUrl = () => page.frames().find((candidate) => candidate !== page.mainFrame())?.url() ?? '';
    await expect.poll(frameUrl).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#victim').getByTestId('text-business-name')).toHaveCount(0);
  } finally {
    other.close();
  }
});
