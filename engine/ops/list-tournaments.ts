import { OPS_TOURNAMENT_LIMIT, type OpsTournament, type OpsTournamentsResponse } from '../../schema/api/ops';
import type { TournamentStateName } from '../../schema/tournament-state';
import type { Sql } from '../persistence/sql';

export interface TournamentRow {
  campaign_id: string;
  campaign_name: string;
  campaign_status: 'active' | 'paused';
  business_id: string;
  business_name: string;
  tournament_state: TournamentStateName;
  tournament_round: number;
  tournament_number: number;
  context: Record<string, unknown> | null;
  journal_entries: number;
  last_transition_at: Date | null;
}

/** The select list and joins every ops view of a tournament shares. */
export const TOURNAMENT_ROW_SQL = `
  select c.id as campaign_id, c.name as campaign_name, c.status as campaign_status, b.id as business_id, b.business_name,
    c.tournament_state, c.tournament_round, c.tournament_number, c.tournament -> 'context' as context,
    coalesce(j.entries, 0)::int as journal_entries, j.last_at as last_transition_at
  from campaigns c
  join businesses b on b.id = c.business_id
  left join lateral (select count(*) as entries, max(at) as last_at from tournament_journal where campaign_id = c.id) j on true`;

export function presentTournament(row: TournamentRow): OpsTournament {
  return {
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    campaignStatus: row.campaign_status,
    businessId: row.business_id,
    businessName: row.business_name,
    state: row.tournament_state,
    round: row.tournament_round,
    tournament: row.tournament_number,
    context: row.context ?? {},
    journalEntries: row.journal_entries,
    lastTransitionAt: row.last_transition_at ? row.last_transition_at.toISOString() : null,
  };
}

/**
 * Every campaign's tournament actor, across all businesses: the most recently moved first, so
 * that what the automation just did is on top. A name filter finds one among thousands.
 */
export async function listTournaments(db: Sql, filter: { q?: string } = {}): Promise<OpsTournamentsResponse> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = 'where ($1::text is null or c.name ilike $1 or b.business_name ilike $1)';
  const [rows, [count]] = await Promise.all([
    db.query<TournamentRow>(`${TOURNAMENT_ROW_SQL} ${where} order by j.last_at desc nulls last, b.business_name, c.name limit $2`, [pattern, OPS_TOURNAMENT_LIMIT]),
    db.query<{ total: number }>(`select count(*)::int as total from campaigns c join businesses b on b.id = c.business_id ${where}`, [pattern]),
  ]);
  return { tournaments: rows.map(presentTournament), total: count?.total ?? 0 };
}
