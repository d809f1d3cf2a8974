import type { ActivityEventType, ActivityLevel, ActivityLogEntry } from '../../schema/entities';
import type { Sql } from '../persistence/sql';
import { type ActivityRow, presentActivity } from './presenters';

export interface ActivityFilter {
  eventType?: ActivityEventType;
  level?: ActivityLevel;
  limit?: number;
}

const DEFAULT_LIMIT = 100;

/** Newest first, filtered in SQL on the (business, event type, created) index. */
export async function listActivityLogs(sql: Sql, userId: string, filter: ActivityFilter = {}): Promise<ActivityLogEntry[]> {
  const rows = await sql.query<ActivityRow>(
    `select l.id, l.campaign_id, l.event_type, l.level, l.title, l.message, l.details, l.created_at
     from activity_logs l join businesses b on b.id = l.business_id
     where b.owner_id = $1 and ($2::text is null or l.event_type = $2) and ($3::text is null or l.level = $3)
     order by l.created_at desc, l.id desc limit $4`,
    [userId, filter.eventType ?? null, filter.level ?? null, filter.limit ?? DEFAULT_LIMIT],
  );
  return rows.map(presentActivity);
}
