import type { ActivityEventType, ActivityLevel } from '../../../schema/entities';

/**
 * Query keys of the dashboard's server state. The default loader GETs a key joined by '/', so
 * ['/api/campaigns', id, 'history'] loads /api/campaigns/<id>/history. Socket pushes update
 * exactly these keys, which is why they live beside the realtime code.
 */
export const QUERY_KEYS = {
  campaigns: ['/api/campaigns'] as const,
  hierarchy: ['/api/ad-testing/hierarchy'] as const,
  workflow: ['/api/workflows/current'] as const,
  connection: ['/api/google-ads/connection'] as const,
  configStatus: ['/api/google-ads/config-status'] as const,
  /** Prefix of every activity-log query, whatever its filters. */
  activityLogs: ['/api/activity-logs'] as const,
  history: (campaignId: string) => ['/api/campaigns', campaignId, 'history'] as const,
};

/** 'all' is the filters' "All Events" / "All Levels". */
export type EventTypeFilter = ActivityEventType | 'all';
export type LevelFilter = ActivityLevel | 'all';

export function activityLogsKey(eventType: EventTypeFilter, level: LevelFilter) {
  return [...QUERY_KEYS.activityLogs, eventType, level] as const;
}
