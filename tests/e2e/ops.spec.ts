import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SeededBusiness } from '../../engine/seed/seed-demo-business';
import { expect, SCREENSHOT_DIR, test as productTest, uniqueEmail, SAME_ORIGIN } from './support/product';
import { seedIntoProduct } from './support/seed-product';

const SEED_DAYS = 16;
const ADMIN_EMAIL = 'ops-admin@adpilot.example';
const PASSWORD = 'correct horse battery';

/**
 * A demo business simulated through the real engine (commands and jobs) on a virtual clock, in the
 * product's own database: 16 days, so the first campaign went through two round ends and two
 * approvals, and its journal has something to replay.
 */
const test = productTest.extend<Record<never, never>, { seeded: SeededBusiness }>({
  seeded: [
    async ({ product }, use, workerInfo) => {
      await use(
        await seedIntoProduct(product, { days: SEED_DAYS, email: `ops-owner-${process.pid}-${workerInfo.workerIndex}@adpilot.example` }),
      );
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

test.use({ productEnv: { ADMIN_EMAILS: ADMIN_EMAIL } });

async function signUpAs(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/signup', { headers: SAME_ORIGIN, data: { email, password: PASSWORD, firstName: 'Olu' } });
  // A taken address answers as sign-in does: its own password signs its owner in (200).
  expect([200, 201]).toContain(response.status());
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const root = page.locator('html');
  if (!(await root.getAttribute('class'))?.includes(theme)) await page.getByTestId('button-theme-toggle').first().click();
  await expect(root).toHaveClass(new RegExp(theme));
}

test.describe('ops console', () => {
  test('an administrator replays a simulated tournament step by step on its statechart', async ({ page, seeded }) => {
    await signUpAs(page, ADMIN_EMAIL);
    await page.goto('/ops');
    await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible();
    const [campaignId] = seeded.campaignIds;
    await page.getByTestId(`button-tournament-${campaignId}`).click();
    const detail = page.getByTestId(`detail-${campaignId}`);
    await expect(detail).toBeVisible();

    // Round 1's end crowns a champion and waits for the owner's approval; round 2 then takes its
    // daily looks (each into and out of evaluating), which leave it open or decide it.
    const journal = await (await page.request.get(`/api/ops/tournaments/${campaignId}/journal`)).json();
    const entries: { eventType: string; stateBefore: string; stateAfter: string }[] = journal.entries;
    const steps = entries.map((entry) => `${entry.stateBefore}>${entry.stateAfter}`);
    expect(steps.slice(0, 4)).toEqual(['testing>evaluating', 'evaluating>awaitingApproval', 'awaitingApproval>testing', 'testing>evaluating']);
    const machineSteps = ['testing>evaluating', 'evaluating>testing', 'evaluating>awaitingApproval', 'awaitingApproval>testing'];
    expect(steps.filter((step) => !machineSteps.includes(step))).toEqual([]);
    expect(steps.at(-1)).toMatch(/>testing$/);
    const roundNow = 1 + steps.filter((step) => step === 'awaitingApproval>testing').length;
    const chart = page.getByTestId('statechart');
    const stepText = page.getByTestId('text-replay-step');
    await expect(stepText).toHaveText(`Step ${entries.length} of ${entries.length} (now)`);
    await expect(chart).toHaveAttribute('data-active-state', 'testing');
    await expect(detail.getByTestId('context-round')).toContainText(String(roundNow));

    // Home: before the first transition, the actor's launch state and context.
    const thumb = page.getByTestId('slider-replay').getByRole('slider');
    await thumb.focus();
    await page.keyboard.press('Home');
    await expect(stepText).toHaveText(`Step 0 of ${entries.length}`);
    await expect(chart.getByTestId('state-testing')).toHaveAttribute('data-active', 'true');
    await expect(detail.getByTestId('context-round')).toContainText('1');
    await expect(chart.locator('[data-testid^="transition-"][data-active="true"]')).toHaveCount(0);

    // Each step moves the highlight along the transition the journal recorded.
    const expected = ['evaluating', 'awaitingApproval', 'testing'];
    for (const [index, state] of expected.entries()) {
      await page.keyboard.press('ArrowRight');
      await expect(stepText).toHaveText(`Step ${index + 1} of ${entries.length}`);
      await expect(chart).toHaveAttribute('data-active-state', state);
      await expect(chart.getByTestId(`state-${state}`)).toHaveAttribute('data-active', 'true');
      await expect(chart.locator('[data-testid^="transition-"][data-active="true"]')).toHaveCount(1);
      await expect(page.getByTestId(`row-journal-${index + 1}`)).toHaveAttribute('data-current', 'true');
    }
    // Step 2 came from the round-check job, step 3 from the owner's approval: the journal says who.
    await expect(page.getByTestId('row-journal-2')).toContainText('round-check');
    await expect(page.getByTestId('row-journal-3')).toContainText(seeded.email);
    await expect(page.getByTestId('context-round')).toHaveAttribute('data-changed', 'true');
    await expect(detail.getByTestId('context-round')).toContainText('2');

    // A row click jumps there: the round-1 evaluation's result is in the context.
    await page.getByTestId('row-journal-2').click();
    await expect(stepText).toHaveText(`Step 2 of ${entries.length}`);
    await expect(chart).toHaveAttribute('data-active-state', 'awaitingApproval');
    await expect(detail.getByTestId('context-lastOutcome')).toHaveAttribute('data-changed', 'true');

    // A tall viewport instead of fullPage: the sticky top bar would be painted mid-page.
    await page.setViewportSize({ width: 1280, height: 1500 });
    await setTheme(page, 'light');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'ops-replay-light-desktop.png') });
    await setTheme(page, 'dark');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'ops-replay-dark-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the chart scrolls inside its card; the page itself never scrolls sideways.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('statechart').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'ops-replay-dark-phone.png') });
    await setTheme(page, 'light');
    await page.getByTestId('slider-replay').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'ops-replay-light-phone.png') });
  });

  test('an administrator sees the job queue, runs a job now and retries a failed one', async ({ page, product, seeded }) => {
    expect(seeded.campaignIds.length).toBeGreaterThan(0);
    // A job that fails for real: a payload the job's zod schema refuses.
    await product.engine.context.enqueue({ name: 'sync-metrics', data: { businessIds: ['not-a-uuid'] } });
    await signUpAs(page, ADMIN_EMAIL);
    await page.goto('/ops');
    await page.getByTestId('tab-jobs').click();
    const failed = page.locator('[data-testid^="row-job-"][data-status="failed"]').first();
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed.getByTestId('text-fail-reason')).toContainText(/uuid/i);
    await expect(failed).toContainText('1 failure');
    await expect(page.getByTestId('count-failed')).toContainText('failed 1');
    const roundCheck = page.locator('[data-testid^="row-job-"][data-job-name="round-check"]');
    await expect(roundCheck).toContainText('every 1 hour');

    await setTheme(page, 'light');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'ops-jobs-light-desktop.png') });
    await setTheme(page, 'dark');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'ops-jobs-dark-desktop.png') });
    await setTheme(page, 'light');

    // Retry: the failed run goes again now instead of after its back-off, and fails again.
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('toast')).toContainText('will be retried at the next worker poll');
    await expect(page.locator('[data-testid^="row-job-"][data-status="failed"]').first()).toContainText('2 failures', { timeout: 20_000 });

    // Run now on a recurring job: its next run moves to now, then it runs and is scheduled again.
    await roundCheck.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByTestId('toast')).toContainText('round-check will run at the next worker poll');
    await expect(roundCheck).toHaveAttribute('data-status', 'scheduled', { timeout: 20_000 });
    await expect(roundCheck).toContainText(/ago/);
  });

  test('a signed-in owner who is not an administrator gets 403 on every ops call, and the page says so', async ({ page, seeded }) => {
    const campaignId = seeded.campaignIds[0];
    await signUpAs(page, uniqueEmail('not-admin'));
    const jobs = await (await page.request.get('/api/ops/jobs')).json().catch(() => null);
    expect(jobs).toMatchObject({ code: 'forbidden' });
    const calls = [
      page.request.get('/api/ops/tournaments'),
      page.request.get(`/api/ops/tournaments/${campaignId}/journal`),
      page.request.get('/api/ops/jobs'),
      page.request.post('/api/ops/jobs/00000000-0000-4000-8000-000000000000/run-now', { headers: SAME_ORIGIN, data: {} }),
      page.request.post('/api/ops/jobs/00000000-0000-4000-8000-000000000000/retry', { headers: SAME_ORIGIN, data: {} }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status(), response.url()).toBe(403);
    await page.goto('/ops');
    await expect(page.getByTestId('text-ops-forbidden')).toHaveText('Only administrators can use the ops console.');
    await expect(page.getByTestId('statechart')).toHaveCount(0);

    // Signed out: 401 on every call.
    await page.request.post('/api/logout', { headers: SAME_ORIGIN, data: {} }).catch(() => null);
    await page.context().clearCookies();
    for (const path of ['/api/ops/tournaments', `/api/ops/tournaments/${campaignId}/journal`, '/api/ops/jobs']) {
      expect((await page.request.get(path)).status(), path).toBe(401);
    }
  });
});
