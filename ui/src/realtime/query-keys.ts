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
  /** AI output generated on request: never refetched behind the owner's back (see isGeneratedPreview). */
  tournamentPreview: (campaignId: string) => ['/api/campaigns', campaignId, 'tournament-preview'] as const,
};

/** True for a preview the AI wrote for an open dialog: a resync must not replace it mid-review. */
export function isGeneratedPreview(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === '/api/campaigns' && queryKey[2] === 'tournament-preview';
}

/** 'all' is the filters' "All Events" / "All Levels". */
export type EventTypeFilter = ActivityEventType | 'all';
export type LevelFilter = ActivityLevel | 'all';

export function activityLogsKey(eventType: EventTypeFilter, level: LevelFilter) {
  return [...QUERY_KEYS.activityLogs, eventType, level] as const;
}
