import { z } from 'zod';
import { idSchema, isoDateTimeSchema, serverMessageSchema } from '../fields';

/** The status the engine gave a search (docs/search-terms.md): not decided yet, kept, excluded by a negative, added as a keyword. */
export const SEARCH_TERM_STATUSES = ['new', 'kept', 'excluded', 'added'] as const;
export const searchTermStatusSchema = z.enum(SEARCH_TERM_STATUSES);

export const searchTermSchema = z.object({
  id: idSchema,
  campaignId: idSchema,
  campaignName: z.string(),
  adGroupName: z.string(),
  text: z.string(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  /** Dollars (account currency) over the last review window. */
  cost: z.number().nonnegative(),
  conversions: z.number().nonnegative(),
  status: searchTermStatusSchema,
  verdict: z.enum(['relevant', 'irrelevant', 'unsure']).nullable(),
  /** Why the engine decided so; "You undid …" once the owner took it back. */
  reason: z.string(),
  /** The negative keyword that excludes it, when excluded. */
  negative: z.object({ text: z.string(), matchType: z.enum(['EXACT', 'PHRASE']), level: z.enum(['campaign', 'adGroup']) }).nullable(),
  ownerOverride: z.boolean(),
  /** An exclusion or an added keyword the owner can take back in one click. */
  canUndo: z.boolean(),
});
export type SearchTerm = z.infer<typeof searchTermSchema>;

/** A word or two-word phrase across all searches, and what the searches containing it cost and brought. */
export const searchTermNgramSchema = z.object({
  text: z.string(),
  terms: z.number().int().positive(),
  clicks: z.number().int().nonnegative(),
  cost: z.number().nonnegative(),
  conversions: z.number().nonnegative(),
  /** Cost of its searches the engine excluded or judged irrelevant. */
  wastedCost: z.number().nonnegative(),
});
export type SearchTermNgram = z.infer<typeof searchTermNgramSchema>;

/** GET /api/search-terms: the searches by cost, the n-grams that waste most, and when the review runs. */
export const searchTermsResponseSchema = z.object({
  terms: z.array(searchTermSchema),
  ngrams: z.array(searchTermNgramSchema),
  lastReviewedAt: isoDateTimeSchema.nullable(),
  /** The next daily review (06:00 UTC in the business's time). */
  nextReviewAt: isoDateTimeSchema,
});
export type SearchTermsResponse = z.infer<typeof searchTermsResponseSchema>;

/** POST /api/search-terms/:id/undo: the exclusion or keyword taken back; the answer carries the changed search. */
export const undoSearchTermResponseSchema = z.object({ message: serverMessageSchema, term: searchTermSchema });
export type UndoSearchTermResponse = z.infer<typeof undoSearchTermResponseSchema>;
