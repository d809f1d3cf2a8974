import { z } from 'zod';
import { MAX_MONTHLY_BUDGET, MIN_MONTHLY_BUDGET } from './constants';
import { adTextLength, GOOGLE_ADS_LIMITS, MATCH_TYPES } from './google-ads-limits';
import { VALIDATION_MESSAGES } from './messages';

/** Field schemas that several contracts share. */

export const idSchema = z.string().min(1);
/** An ISO 8601 timestamp as JSON carries it (`Date#toJSON`), offsets allowed. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const moneySchema = z.number().finite().nonnegative();
export const countSchema = z.number().int().nonnegative();
/** A rate in percent (3.5 = 3.5%). */
export const percentSchema = z.number().finite().nonnegative();
/** Google's Quality Score, 1..10; null until Google reports one. */
export const qualityScoreSchema = z.number().min(1).max(10).nullable();
export const matchTypeSchema = z.enum(MATCH_TYPES);
export const onOffStatusSchema = z.enum(['active', 'paused']);
export type OnOffStatus = z.infer<typeof onOffStatusSchema>;

function parseAmount(value: string | number): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  // Number('') is 0 and Number(' 1e3 ') is 1000: accept plain decimals only.
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A monthly budget in USD as a form holds it (a string, e.g. '1000') or as an API client sends it
 * (a number). Output is the number. Messages are SPEC.md section 5's.
 */
export const budgetAmountSchema = z
  .union([z.string(), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.budgetRequired : VALIDATION_MESSAGES.budgetMinimum,
  })
  .superRefine((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.budgetRequired });
      return;
    }
    const amount = parseAmount(value);
    if (!Number.isFinite(amount) || amount < MIN_MONTHLY_BUDGET) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.budgetMinimum });
    } else if (amount > MAX_MONTHLY_BUDGET) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.budgetMaximum });
    }
  })
  .transform(parseAmount);

const { headline, description } = GOOGLE_ADS_LIMITS;

function unique(values: string[]): boolean {
  return new Set(values.map((value) => value.trim().toLowerCase())).size === values.length;
}

/**
 * One line of ad text within Google's limit as Google counts it (`adTextLength`): a Chinese, Japanese or Korean
 * character, or a full-width form, counts as two, so a headline holds 30 Latin letters or 15 kanji.
 */
function adTextSchema(label: 'Headline' | 'Description', max: number) {
  return z
    .string()
    .trim()
    .min(1, { message: `${label} must not be empty` })
    .refine((text) => adTextLength(text) <= max, {
      message: `${label} must be at most ${max} characters as Google Ads counts them (a Chinese, Japanese or Korean character counts as two)`,
    });
}

export const headlineTextSchema = adTextSchema('Headline', headline.maxLength);
export const descriptionTextSchema = adTextSchema('Description', description.maxLength);

/** Responsive-search-ad headlines within Google's limits: 3-15 unique, at most 30 characters as Google counts them. */
export const headlinesSchema = z
  .array(headlineTextSchema)
  .min(headline.min, { message: `At least ${headline.min} headlines are required` })
  .max(headline.max, { message: `At most ${headline.max} headlines are allowed` })
  .refine(unique, { message: 'Headlines must be unique' });

/** Responsive-search-ad descriptions within Google's limits: 2-4 unique, at most 90 characters as Google counts them. */
export const descriptionsSchema = z
  .array(descriptionTextSchema)
  .min(description.min, { message: `At least ${description.min} descriptions are required` })
  .max(description.max, { message: `At most ${description.max} descriptions are allowed` })
  .refine(unique, { message: 'Descriptions must be unique' });

/** Ad copy that may be launched: validated against Google's limits. */
export const adCopySchema = z.object({ headlines: headlinesSchema, descriptions: descriptionsSchema });
export type AdCopy = z.infer<typeof adCopySchema>;

/** Ad copy as stored and shown (already validated when it was created). */
export const storedAdCopySchema = z.object({ headlines: z.array(z.string()), descriptions: z.array(z.string()) });

/**
 * What a line of ad copy rests on: a sentence of a page of the owner's site, what the owner typed
 * in onboarding, or nothing but a generic call to action ("Book Online") that claims no fact.
 */
export const lineSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('site'), page: z.string(), quote: z.string() }),
  z.object({ kind: z.literal('form'), field: z.enum(['businessName', 'industry', 'targetAudience']), quote: z.string() }),
  z.object({ kind: z.literal('generic') }),
]);
export type LineSource = z.infer<typeof lineSourceSchema>;
/** One source per headline and per description, in the same order. */
export const copySourcesSchema = z.object({ headlines: z.array(lineSourceSchema), descriptions: z.array(lineSourceSchema) });
export type CopySources = z.infer<typeof copySourcesSchema>;

/** The AI's reasoning for an ad variant (SPEC: strategy, hypothesis, differentiator = "key difference"). */
export const adReasoningSchema = z.object({
  strategy: z.string(),
  hypothesis: z.string(),
  differentiator: z.string(),
  /** extra: where each line of the ad comes from, kept with the ad for the AI strategy box. */
  sources: copySourcesSchema.optional(),
});
export type AdReasoning = z.infer<typeof adReasoningSchema>;

/** Route parameter `{id}`. */
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** Body of POST calls that SPEC.md says send none; tolerates `{}` and a missing body. */
export const emptyBodySchema = z
  .object({})
  .strict()
  .optional()
  .transform(() => ({}));

/** The optional server message every mutation response may carry ("server messages are preferred"). */
export const serverMessageSchema = z.string().optional();
