import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GoogleAdsReturnQuery } from '../../../../schema/api/google-ads';
import { MY_BUSINESS_QUERY_KEY } from '../../routing/business-gate';
import { toast } from '../../toast/toast-store';
import { onboardingWizardMachine } from './onboarding-actors';
import { clearOnboardingState, loadOnboardingInput, saveOnboardingState } from './onboarding-storage';
import { useGoogleReturn } from './use-google-return';

/**
 * Runs the onboarding statechart for the page: restores it from session storage, saves it back on
 * every change, shows its toasts, feeds it the Google return, and on `onboarding.finished` clears
 * the stored keys, refreshes the business and goes to /dashboard.
 */
export function useOnboardingWizard() {
  const [input] = useState(loadOnboardingInput);
  const [snapshot, send, actor] = useMachine(onboardingWizardMachine, { input });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const toasts = actor.on('toast', ({ toast: text }) => {
      toast({ title: text.title, description: text.description, variant: text.variant, duration: text.durationMs });
    });
    const finished = actor.on('onboarding.finished', async ({ redirectTo }) => {
      clearOnboardingState();
      await queryClient.refetchQueries({ queryKey: MY_BUSINESS_QUERY_KEY }).catch(() => {});
      navigate(redirectTo, { replace: true });
    });
    return () => {
      toasts.unsubscribe();
      finished.unsubscribe();
    };
  }, [actor, navigate, queryClient]);

  // Saved as each transition happens, not after the next render: the page can be unmounted before
  // that render (the business gate's spinner while the owner's business loads, right after the
  // return from Google), and a remount restores from session storage.
  useEffect(() => {
    const save = actor.subscribe((next) => {
      if (next.status === 'done') return;
      const { step, businessData, preview, demoMode } = next.context;
      saveOnboardingState({ step, businessData, preview, demoMode });
    });
    return () => save.unsubscribe();
  }, [actor]);

  const onGoogleReturn = useCallback((query: GoogleAdsReturnQuery) => send({ type: 'google.returned', ...query }), [send]);
  useGoogleReturn(onGoogleReturn);

  return { snapshot, send };
}

export type OnboardingSnapshot = ReturnType<typeof useOnboardingWizard>['snapshot'];
export type OnboardingSend = ReturnType<typeof useOnboardingWizard>['send'];
