import { z } from 'zod';
import { ACTIVITY_EVENT_TYPES, ACTIVITY_LEVELS, activityLogEntrySchema } from '../entities';

/** 'all' (the filters' "All Events" / "All Levels") means no filter, like an absent parameter. */
function filterOf<T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z
    .enum([...values, 'all'], { error: `${field} must be one of: ${values.join(', ')}, all` })
    .optional()
    .transform((value) => (value === 'all' ? undefined : (value as T[number] | undefined)));
}

/** GET /api/activity-logs?eventType=&level=&limit= (polled every 10 s). */
export const activityLogsQuerySchema = z.object({
  eventType: filterOf(ACTIVITY_EVENT_TYPES, 'eventType'),
  level: filterOf(ACTIVITY_LEVELS, 'level'),
  /** extra: newest first, at most this many. */
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ message: 'limit must be a whole number' })
    .min(1, { message: 'limit must be at least 1' })
    .max(500, { message: 'limit must be at most 500' })
    .optional(),
});
export type ActivityLogsQueryInput = z.input<typeof activityLogsQuerySchema>;
export type ActivityLogsQuery = z.output<typeof activityLogsQuerySchema>;

export const activityLogsResponseSchema = z.object({ logs: z.array(activityLogEntrySchema) });
export type ActivityLogsResponse = z.infer<typeof activityLogsResponseSchema>;
