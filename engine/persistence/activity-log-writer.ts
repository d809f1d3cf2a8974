import type { ActivityLogEntry } from '../../schema/entities';
import type { ActivityEntryDraft } from '../core/activity-entry';
import { type ActivityRow, presentActivity } from '../queries/presenters';
import type { Sql } from './sql';

export interface ActivityWrite extends ActivityEntryDraft {
  /** Same key twice (a job run again) writes one entry. */
  dedupeKey?: string | null;
}

/** Inserts entries in one statement; returns those actually written (replays return nothing). */
export interface WrittenActivity {
  businessId: string;
  entry: ActivityLogEntry;
}

export async function insertActivityEntries(sql: Sql, entries: readonly ActivityWrite[]): Promise<WrittenActivity[]> {
  if (entries.length === 0) return [];
  const rows = await sql.query<ActivityRow & { business_id: string }>(
    `insert into activity_logs (id, business_id, campaign_id, event_type, level, title, message, details, dedupe_key, created_at)
     select gen_random_uuid(), v.business_id, v.campaign_id, v.event_type, v.level, left(v.title, 200), v.message, v.details::jsonb, v.dedupe_key, v.created_at
     from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
       as v(business_id, campaign_id, event_type, level, title, message, details, dedupe_key, created_at)
     on conflict (dedupe_key) do nothing
     returning id, business_id, campaign_id, event_type, level, title, message, details, created_at`,
    [
      entries.map((entry) => entry.businessId),
      entries.map((entry) => entry.campaignId),
      entries.map((entry) => entry.eventType),
      entries.map((entry) => entry.level),
      entries.map((entry) => entry.title),
      entries.map((entry) => entry.message),
      entries.map((entry) => (entry.details ? JSON.stringify(entry.details) : null)),
      entries.map((entry) => entry.dedupeKey ?? null),
      entries.map((entry) => new Date(entry.createdAt)),
    ],
  );
  return rows.map((row) => ({ businessId: row.business_id, entry: presentActivity(row) }));
}

