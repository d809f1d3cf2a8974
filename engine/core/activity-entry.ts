import type { ActivityDetails, ActivityEventType, ActivityLevel } from '../../schema/entities';

/**
 * An activity-log entry as the engine produces it, before persistence gives it an id; the shape of
 * schema/entities.ts `ActivityLogEntry` otherwise.
 */
export interface ActivityEntryDraft {
  businessId: string;
  campaignId: string | null;
  title: string;
  message: string;
  level: ActivityLevel;
  eventType: ActivityEventType;
  /** Epoch ms. */
  createdAt: number;
  details: ActivityDetails | null;
}
