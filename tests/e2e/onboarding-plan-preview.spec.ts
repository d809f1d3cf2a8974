import { expectStep, fillBusinessForm, HARBOR_BIKES } from './onboarding-support';
import { expect, signUp, test } from './support/product';

/**
 * Issue 16: onboarding's plan preview shows where each line of copy comes from (hover or tap) and
 * the plan's locations and languages, which the owner edits before launch; the business keeps them.
 */
test('the owner sees each line’s source, edits locations and languages, and the business keeps them', async ({ page }) => {
  await page.goto('/signin');
  await signUp(page, { firstName: 'Lena', returnTo: '/onboarding' });
  await expect(page).toHaveURL(/\/onboarding$/);
  await fillBusinessForm(page, HARBOR_BIKES);
  await page.getByTestId('button-see-preview').click();
  await expectStep(page, 2);

  // The site cannot be read, so lines rest on the form or are generic calls to action; a tap says which.
  await page.getByTestId('text-preview-headline').first().click();
  await expect(page.getByTestId('popover-line-source')).toContainText(/From your form|A generic call to action|From your website/);
  await page.keyboard.press('Escape');

  const panel = page.getByTestId('panel-preview-targeting');
  await expect(panel.getByTestId('list-preview-locations')).toContainText('Portland, United States');
  await expect(panel.getByTestId('badge-language-en')).toContainText('English');
  await panel.getByTestId('input-add-location').fill('Beaverton');
  await panel.getByTestId('button-add-location').click();
  await expect(panel.getByTestId('list-preview-locations')).toContainText('Beaverton');
  await panel.getByTestId('select-add-language').click();
  await page.getByRole('option', { name: 'Spanish' }).click();
  await expect(panel.getByTestId('badge-language-es')).toBeVisible();

  await page.getByTestId('button-next').click();
  await page.getByTestId('button-continue-demo').click();
  await expectStep(page, 4);
  await page.getByTestId('button-complete-setup').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const business = await (await page.request.get('/api/businesses/me')).json();
  expect(business.targeting.languages).toEqual(['en', 'es']);
  expect(business.targeting.locations.map((location: { label: string }) => location.label)).toEqual(['Portland, United States', 'Beaverton']);
});
