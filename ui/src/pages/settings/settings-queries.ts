import { useQuery } from '@tanstack/react-query';
import type { ConfigStatus, GoogleAdsConnection } from '../../../../schema/entities';
import { QUERY_KEYS } from '../../realtime/query-keys';

/** Whether the server has Google Ads credentials at all (no session needed). */
export function useConfigStatus() {
  return useQuery<ConfigStatus>({ queryKey: QUERY_KEYS.configStatus });
}

/** The owner's Google Ads connection; a connection.updated push rewrites it. */
export function useGoogleAdsConnection() {
  return useQuery<GoogleAdsConnection>({ queryKey: QUERY_KEYS.connection });
}
