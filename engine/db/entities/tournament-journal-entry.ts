import { defineEntity, p } from '@mikro-orm/core';
import { JOURNAL_CAUSE_KINDS } from '../../../schema/api/ops';
import { TOURNAMENT_STATES } from '../../../schema/tournament-state';
import { Business } from './business';
import { Campaign } from './campaign';

/**
 * One transition of a campaign's tournament actor, written in the same transaction as the snapshot
 * it led to, so the ops console can replay exactly what the machine did and why. `seq` orders a
 * campaign's entries (the campaign row is locked while they are written, so it has no gaps or
 * duplicates); context before and after make every step of the replay self-contained.
 */
export const TournamentJournalEntry = defineEntity({
  name: 'TournamentJournalEntry',
  tableName: 'tournament_journal',
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    business: p.manyToOne(Business),
    campaign: p.manyToOne(Campaign),
    seq: p.integer(),
    /** The machine event's type (`round.elapsed`, `xstate.done.actor.evaluateRound`, ...). */
    eventType: p.string().length(200),
    /** The event as sent, minus bulky outputs (see engine/ops/transition-recorder.ts). */
    event: p.json<Record<string, unknown>>(),
    causeKind: p.enum(JOURNAL_CAUSE_KINDS),
    /** Job name for jobs, user id for users, a short label for the engine. */
    causeName: p.string().length(200),
    /** Agenda's job id when the step ran in a scheduled job (null for jobs run in-process). */
    causeJobId: p.string().length(64).nullable(),
    stateBefore: p.enum(TOURNAMENT_STATES),
    stateAfter: p.enum(TOURNAMENT_STATES),
    contextBefore: p.json<Record<string, unknown>>(),
    contextAfter: p.json<Record<string, unknown>>(),
    /** The engine clock's time of the step (a virtual clock in the seed and simulations). */
    at: p.datetime(),
  },
  uniques: [{ properties: ['campaign', 'seq'] }],
  indexes: [{ properties: ['at'] }],
});
export type TournamentJournalEntryEntity = InstanceType<typeof TournamentJournalEntry.class>;
