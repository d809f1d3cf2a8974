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
  const position = monthPosition(nowMs);
  const rows = await sql.query<BusinessRow & { cents_by_date: [string, number][] }>(
    `select ${BUSINESS_COLUMNS},
       coalesce((select json_agg(json_build_array(d.date, d.cents) order by d.date)
                 from (select l.date, sum(l.delta_cents)::int as cents from spend_ledger l
                       where l.business_id = b.id and l.month = $2 group by l.date) d), '[]'::json) as cents_by_date
     from businesses b where ${match}`,
    [id, position.month],
  );
  return rows[0] ? presentBusiness(rows[0], monthSpend(position, rows[0].cents_by_date)) : null;
}

/**
 * The month's ledger spend: its total, and by date every date from the 1st through today, zero where
 * nothing was booked (the metrics sync asks the platform for yesterday and today, never later dates).
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
