import type { Business } from '../../schema/entities';
import { monthPosition } from '../budget/month-calendar';
import type { Sql } from '../persistence/sql';
import { BUSINESS_COLUMNS, type BusinessRow, presentBusiness } from './presenters';

/** The user's business with this month's ad spend from the ledger, or null before onboarding. */
export async function getMyBusiness(sql: Sql, userId: string, nowMs: number): Promise<Business | null> {
  const rows = await sql.query<BusinessRow & { month_cents: number }>(
    `select ${BUSINESS_COLUMNS},
       coalesce((select sum(l.delta_cents) from spend_ledger l where l.business_id = b.id and l.month = $2), 0)::int as month_cents
     from businesses b where b.owner_id = $1`,
    [userId, monthPosition(nowMs).month],
  );
  return rows[0] ? presentBusiness(rows[0], rows[0].month_cents) : null;
}

/** Same, by business id (for business.updated pushes). */
export async function getBusinessById(sql: Sql, businessId: string, nowMs: number): Promise<Business | null> {
  const rows = await sql.query<BusinessRow & { month_cents: number }>(
    `select ${BUSINESS_COLUMNS},
       coalesce((select sum(l.delta_cents) from spend_ledger l where l.business_id = b.id and l.month = $2), 0)::int as month_cents
     from businesses b where b.id = $1`,
    [businessId, monthPosition(nowMs).month],
  );
  return rows[0] ? presentBusiness(rows[0], rows[0].month_cents) : null;
}
