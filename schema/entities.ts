import { z } from 'zod';
import { biddingStrategyKindSchema } from './bidding';
import { FEE_TIER_NAMES } from './constants';
import { demoClockSchema } from './demo-clock';
import {
  adReasoningSchema,
  countSchema,
  idSchema,
  isoDateTimeSchema,
  matchTypeSchema,
  moneySchema,
  onOffStatusSchema,
  percentSchema,
  qualityScoreSchema,
} from './fields';
import { targetingSchema } from './targeting';
import { tournamentStateSchema } from './tournament-state';

/**
 * The entities of SPEC.md section 3 as JSON carries them between server and browser. Every field
 * the spec names keeps its name; optional extras are ones the product needs (marked "extra").
 * Ids are strings; money is dollars as numbers; timestamps are ISO strings.
 */

/** One date of the spend ledger: the budget day (UTC, as the budget guard counts it) and its spend. */
export const dailySpendSchema = z.object({ date: z.iso.date(), spend: moneySchema });
export type DailySpend = z.infer<typeof dailySpendSchema>;

/** Simulated figures of one campaign or of the whole simulation. */
const simulatedFiguresSchema = z.object({
  spend: moneySchema,
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  conversions: z.number().nonnegative(),
});

/**
 * What demo mode showed before the business went live on Google Ads: simulated, never real money,
 * kept apart from the live books (which start empty at going live) and labelled as such.
 */
export const simulationHistorySchema = simulatedFiguresSchema.extend({
  /** The simulated time span: from the demo launch through the demo clock's last hour. */
  from: isoDateTimeSchema,
  through: isoDateTimeSchema,
  wentLiveAt: isoDateTimeSchema,
  campaigns: z.array(simulatedFiguresSchema.extend({ name: z.string() })),
});
export type SimulationHistory = z.infer<typeof simulationHistorySchema>;

export const businessSchema = z.object({
  id: idSchema,
  businessName: z.string().min(1),
  dailyBudget: moneySchema,
  monthlyBudget: moneySchema,
  serviceFeePercentage: z.number().min(0).max(100),
  currentPricingTier: z.enum(FEE_TIER_NAMES),
  currentMonthAdSpend: moneySchema,
  nextBillingDate: isoDateTimeSchema.nullable(),
  // extra: what onboarding collected and how the business runs
  websiteUrl: z.string().optional(),
  industry: z.string().nullish(),
  targetAudience: z.string().nullish(),
  /** extra: where and in which languages the ads run; null for a business created before targeting existed. */
  targeting: targetingSchema.nullish(),
  /** extra: true while the business runs on simulated data (no Google Ads connection). */
  demoMode: z.boolean().optional(),
  /** extra: a demo business's own simulated clock, once its owner has played, paused or fast-forwarded it. */
  demoClock: demoClockSchema.optional(),
  /** extra: what demo mode showed before the business went live; absent otherwise. */
  simulationHistory: simulationHistorySchema.optional(),
  /** extra: when the owner paused everything ("Pause everything"); null while the business runs. */
  pausedSince: isoDateTimeSchema.nullish(),
  /**
   * extra: the Google Ads account's ISO currency (budgets and spend are amounts of it) and IANA time
   * zone (its days and months); absent in demo mode (US dollars, UTC).
   */
  currencyCode: z.string().length(3).optional(),
  timeZone: z.string().optional(),
  createdAt: isoDateTimeSchema.optional(),
  /** extra: ledger spend of today, the budget day the guard enforces (the account's own day; UTC in demo mode), for the daily budget line. */
  todayAdSpend: moneySchema.optional(),
  /**
   * extra: conversions reported for the last 7 days (today included) and the 7 before; `previous7Days`
   * is null while the business has less than 8 days of reports (its first week).
   */
  conversionsByWeek: z.object({ last7Days: z.number().nonnegative(), previous7Days: z.number().nonnegative().nullable() }).optional(),
  /** extra: this month's ledger spend per date, every date from the 1st through today (the last entry). */
  dailySpend: z.array(dailySpendSchema).optional(),
  /**
   * extra (live): Google recorded no conversion for 14 days, as the daily conversion watch last read
   * it: the last conversion's date (null: none since connecting). Absent otherwise.
   */
  conversionSilence: z.object({ lastConversionDate: z.string().nullable(), readAt: isoDateTimeSchema }).optional(),
});
export type Business = z.infer<typeof businessSchema>;

