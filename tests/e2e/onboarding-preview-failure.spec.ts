import { type FakeOpenAI, startFakeOpenAI } from '../support/fake-openai';
import { expectStep, expectToast, fillBusinessForm, HARBOR_BIKES, ownerTest } from './onboarding-support';
import { expect, SAME_ORIGIN } from './support/product';

/** The product in OpenAI mode against the local fake, whose next answers can be failures. */
const test = ownerTest.extend<Record<never, never>, { fakeOpenAI: FakeOpenAI }>({
  fakeOpenAI: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = await startFakeOpenAI();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  productEnv: [async ({ fakeOpenAI }, use) => use({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fakeOpenAI.baseURL }), { scope: 'worker' }],
});

test.describe('onboarding: the AI preview fails', () => {
  test('the AI keeps failing: the preview toast, still on step 1 with the form kept; a retry then works', async ({ page, fakeOpenAI }) => {
    // As many failures as the strategist tries (once and 2 retries on a 5xx).
    fakeOpenAI.enqueue('server-error', 'server-error', 'server-error');
    await page.goto('/onboarding');
    await fillBusinessForm(page, HARBOR_BIKES);
    await page.getByTestId('button-see-preview').click();
    await expectToast(page, 'Error', 'Failed to generate campaign preview. Please try again.');
    await expectStep(page, 1);
    await expect(page.getByTestId('input-business-name')).toHaveValue(HARBOR_BIKES.businessName);
    await expect(page.getByTestId('button-see-preview')).toHaveText('See What AI Will Build');

    // The fake answers normally again once its queue is empty.
    await page.getByTestId('button-see-preview').click();
    await expectStep(page, 2);
    await expect(page.getByTestId('card-preview-campaign-0')).toBeVisible();
  });

  test('the API answers AI failures with 503 or 502 and a clear message, and limits previews per minute', async ({ page, fakeOpenAI }) => {
    fakeOpenAI.enqueue('rate-limit', 'rate-limit', 'rate-limit');
    const busy = await page.request.post('/api/generate-campaign-preview', { headers: SAME_ORIGIN, data: HARBOR_BIKES });
    expect(busy.status()).toBe(503);
    expect(await busy.json()).toMatchObject({ code: 'unavailable', message: expect.stringContaining('AI service') });

    // Off-schema twice: the one regeneration does not help either.
    fakeOpenAI.enqueue('off-schema', 'off-schema');
    const unusable = await page.request.post('/api/generate-campaign-preview', { headers: SAME_ORIGIN, data: HARBOR_BIKES });
    expect(unusable.status()).toBe(502);
    expect(await unusable.json()).toMatchObject({ code: 'upstream_failed', message: expect.stringContaining('usable plan') });

    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await page.request.post('/api/generate-campaign-preview', { headers: SAME_ORIGIN, data: HARBOR_BIKES })).status());
    expect(statuses).toContain(429);
  });
});
