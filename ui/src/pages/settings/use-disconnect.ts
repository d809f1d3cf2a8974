import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisconnectResponse } from '../../../../schema/api/google-ads';
import { apiUrl } from '../../../../schema/api/paths';
import { DASHBOARD_ERROR_TOASTS, DASHBOARD_SUCCESS_TOASTS } from '../../../../schema/messages';
import { apiRequest } from '../../lib/query-client';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { toast } from '../../toast/toast-store';

/** POST /api/google-ads/disconnect with the owner's choice for the live campaigns; then the connection is refreshed (SPEC section 7). */
export function useDisconnectGoogleAds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaigns: 'pause' | 'leave') => (await (await apiRequest('POST', apiUrl('disconnectGoogleAds'), { campaigns })).json()) as DisconnectResponse,
    onSuccess: (response) => {
      // The server's message says what happened to the campaigns; SPEC's toast text is the fallback.
      toast({ ...DASHBOARD_SUCCESS_TOASTS.disconnected, description: response.message ?? DASHBOARD_SUCCESS_TOASTS.disconnected.description });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.connection });
    },
    // SPEC section 8 fixes this text: the settings toast does not show the server's words.
    onError: () => toast({ ...DASHBOARD_ERROR_TOASTS.disconnectFailed, variant: 'destructive' }),
  });
}