export const campaignSchema = z.object({
  id: idSchema,
  name: z.string(),
  theme: z.string(),
  status: onOffStatusSchema,
  /** Monthly budget in dollars. */
  budget: moneySchema,
  spent: moneySchema,
  impressions: countSchema,
  clicks: countSchema,
  conversions: z.number().nonnegative(),
  tournamentRound: z.number().int().min(1),
  tournamentComplete: z.boolean(),
  awaitingRoundApproval: z.boolean(),
  /** When the current round started; it lasts ROUND_LENGTH_DAYS days from here. */
  roundStartDate: isoDateTimeSchema.nullable(),
  // extra
  /** The tournament machine's top-level state: tells 'stopped' from 'complete' (both complete). */
  tournamentState: tournamentStateSchema.optional(),
  /** 1 for the first tournament, +1 for each new one started from complete or stopped. */
  tournamentNumber: z.number().int().min(1).optional(),
  businessId: idSchema.optional(),
  createdAt: isoDateTimeSchema.optional(),
  /** extra: the bid strategy the bidding lifecycle set (docs/bidding.md), amounts in the account's currency; since null: since launch. */
  bidding: z
    .object({ kind: biddingStrategyKindSchema, cpcCeiling: moneySchema.nullable(), targetCpa: moneySchema.nullable(), since: isoDateTimeSchema.nullable() })
    .optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Lifecycle stages of an ad; the UI shows them with underscores as spaces. */
export const AD_LIFECYCLE_STAGES = [
  'launch_test',
  'champion',
  'runner_up',
  'challenger',
  'queued_challenger',
  'eliminated',
] as const;
export const adLifecycleStageSchema = z.enum(AD_LIFECYCLE_STAGES);
export type AdLifecycleStage = z.infer<typeof adLifecycleStageSchema>;

/** A confidence interval in percent, e.g. for CTR. */
export const intervalSchema = z.object({ low: z.number(), high: z.number() });

export const hierarchyKeywordSchema = z.object({
  id: idSchema,
  text: z.string(),
  matchType: matchTypeSchema,
  bid: moneySchema,
  qualityScore: qualityScoreSchema,
});
export type HierarchyKeyword = z.infer<typeof hierarchyKeywordSchema>;

export const hierarchyAdSchema = z.object({
  id: idSchema,
  /** Variant label: 'A', 'B', ... */
  variant: z.string(),
  status: onOffStatusSchema,
  lifecycleStage: adLifecycleStageSchema,
  headlines: z.array(z.string()),
  descriptions: z.array(z.string()),
  aiReasoning: adReasoningSchema.nullable(),
  spent: moneySchema,
  clicks: countSchema,
  ctr: percentSchema,
  conversionRate: percentSchema,
  qualityScore: qualityScoreSchema,
  // extra
  impressions: countSchema.optional(),
  conversions: z.number().nonnegative().optional(),
  /** 95% interval of the CTR in percent, so the UI can show how sure the figure is. */
  ctrInterval: intervalSchema.optional(),
  finalUrl: z.string().optional(),
  /** Google's policy review when it keeps the ad from serving fully (live mode): absent when approved. */
  policy: z.object({ approval: z.enum(['disapproved', 'limited']), reasons: z.array(z.string()) }).optional(),
});
export type HierarchyAd = z.infer<typeof hierarchyAdSchema>;

export const hierarchyAdGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: onOffStatusSchema,
  ctr: percentSchema,
  ads: z.array(hierarchyAdSchema),
  keywords: z.array(hierarchyKeywordSchema),
});
export type HierarchyAdGroup = z.infer<typeof hierarchyAdGroupSchema>;

export const hierarchyCampaignSchema = z.object({
  id: idSchema,
  name: z.string(),
  theme: z.string(),
  status: onOffStatusSchema,
  adGroups: z.array(hierarchyAdGroupSchema),
});
export type HierarchyCampaign = z.infer<typeof hierarchyCampaignSchema>;

export const historyAdSchema = z.object({
  id: idSchema,
  variant: z.string(),
  headlines: z.array(z.string()),
  descriptions: z.array(z.string()),
  impressions: countSchema,
  clicks: countSchema,
  conversions: z.number().nonnegative(),
  ctr: percentSchema,
  conversionRate: percentSchema,
  /** 'Why This Ad Won': present on the champion. */
  championReason: z.string().optional(),
});
export type HistoryAd = z.infer<typeof historyAdSchema>;

