import type { Sql } from '../persistence/sql';

/** A business, its owner and what the owner wants mailed: what the weekly report and the alerts need to know. */
export interface MailRecipient {
  businessId: string;
  businessName: string;
  timeZone: string;
  currencyCode: string;
  userId: string;
  email: string;
  /** 0 Sunday … 6 Saturday, or null: weekly report off. */
  weeklyReportDay: number | null;
  alerts: boolean;
}

/** The weekly report's day for an owner who never chose: Monday, the week just ended. */
export const DEFAULT_WEEKLY_REPORT_DAY = 1;

export async function mailRecipients(sql: Sql, businessIds: readonly string[]): Promise<MailRecipient[]> {
  const rows = await sql.query<{
    business_id: string;
    business_name: string;
    time_zone: string | null;
    currency_code: string | null;
    user_id: string;
    email: string;
    has_preferences: boolean;
    weekly_report_day: number | null;
    alerts: boolean | null;
  }>(
    `select b.id as business_id, b.business_name, b.time_zone, b.currency_code, u.id as user_id, u.email,
            p.user_id is not null as has_preferences, p.weekly_report_day, p.alerts
       from businesses b join users u on u.id = b.owner_id left join mail_preferences p on p.user_id = u.id
      where b.id = any($1::uuid[]) order by b.id`,
    [businessIds],
  );
  return rows.map((row) => ({
    businessId: row.business_id,
    businessName: row.business_name,
    timeZone: row.time_zone ?? 'UTC',
    currencyCode: row.currency_code ?? 'USD',
    userId: row.user_id,
    email: row.email,
    weeklyReportDay: row.has_preferences ? row.weekly_report_day : DEFAULT_WEEKLY_REPORT_DAY,
    alerts: row.alerts ?? true,
  }));
}
