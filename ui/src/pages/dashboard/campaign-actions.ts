import type { CampaignMutationResponse } from '../../../../schema/api/campaigns';
import type { AdMutationResponse } from '../../../../schema/api/ads';
import type { TournamentMutationResponse } from '../../../../schema/api/tournament';
import { apiUrl } from '../../../../schema/api/paths';
import { DASHBOARD_ERROR_TOASTS, DASHBOARD_SUCCESS_TOASTS } from '../../../../schema/messages';
import { apiRequest } from '../../lib/query-client';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { useDashboardMutation } from './use-dashboard-mutation';

const CAMPAIGN_REFRESH = [QUERY_KEYS.campaigns, QUERY_KEYS.hierarchy] as const;

async function post<T>(url: string): Promise<T> {
  return (await (await apiRequest('POST', url, {})).json()) as T;
}

/** Pause Campaign / Resume Campaign from a card's menu. */
export function useSetCampaignStatus() {
  const pause = useDashboardMutation({
    mutationFn: (id: string) => post<CampaignMutationResponse>(apiUrl('pauseCampaign', { id })),
    success: DASHBOARD_SUCCESS_TOASTS.campaignPaused,
    failure: DASHBOARD_ERROR_TOASTS.pauseCampaignFailed,
    refresh: CAMPAIGN_REFRESH,
  });
  const resume = useDashboardMutation({
    mutationFn: (id: string) => post<CampaignMutationResponse>(apiUrl('resumeCampaign', { id })),
    success: DASHBOARD_SUCCESS_TOASTS.campaignResumed,
    failure: DASHBOARD_ERROR_TOASTS.resumeCampaignFailed,
    refresh: CAMPAIGN_REFRESH,
  });
  return { pause, resume };
}

/** 'Stop & Keep Champion'. */
export function useStopTournament() {
  return useDashboardMutation({
    mutationFn: (id: string) => post<TournamentMutationResponse>(apiUrl('stopTournament', { id })),
    success: DASHBOARD_SUCCESS_TOASTS.tournamentStopped,
    failure: DASHBOARD_ERROR_TOASTS.stopTournamentFailed,
    refresh: CAMPAIGN_REFRESH,
  });
}

/** Pause Ad / Resume Ad in Ad Testing: ad actions refresh only the hierarchy (SPEC section 7). */
export function useSetAdStatus() {
  const pause = useDashboardMutation({
    mutationFn: (id: string) => post<AdMutationResponse>(apiUrl('pauseAd', { id })),
    success: DASHBOARD_SUCCESS_TOASTS.adPaused,
    failure: DASHBOARD_ERROR_TOASTS.pauseAdFailed,
    refresh: [QUERY_KEYS.hierarchy],
  });
  const resume = useDashboardMutation({
    mutationFn: (id: string) => post<AdMutationResponse>(apiUrl('resumeAd', { id })),
    success: DASHBOARD_SUCCESS_TOASTS.adResumed,
    failure: DASHBOARD_ERROR_TOASTS.resumeAdFailed,
    refresh: [QUERY_KEYS.hierarchy],
  });
  return { pause, resume };
}
