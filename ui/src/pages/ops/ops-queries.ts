import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsJobActionResponse, OpsJobsResponse, OpsJournalResponse, OpsTournamentsResponse } from '../../../../schema/api/ops';
import { apiUrl } from '../../../../schema/api/paths';
import { apiRequest } from '../../lib/query-client';

/** The console watches machines that move on their own: it polls (the owner's socket rooms are per business). */
const TOURNAMENTS_POLL_MS = 5_000;
const JOBS_POLL_MS = 3_000;

export function useOpsTournaments(q: string) {
  const search = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return useQuery<OpsTournamentsResponse>({
    queryKey: [`${apiUrl('listOpsTournaments')}${search}`],
    refetchInterval: TOURNAMENTS_POLL_MS,
    staleTime: 0,
  });
}

export function useOpsJournal(campaignId: string | null) {
  return useQuery<OpsJournalResponse>({
    queryKey: [campaignId ? apiUrl('getOpsJournal', { id: campaignId }) : 'ops-journal-none'],
    enabled: Boolean(campaignId),
    refetchInterval: TOURNAMENTS_POLL_MS,
    staleTime: 0,
  });
}

export function useOpsJobs() {
  return useQuery<OpsJobsResponse>({ queryKey: [apiUrl('listOpsJobs')], refetchInterval: JOBS_POLL_MS, staleTime: 0 });
}

/** Run-now or retry: both move the job's next run to now; the list refreshes to show it. */
export function useJobAction(action: 'runOpsJobNow' | 'retryOpsJob') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) => {
      const response = await apiRequest('POST', apiUrl(action, { id: jobId }), {});
      return (await response.json()) as OpsJobActionResponse;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [apiUrl('listOpsJobs')] }),
  });
}
