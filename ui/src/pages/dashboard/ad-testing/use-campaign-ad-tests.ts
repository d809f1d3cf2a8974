import { useQuery } from '@tanstack/react-query';
import type { CampaignAdTestsResponse } from '../../../../../schema/api/hierarchy';
import { POLL_INTERVALS_MS } from '../../../../../schema/constants';
import { QUERY_KEYS } from '../../../realtime/query-keys';
import { usePollInterval } from '../../../realtime/realtime-status';

/**
 * One campaign's ads and keywords (GET /api/ad-testing/hierarchy/:id), read only while the campaign
 * is expanded. Its key extends the hierarchy's, so whatever refreshes the hierarchy (a
 * `hierarchy.changed` push, an ad's pause or resume) refreshes the open campaigns too.
 */
export function useCampaignAdTests(campaignId: string, open: boolean) {
  const refetchInterval = usePollInterval(POLL_INTERVALS_MS.hierarchy);
  return useQuery<CampaignAdTestsResponse>({ queryKey: [...QUERY_KEYS.hierarchy, campaignId], enabled: open, refetchInterval });
}
