import { z } from 'zod';
import { isoDateTimeSchema } from '../fields';
import { tournamentStateSchema } from '../tournament-state';

/**
 * The ops console's contracts (issue 9): administrators only. Tournament contexts travel as plain
 * records: the console shows whatever the machine keeps, so a new context field needs no change here.
 */

const plainRecordSchema = z.record(z.string(), z.unknown());

/** Who made a tournament actor move: a job run, a signed-in user, or the engine itself (seed, scripts). */
export const JOURNAL_CAUSE_KINDS = ['job', 'user', 'system'] as const;

/** What made a tournament actor move. */
export const journalCauseSchema = z.object({
  kind: z.enum(JOURNAL_CAUSE_KINDS),
  /** Job name, user id, or the engine's label. */
  name: z.string(),
  /** Agenda's job id when a scheduled job did it. */
  jobId: z.string().nullable(),
  /** The user's e-mail when a user did it (operators know people by e-mail, not by id). */
  userEmail: z.string().nullable(),
});
export type JournalCause = z.infer<typeof journalCauseSchema>;

export const opsTournamentSchema = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  campaignStatus: z.enum(['active', 'paused']),
  businessId: z.string(),
  businessName: z.string(),
  state: tournamentStateSchema,
  round: z.number().int(),
  tournament: z.number().int(),
  context: plainRecordSchema,
  journalEntries: z.number().int().nonnegative(),
  lastTransitionAt: isoDateTimeSchema.nullable(),
});
export type OpsTournament = z.infer<typeof opsTournamentSchema>;

export const opsTournamentsQuerySchema = z.object({
  /** Part of a campaign or business name. */
  q: z.string().trim().max(100).optional(),
});

export const opsTournamentsResponseSchema = z.object({
  tournaments: z.array(opsTournamentSchema),
  /** Campaigns matching the filter; the list shows at most OPS_TOURNAMENT_LIMIT of them. */
  total: z.number().int().nonnegative(),
});
export type OpsTournamentsResponse = z.infer<typeof opsTournamentsResponseSchema>;
export const OPS_TOURNAMENT_LIMIT = 200;

export const journalEntrySchema = z.object({
  seq: z.number().int().positive(),
  at: isoDateTimeSchema,
  eventType: z.string(),
  event: plainRecordSchema,
  cause: journalCauseSchema,
  stateBefore: tournamentStateSchema,
  stateAfter: tournamentStateSchema,
  contextBefore: plainRecordSchema,
  contextAfter: plainRecordSchema,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const opsJournalResponseSchema = z.object({
  tournament: opsTournamentSchema,
  /** Oldest first: the replay walks them in order. */
  entries: z.array(journalEntrySchema),
});
export type OpsJournalResponse = z.infer<typeof opsJournalResponseSchema>;

export const OPS_JOB_STATUSES = ['running', 'failed', 'scheduled', 'finished', 'disabled'] as const;
export type OpsJobStatus = (typeof OPS_JOB_STATUSES)[number];

export const opsJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(OPS_JOB_STATUSES),
  /** Agenda's 'single' jobs are the recurring ones (one row each). */
  recurring: z.boolean(),
  repeatInterval: z.string().nullable(),
  nextRunAt: isoDateTimeSchema.nullable(),
  lastRunAt: isoDateTimeSchema.nullable(),
  lastFinishedAt: isoDateTimeSchema.nullable(),
  failedAt: isoDateTimeSchema.nullable(),
  failCount: z.number().int().nonnegative(),
  failReason: z.string().nullable(),
  data: plainRecordSchema,
});
export type OpsJob = z.infer<typeof opsJobSchema>;

export const opsJobsResponseSchema = z.object({
  jobs: z.array(opsJobSchema),
  counts: z.object(Object.fromEntries(OPS_JOB_STATUSES.map((status) => [status, z.number().int().nonnegative()])) as Record<OpsJobStatus, z.ZodNumber>),
});
export type OpsJobsResponse = z.infer<typeof opsJobsResponseSchema>;
export const OPS_JOB_LIMIT = 200;

export const opsJobActionResponseSchema = z.object({
  message: z.string(),
  job: opsJobSchema,
});
export type OpsJobActionResponse = z.infer<typeof opsJobActionResponseSchema>;

/** One business that is not healthy in one recurring job (engine/jobs/business-health.ts). */
export const opsBusinessHealthSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  ownerEmail: z.string().nullable(),
  platformMode: z.enum(['demo', 'live']),
  job: z.string(),
  status: z.enum(['retrying', 'failing']),
  reason: z.string().nullable(),
  failingSince: isoDateTimeSchema.nullable(),
  attempts: z.number().int(),
  nextAttemptAt: isoDateTimeSchema.nullable(),
  lastSuccessAt: isoDateTimeSchema.nullable(),
});
export type OpsBusinessHealth = z.infer<typeof opsBusinessHealthSchema>;

/** GET /api/ops/business-health: failing first, then retrying, oldest trouble first; every other business is healthy. */
export const opsBusinessHealthResponseSchema = z.object({ businesses: z.array(opsBusinessHealthSchema) });
export type OpsBusinessHealthResponse = z.infer<typeof opsBusinessHealthResponseSchema>;
