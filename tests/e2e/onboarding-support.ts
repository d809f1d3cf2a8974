import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { BusinessOnboardingInput, CampaignPreviewResponse } from '../../schema/api/onboarding';
import { ONBOARDING_STORAGE_KEYS } from '../../schema/constants';
import { test as productTest, expect, signUpViaApi } from './support/product';

/**
 * Tests that never finish onboarding share one signed-up owner per worker (sign-up is rate limited,
 * and these tests are about the wizard). Each test still gets a fresh browser context, so the
 * wizard's session storage starts empty.
 */
export const ownerTest = productTest.extend<Record<never, never>, { ownerStorage: string }>({
  ownerStorage: [
    async ({ product, browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: product.url });
      await signUpViaApi(await context.newPage());
      const path = join(tmpdir(), `adpilot-owner-${process.pid}-${workerInfo.workerIndex}.json`);
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ ownerStorage }, use) => use(ownerStorage),
});

/** What an owner types in step 1. `.example` never resolves, so the site read fails fast and the AI plans from the form. */
export const HARBOR_BIKES: BusinessOnboardingInput = {
  businessName: 'Harbor Bikes',
  websiteUrl: 'https://harbor-bikes.example',
  monthlyBudget: '1200',
  industry: 'Bike repair',
  targetAudience: 'Commuters in Portland',
};

export const SAMPLE_PREVIEW: CampaignPreviewResponse = {
  strategy: 'Capture commuters searching for same-day bike repair near the harbor.',
  campaigns: [
    {
      name: 'Bike Repair',
      description: 'Same-day repairs for commuters',
      budget: 1200,
      ads: [{ headlines: ['Fast Bike Repair', 'Same Day Service', 'Harbor Bikes'], descriptions: ['Tune-ups while you wait.', 'Open 7 days.'] }],
    },
  ],
};

export async function fillBusinessForm(page: Page, data: Partial<BusinessOnboardingInput> = HARBOR_BIKES): Promise<void> {
  await page.getByTestId('input-business-name').fill(data.businessName ?? '');
  await page.getByTestId('input-website-url').fill(data.websiteUrl ?? '');
  await page.getByTestId('input-monthly-budget').fill(String(data.monthlyBudget ?? ''));
  await page.getByTestId('input-industry').fill(data.industry ?? '');
  await page.getByTestId('input-target-audience').fill(data.targetAudience ?? '');
}

/**
 * Step 2 comes after the plan: the site read and the strategist's whole plan, which took 11.7 s once on this 2-core
 * machine with the other Playwright worker and a vitest run beside it; the other steps are a click.
 */
export async function expectStep(page: Page, step: 1 | 2 | 3 | 4): Promise<void> {
  await expect(page.getByTestId('text-step')).toHaveText(`Step ${step} of 4`, { timeout: step === 2 ? 30_000 : undefined });
}

/** Puts the wizard's session storage in place before the app loads, as a Google round trip leaves it. */
export async function seedWizard(
  page: Page,
  state: { step: number; businessData?: BusinessOnboardingInput | null; preview?: CampaignPreviewResponse | null },
): Promise<void> {
  await page.addInitScript(
    ({ keys, state }) => {
      // Only once: a reload later in the test must see what the app saved, not this seed again.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      sessionStorage.setItem(keys.step, JSON.stringify(state.step));
      if (state.businessData) sessionStorage.setItem(keys.businessData, JSON.stringify(state.businessData));
      if (state.preview) sessionStorage.setItem(keys.preview, JSON.stringify(state.preview));
    },
    { keys: ONBOARDING_STORAGE_KEYS, state },
  );
}

/** The toast on screen (one at a time, SPEC.md section 9). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}
