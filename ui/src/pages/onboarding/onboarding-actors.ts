import { fromPromise } from 'xstate';
import type { SetupIntentResponse } from '../../../../schema/api/businesses';
import type { BusinessOnboardingInput, CampaignPreviewResponse } from '../../../../schema/api/onboarding';
import { apiUrl, type RequestBody } from '../../../../schema/api/paths';
import { type CreateBusinessInput, onboardingMachine } from '../../../../machines/onboarding';
import { apiRequest } from '../../lib/query-client';

/** The wizard's three calls (SPEC.md section 7), injected into the statechart. */
export const onboardingWizardMachine = onboardingMachine.provide({
  actors: {
    generatePreview: fromPromise<CampaignPreviewResponse, BusinessOnboardingInput>(async ({ input }) => {
      const res = await apiRequest('POST', apiUrl('generateCampaignPreview'), input);
      return (await res.json()) as CampaignPreviewResponse;
    }),
    createSetupIntent: fromPromise<SetupIntentResponse, void>(async () => {
      const res = await apiRequest('POST', apiUrl('createSetupIntent'), {});
      return (await res.json()) as SetupIntentResponse;
    }),
    createBusiness: fromPromise<unknown, CreateBusinessInput>(async ({ input }) => {
      const body: RequestBody<'createBusiness'> = {
        ...input.businessData,
        paymentConfirmed: input.setupIntentId !== null,
        setupIntentId: input.setupIntentId,
        ...(input.preview ? { preview: input.preview } : {}),
        // The locations and languages the owner approved (or edited) in step 2.
        ...(input.preview?.targeting ? { targeting: input.preview.targeting } : {}),
      };
      const res = await apiRequest('POST', apiUrl('createBusiness'), body);
      return res.json();
    }),
  },
});
