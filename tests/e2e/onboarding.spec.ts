import { expect, signUp, test } from './support/product';
import { expectStep, expectToast, fillBusinessForm, HARBOR_BIKES } from './onboarding-support';

test.describe('onboarding: a new owner, demo mode end to end', () => {
  test('landing, sign up, the four steps in demo mode, then the dashboard with launched campaigns', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Zero-Touch Google Ads Automation' })).toBeVisible();
    await page.getByTestId('button-get-started').click();
    await expect(page).toHaveURL(/\/signin/);
    // The built-in sign-in page; an owner with no business is sent on to onboarding.
    await signUp(page, { firstName: 'Mara', returnTo: '/' });
    await expect(page).toHaveURL(/\/onboarding$/);

    await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
    await expectStep(page, 1);
    await expect(page.getByTestId('text-step-caption')).toHaveText('Tell us about your business and budget');
    await expect(page.getByTestId('progress-onboarding')).toBeVisible();
    const budget = page.getByTestId('input-monthly-budget');
    await expect(budget).toHaveAttribute('placeholder', '1000');
    await expect(budget).toHaveAttribute('step', '10');
    await expect(budget).toHaveAttribute('min', '20');

    await fillBusinessForm(page, HARBOR_BIKES);
    await page.getByTestId('button-see-preview').click();

    await expectStep(page, 2);
    await expect(page.getByTestId('text-step-caption')).toHaveText('See what our AI will build for you');
    await expect(page.getByRole('heading', { name: 'Campaign Strategy' })).toBeVisible();
    await expect(page.getByTestId('text-preview-strategy')).not.toBeEmpty();
    await expect(page.getByTestId('text-preview-website')).toHaveText(HARBOR_BIKES.websiteUrl);
    await expect(page.getByTestId('card-preview-campaign-0')).toBeVisible();
    await expect(page.getByTestId('card-preview-ad').first()).toBeVisible();
    await page.getByTestId('button-next').click();

    await expectStep(page, 3);
    await expect(page.getByTestId('text-step-caption')).toHaveText('Link your Google advertising account');
    // No Google Ads credentials on this server: the demo panel with its benefits.
    await expect(page.getByRole('heading', { name: 'Continue in Demo Mode' })).toBeVisible();
    await expect(page.getByTestId('list-demo-benefits').getByRole('listitem')).toHaveCount(4);
    await page.getByTestId('button-continue-demo').click();

    await expectStep(page, 4);
    await expect(page.getByTestId('text-step-caption')).toHaveText('Activate your automated campaigns');
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await expect(page.getByTestId('text-fee-note')).toHaveText(
      "You'll only be charged 15% of your monthly ad spend. Google charges you directly for ads.",
    );
    await expect(page.getByTestId('panel-demo-billing')).toContainText('Demo billing: no card needed.');
    await expect(page.getByTestId('callout-test-mode')).toHaveCount(0);
    await page.getByTestId('button-complete-setup').click();

    await expectToast(page, 'Success', 'Your campaigns are being created. Redirecting to dashboard...');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The session keys are gone, so onboarding would start over, and the business exists.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('adpilot-onboarding')))).toEqual([]);
    const business = await page.request.get('/api/businesses/me');
    expect(await business.json()).toMatchObject({ businessName: HARBOR_BIKES.businessName, monthlyBudget: 1200 });
    // The launch workflow creates the campaigns in the background.
    await expect
      .poll(async () => ((await (await page.request.get('/api/campaigns')).json()) as unknown[]).length, { timeout: 30_000 })
      .toBeGreaterThan(0);

    // An owner who has a business is sent from onboarding to the dashboard.
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
