import type { QueryClient } from '@tanstack/react-query';
import type { Campaign } from '../../../schema/entities';
import type { ServerToClientEventName, ServerToClientPayload } from '../../../schema/socket';
import { MY_BUSINESS_QUERY_KEY } from '../routing/business-gate';
import { QUERY_KEYS } from './query-keys';

type Handler<K extends ServerToClientEventName> = (client: QueryClient, payload: ServerToClientPayload<K>) => void;

/** Replaces one campaign in the cached list, or appends it when the list is loaded and lacks it. */
function upsertCampaign(list: Campaign[] | undefined, campaign: Campaign): Campaign[] | undefined {
  if (!list) return list;
  const index = list.findIndex((item) => item.id === campaign.id);
  if (index === -1) return [...list, campaign];
  return list.map((item, i) => (i === index ? campaign : item));
}

/**
 * One small handler per server push: full entities are written into the cache, "something
 * changed" notices invalidate the matching queries so that only mounted ones refetch.
 */
export const CACHE_UPDATES: { [K in ServerToClientEventName]: Handler<K> } = {
  'campaign.updated': (client, campaign) => {
    client.setQueryData<Campaign[]>(QUERY_KEYS.campaigns, (list) => upsertCampaign(list, campaign));
  },
  'campaigns.changed': (client) => {
    // Exact: the campaigns key is also the prefix of histories and of an open tournament preview.
    void client.invalidateQueries({ queryKey: QUERY_KEYS.campaigns, exact: true });
    void client.invalidateQueries({ queryKey: QUERY_KEYS.hierarchy });
  },
  'hierarchy.changed': (client) => {
    void client.invalidateQueries({ queryKey: QUERY_KEYS.hierarchy });
  },
  'history.changed': (client, { campaignId }) => {
    void client.invalidateQueries({ queryKey: QUERY_KEYS.history(campaignId) });
  },
  'activity.created': (client) => {
    // Filters make several cached lists; the prefix reaches them all.
    void client.invalidateQueries({ queryKey: QUERY_KEYS.activityLogs });
  },
  'workflow.updated': (client, workflow) => {
    client.setQueryData(QUERY_KEYS.workflow, workflow);
  },
  'business.updated': (client, business) => {
    client.setQueryData(MY_BUSINESS_QUERY_KEY, business);
  },
  'connection.updated': (client, connection) => {
    client.setQueryData(QUERY_KEYS.connection, connection);
  },
};

/** Applies one push to the cache. */
export function applyServerEvent<K extends ServerToClientEventName>(
  client: QueryClient,
  event: K,
  payload: ServerToClientPayload<K>,
): void {
  (CACHE_UPDATES[event] as Handler<K>)(client, payload);
}
