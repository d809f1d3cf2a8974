import type { Business } from '../../schema/entities';
import { isoDate, type MonthPosition, monthPosition, startOfDateMs } from '../budget/month-calendar';
import type { Sql } from '../persistence/sql';
import { BUSINESS_COLUMNS, type BusinessRow, type MonthSpend, presentBusiness } from './presenters';

const DAY_MS = 86_400_000;

/** The user's business with this month's ad spend from the ledger, or null before onboarding. */
export async function getMyBusiness(sql: Sql, userId: string, nowMs: number): Promise<Business | null> {
  return businessWithSpend(sql, 'b.owner_id = $1', userId, nowMs);
}

/** Same, by business id (for business.updated pushes). */
export async function getBusinessById(sql: Sql, businessId: string, nowMs: number): Promise<Business | null> {
  return businessWithSpend(sql, 'b.id = $1', businessId, nowMs);
}

/**
 * One row: the business and its ledger cents of the month per date, summed in the database. The
 * dates are the ledger's (the platform's day), the ones the budget guard books and audits by.
 */
async function businessWithSpend(sql: Sql, match: 'b.owner_id = $1' | 'b.id = $1', id: string, nowMs: number): Promise<Business | null> {
  // A live business's days are its Google Ads account's (the ledger's dates are).
  const [zone] = await sql.query<{ time_zone: string | null }>(`select b.time_zone from businesses b where ${match}`, [id]);
  const timeZone = zone?.time_zone ?? undefined;
  const position = monthPosition(nowMs, timeZone);
  const weekAgo = isoDate(nowMs - 7 * DAY_MS, timeZone);
  const twoWeeksAgo = isoDate(nowMs - 14 * DAY_MS, timeZone);
  const rows = await sql.query<BusinessRow & { cents_by_date: [string, number][]; conversions_by_week: ConversionsByWeekRow }>(
    `select ${BUSINESS_COLUMNS},
       coalesce((select json_agg(json_build_array(d.date, d.cents) order by d.date)
                 from (select l.date, sum(l.delta_cents)::int as cents from spend_ledger l
                       where l.business_id = b.id and l.month = $2 group by l.date) d), '[]'::json) as cents_by_date,
       -- Through the campaigns: metric_snapshots is indexed by (campaign_id, level, date).
       (select json_build_object(
                 'last', coalesce(sum(s.conversions) filter (where s.date > $3 and s.date <= $5), 0),
                 'previous', coalesce(sum(s.conversions) filter (where s.date > $4 and s.date <= $3), 0),
                 'first', min(s.date))
          from metric_snapshots s
         where s.campaign_id in (select c.id from campaigns c where c.business_id = b.id) and s.level = 'campaign') as conversions_by_week
     from businesses b where ${match}`,
    [id, position.month, weekAgo, twoWeeksAgo, position.today],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...presentBusiness(row, monthSpend(position, row.cents_by_date)), conversionsByWeek: conversionsByWeek(row.conversions_by_week, weekAgo) };
}

/**
 * The month's ledger spend: its total, and by date every date from the 1st through today, zero where
 * nothing was booked (the metrics sync asks the platform for past dates and today, never later dates).
 */
function monthSpend(position: MonthPosition, centsByDate: readonly (readonly [string, number])[]): MonthSpend {
  const booked = new Map(centsByDate);
  const firstMs = startOfDateMs(`${position.month}-01`);
  const byDate = Array.from({ length: position.dayIndex + 1 }, (_, index) => {
    const date = isoDate(firstMs + index * DAY_MS);
    return { date, cents: booked.get(date) ?? 0 };
  });
  let monthCents = 0;
  for (const [, cents] of centsByDate) monthCents += cents;
  return { today: position.today, monthCents, byDate };
}

interface ConversionsByWeekRow {
  last: number;
  previous: number;
  /** The first date with a report, or null before any. */
  first: string | null;
}

/** The last 7 days against the 7 before; no comparison while the reports cover less than 8 days. */
function conversionsByWeek(row: ConversionsByWeekRow, weekAgo: string): NonNullable<Business['conversionsByWeek']> {
  const hasPreviousWeek = row.first !== null && row.first <= weekAgo;
  return { last7Days: row.last, previous7Days: hasPreviousWeek ? row.previous : null };
}
