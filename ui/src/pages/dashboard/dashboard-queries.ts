import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ActivityLogsResponse } from '../../../../schema/api/activity-logs';
import type { MyBusinessResponse } from '../../../../schema/api/businesses';
import type { HierarchyResponse } from '../../../../schema/api/hierarchy';
import { POLL_INTERVALS_MS } from '../../../../schema/constants';
import { simulatedNowMs } from '../../../../schema/demo-clock';
import { type Campaign, type CampaignHistory, type Workflow, workflowIsSettled } from '../../../../schema/entities';
import { throwIfResNotOk } from '../../lib/api-error';
import { activityLogsKey, type EventTypeFilter, type LevelFilter, QUERY_KEYS } from '../../realtime/query-keys';
import { usePollInterval } from '../../realtime/realtime-status';
import { MY_BUSINESS_QUERY_KEY } from '../../routing/business-gate';

/**
 * The dashboard's reads. Each polls at its SPEC interval only while the socket is down
 * (usePollInterval); pushes keep the same cache entries fresh otherwise.
 */

/**
 * The business with its ledger spend (today, per day, this month). A metrics sync that books spend
 * pushes it (business.updated); while the socket is down it is polled like the campaigns, whose
 * figures move with it. When the UTC date turns, today's spend starts again from zero: it is read
 * once more then, since no sync may book anything for a while.
 */
export function useDashboardBusiness(now: Date) {
  const refetchInterval = usePollInterval(POLL_INTERVALS_MS.campaigns);
  const query = useQuery<MyBusinessResponse>({ queryKey: MY_BUSINESS_QUERY_KEY, refetchInterval });
  const ledgerToday = query.data?.dailySpend?.at(-1)?.date;
  // A demo business on its own clock turns its days on simulated time.
  const clock = query.data?.demoClock;
  const today = new Date(clock ? simulatedNowMs(clock, now.getTime()) : now.getTime()).toISOString().slice(0, 10);
  const { refetch } = query;
  useEffect(() => {
    if (ledgerToday !== undefined && ledgerToday < today) void refetch();
  }, [ledgerToday, today, refetch]);
  return query;
}

export function useCampaigns() {
  const refetchInterval = usePollInterval(POLL_INTERVALS_MS.campaigns);
  return useQuery<Campaign[]>({ queryKey: QUERY_KEYS.campaigns, refetchInterval });
}

export function useHierarchy() {
  const refetchInterval = usePollInterval(POLL_INTERVALS_MS.hierarchy);
  return useQuery<HierarchyResponse>({ queryKey: QUERY_KEYS.hierarchy, refetchInterval });
}

export function useCampaignHistory(campaignId: string | null) {
  const refetchInterval = usePollInterval(POLL_INTERVALS_MS.history);
  return useQuery<CampaignHistory>({
    queryKey: QUERY_KEYS.history(campaignId ?? ''),
    enabled: campaignId !== null,
    refetchInterval,
  });
}

/** The launch workflow: polled every 3 s until it completed or failed (SPEC section 4). */
export function useCurrentWorkflow() {
  const interval = usePollInterval(POLL_INTERVALS_MS.workflow);
  return useQuery<Workflow | null>({
    queryKey: QUERY_KEYS.workflow,
    refetchInterval: (query) => {
      const workflow = query.state.data;
      return workflow && workflowIsSettled(workflow.status) ? false : interval;
    },
  });
}

/** The filters travel as query parameters; 'all' is left out, as the API treats it as no filter. */
export function activityLogsUrl(eventType: EventTypeFilter, level: LevelFilter): string {
  const params = new URLSearchParams();
  if (eventType !== 'all') params.set('eventType', eventType);
  if (level !== 'all') params.set('level', level);
  const query = params.toString();
  return query ? `/api/activity-logs?${query}` : '/api/activity-logs';
}

export function useActivityLogs(eventType: EventTypeFilter, level: LevelFilter) {
  const refetchInterval = usePollInterval(POLL_INTERVALS_MS.activityLogs);
  return useQuery<ActivityLogsResponse>({
    queryKey: activityLogsKey(eventType, level),
    queryFn: async ({ signal }) => {
      const res = await throwIfResNotOk(await fetch(activityLogsUrl(eventType, level), { credentials: 'include', signal }));
      return (await res.json()) as ActivityLogsResponse;
    },
    refetchInterval,
  });
}
