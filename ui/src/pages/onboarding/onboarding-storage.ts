import type { BusinessOnboardingInput, CampaignPreviewResponse } from '../../../../schema/api/onboarding';
import { ONBOARDING_STORAGE_KEYS } from '../../../../schema/constants';
import type { OnboardingContext, OnboardingInput } from '../../../../machines/onboarding';

/**
 * The wizard's memory across reloads and the Google round trip (SPEC.md section 3, "Stored state"):
 * step, business data and preview in session storage, plus whether the owner chose demo mode, so
 * a reload on step 4 still creates the business as they chose.
 */
const DEMO_MODE_KEY = 'adpilot-onboarding-demo-mode';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    // A value from an older version or edited by hand: start that part over.
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, it just forgets on reload.
  }
}

export function loadOnboardingInput(): OnboardingInput {
  return {
    step: read<number>(ONBOARDING_STORAGE_KEYS.step) ?? undefined,
    businessData: read<BusinessOnboardingInput>(ONBOARDING_STORAGE_KEYS.businessData),
    preview: read<CampaignPreviewResponse>(ONBOARDING_STORAGE_KEYS.preview),
    demoMode: read<boolean>(DEMO_MODE_KEY) ?? false,
  };
}

export function saveOnboardingState(context: Pick<OnboardingContext, 'step' | 'businessData' | 'preview' | 'demoMode'>): void {
  write(ONBOARDING_STORAGE_KEYS.step, context.step);
  write(ONBOARDING_STORAGE_KEYS.businessData, context.businessData);
  write(ONBOARDING_STORAGE_KEYS.preview, context.preview);
  write(DEMO_MODE_KEY, context.demoMode || null);
}

export function clearOnboardingState(): void {
  for (const key of [...Object.values(ONBOARDING_STORAGE_KEYS), DEMO_MODE_KEY]) write(key, null);
}
