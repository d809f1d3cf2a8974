import type { MailPreferencesBody } from '../../schema/api/mail';
import type { Sql } from '../persistence/sql';
import { DEFAULT_WEEKLY_REPORT_DAY } from './mail-recipients';
import type { UnsubscribeTopic } from './unsubscribe-token';

/** An owner's mail preferences; the defaults (Monday, alerts on) when never saved. */
export async function getMailPreferences(sql: Sql, userId: string): Promise<MailPreferencesBody> {
  const [row] = await sql.query<{ weekly_report_day: number | null; alerts: boolean }>('select weekly_report_day, alerts from mail_preferences where user_id = $1', [userId]);
  return row ? { weeklyReportDay: row.weekly_report_day, alerts: row.alerts } : { weeklyReportDay: DEFAULT_WEEKLY_REPORT_DAY, alerts: true };
}

export async function saveMailPreferences(sql: Sql, userId: string, preferences: MailPreferencesBody): Promise<MailPreferencesBody> {
  await sql.query(
    `insert into mail_preferences (user_id, weekly_report_day, alerts, updated_at) values ($1, $2, $3, now())
     on conflict (user_id) do update set weekly_report_day = excluded.weekly_report_day, alerts = excluded.alerts, updated_at = now()`,
    [userId, preferences.weeklyReportDay, preferences.alerts],
  );
  return preferences;
}

/** What an unsubscribe link does: the weekly report off, or the optional alerts off. Repeating it changes nothing. */
export async function unsubscribe(sql: Sql, userId: string, topic: UnsubscribeTopic): Promise<void> {
  const current = await getMailPreferences(sql, userId);
  await saveMailPreferences(sql, userId, topic === 'weekly' ? { ...current, weeklyReportDay: null } : { ...current, alerts: false });
}
