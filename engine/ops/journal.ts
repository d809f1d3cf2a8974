import type { Tx } from '../persistence/sql';
import { currentCause } from './cause';
import type { TournamentTransition } from './transition-recorder';

/**
 * Appends a campaign's new transitions to its journal, in the caller's transaction (the one that
 * saves the snapshot they led to): a rolled-back event leaves no entry, a committed one always has
 * its entries. The caller holds the campaign row's lock, so `max(seq) + n` cannot race.
 */
export async function appendJournal(tx: Tx, campaignId: string, transitions: readonly TournamentTransition[], atMs: number): Promise<void> {
  if (transitions.length === 0) return;
  const cause = currentCause();
  const causeName = cause.kind === 'job' ? cause.name : cause.kind === 'user' ? cause.userId : cause.label;
  const causeJobId = cause.kind === 'job' ? cause.jobId : null;
  await tx.query(
    `insert into tournament_journal (id, business_id, campaign_id, seq, event_type, event, cause_kind, cause_name, cause_job_id,
       state_before, state_after, context_before, context_after, at)
     select gen_random_uuid(), c.business_id, c.id, coalesce((select max(seq) from tournament_journal where campaign_id = c.id), 0) + t.n,
       t.event_type, t.event::jsonb, $3, $4, $5, t.state_before, t.state_after, t.context_before::jsonb, t.context_after::jsonb, $6
     from campaigns c,
       unnest($2::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[]) with ordinality
         as t(event_type, event, state_before, state_after, context_before, context_after, n)
     where c.id = $1`,
    [
      campaignId,
      transitions.map((step) => step.eventType),
      cause.kind,
      causeName,
      causeJobId,
      new Date(atMs),
      transitions.map((step) => JSON.stringify(step.event)),
      transitions.map((step) => step.stateBefore),
      transitions.map((step) => step.stateAfter),
      transitions.map((step) => JSON.stringify(step.contextBefore)),
      transitions.map((step) => JSON.stringify(step.contextAfter)),
    ],
  );
}
