import type { JournalEntry, OpsJournalResponse } from '../../schema/api/ops';
import { errors } from '../../schema/errors';
import type { TournamentStateName } from '../../schema/tournament-state';
import type { Sql } from '../persistence/sql';
import { isUuid } from '../queries/list-campaigns';
import { presentTournament, TOURNAMENT_ROW_SQL, type TournamentRow } from './list-tournaments';

/** A campaign's journal is a few rows a week; this bounds a pathological one (latest kept). */
const JOURNAL_LIMIT = 2_000;

interface JournalRow {
  seq: number;
  at: Date;
  event_type: string;
  event: Record<string, unknown>;
  cause_kind: JournalEntry['cause']['kind'];
  cause_name: string;
  cause_job_id: string | null;
  user_email: string | null;
  state_before: TournamentStateName;
  state_after: TournamentStateName;
  context_before: Record<string, unknown>;
  context_after: Record<string, unknown>;
}

/** One campaign's tournament actor with its journal, oldest step first (the replay's order). */
export async function getTournamentJournal(db: Sql, campaignId: string): Promise<OpsJournalResponse> {
  if (!isUuid(campaignId)) throw errors.notFound('Campaign not found');
  const [[tournament], rows] = await Promise.all([
    db.query<TournamentRow>(`${TOURNAMENT_ROW_SQL} where c.id = $1`, [campaignId]),
    db.query<JournalRow>(
      `select * from (
         select j.seq, j.at, j.event_type, j.event, j.cause_kind, j.cause_name, j.cause_job_id, u.email as user_email,
           j.state_before, j.state_after, j.context_before, j.context_after
         from tournament_journal j
         left join users u on j.cause_kind = 'user' and u.id::text = j.cause_name
         where j.campaign_id = $1 order by j.seq desc limit $2
       ) latest order by seq`,
      [campaignId, JOURNAL_LIMIT],
    ),
  ]);
  if (!tournament) throw errors.notFound('Campaign not found');
  return {
    tournament: presentTournament(tournament),
    entries: rows.map((row) => ({
      seq: row.seq,
      at: row.at.toISOString(),
      eventType: row.event_type,
      event: row.event,
      cause: { kind: row.cause_kind, name: row.cause_name, jobId: row.cause_job_id, userEmail: row.user_email },
      stateBefore: row.state_before,
      stateAfter: row.state_after,
      contextBefore: row.context_before,
      contextAfter: row.context_after,
    })),
  };
}
