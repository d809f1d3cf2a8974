import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GoogleAdsReturnQuery } from '../../../../schema/api/google-ads';

/**
 * The return from Google's consent screen (SPEC.md section 2): /onboarding?googleAdsStep=...&warnings
 * &error&errorType. Hands the parameters to the wizard once, then cleans the URL to /onboarding so a
 * reload does not replay the toast.
 */
export function useGoogleReturn(onReturn: (query: GoogleAdsReturnQuery) => void): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);
  const step = params.get('googleAdsStep');

  useEffect(() => {
    if (handled.current || (step !== 'completed' && step !== 'failed')) return;
    handled.current = true;
    const optional = (name: string) => params.get(name) || undefined;
    onReturn({ googleAdsStep: step, warnings: optional('warnings'), error: optional('error'), errorType: optional('errorType') });
    navigate('/onboarding', { replace: true });
  }, [step, params, navigate, onReturn]);
}