export const historyRoundSchema = z.object({
  round: z.number().int().min(1),
  totalAds: countSchema,
  champion: historyAdSchema.nullable(),
  runnerUp: historyAdSchema.nullable(),
  eliminated: z.array(historyAdSchema),
  /** 'Currently Testing' variants. */
  active: z.array(historyAdSchema),
  // extra: round numbers restart with each tournament
  tournament: z.number().int().min(1).optional(),
  current: z.boolean().optional(),
  startedAt: isoDateTimeSchema.nullish(),
  endedAt: isoDateTimeSchema.nullish(),
});
export type HistoryRound = z.infer<typeof historyRoundSchema>;

export const campaignHistorySchema = z.object({
  campaign: z.object({ id: idSchema, name: z.string(), theme: z.string(), currentRound: z.number().int().min(1) }),
  rounds: z.array(historyRoundSchema),
});
export type CampaignHistory = z.infer<typeof campaignHistorySchema>;

export const ACTIVITY_EVENT_TYPES = ['automation', 'budget_audit', 'metrics_sync'] as const;
export const activityEventTypeSchema = z.enum(ACTIVITY_EVENT_TYPES);
export type ActivityEventType = z.infer<typeof activityEventTypeSchema>;
export const ACTIVITY_LEVELS = ['info', 'success', 'warning', 'error'] as const;
export const activityLevelSchema = z.enum(ACTIVITY_LEVELS);
export type ActivityLevel = z.infer<typeof activityLevelSchema>;

export const analysisReasoningSchema = z.object({ strategy: z.string(), hypothesis: z.string(), reasoning: z.string() });
export type AnalysisReasoning = z.infer<typeof analysisReasoningSchema>;

/** Details of an activity entry: the AI analysis and recommendations, plus any other raw data. */
export const activityDetailsSchema = z.looseObject({
  analysisReasoning: analysisReasoningSchema.optional(),
  /** True for an entry written while the business ran in demo mode, kept after it went live. */
  simulated: z.boolean().optional(),
  recommendations: z.array(z.string()).optional(),
});
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

export const activityLogEntrySchema = z.object({
  id: idSchema,
  title: z.string(),
  message: z.string(),
  level: activityLevelSchema,
  eventType: activityEventTypeSchema,
  createdAt: isoDateTimeSchema,
  details: activityDetailsSchema.nullable(),
  // extra
  campaignId: idSchema.nullish(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

export const googleAdsConnectionSchema = z.object({
  status: z.enum(['connected', 'not_connected']),
  customerId: z.string().nullable(),
  /** Manager account id, when acting through one. */
  loginCustomerId: z.string().nullable(),
  connectedAt: isoDateTimeSchema.nullable(),
  lastSyncAt: isoDateTimeSchema.nullable(),
  /** Google refuses the grant or the account (revoked, removed user, cancelled or suspended): reconnect to resume. */
  accessLost: z.object({ since: isoDateTimeSchema, reason: z.string() }).nullable().optional(),
  /** Spend could not be read in any attempt since `since` (retries used up; it keeps trying every hour). */
  readFailing: z.object({ since: isoDateTimeSchema, reason: z.string() }).nullable().optional(),
  /** The account's ISO currency: every amount it spends, the owner's budget included, is in it. */
  currencyCode: z.string().length(3).nullable().optional(),
});
export type GoogleAdsConnection = z.infer<typeof googleAdsConnectionSchema>;

export const configStatusSchema = z.object({ configured: z.boolean() });
export type ConfigStatus = z.infer<typeof configStatusSchema>;

export const WORKFLOW_STATUSES = ['pending', 'running', 'completed', 'error'] as const;
export const workflowStatusSchema = z.enum(WORKFLOW_STATUSES);
export type WorkflowStatus = z.infer<typeof workflowStatusSchema>;

export const workflowSchema = z.object({
  id: idSchema,
  status: workflowStatusSchema,
  /** Label of the step running now, e.g. 'Analyzing website'. */
  step: z.string(),
  /** 0..1. */
  progress: z.number().min(0).max(1),
  message: z.string().nullable(),
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
});
export type Workflow = z.infer<typeof workflowSchema>;

/** The UI polls the current workflow while this is false (SPEC section 4). */
export function workflowIsSettled(status: WorkflowStatus): boolean {
  return status === 'completed' || status === 'error';
}

/** Landing-page illustration of an ad variant (static content, typed for the UI). */
export const adVariantIllustrationSchema = z.object({
  name: z.string(),
  ctr: percentSchema,
  conversionRate: percentSchema,
  qualityScore: z.number().min(1).max(10),
  status: z.enum(['winner', 'promising', 'paused']),
});
export type AdVariantIllustration = z.infer<typeof adVariantIllustrationSchema>;

