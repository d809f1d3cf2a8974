/**
 * Every business constant of SPEC.md section 9 (and the DESIGN.md Google Ads limits) in one place.
 * The engine, the API and the UI import these; no number below is written anywhere else.
 */

export type { MatchType } from './google-ads-limits';
export { GOOGLE_ADS_LIMITS, MATCH_TYPES } from './google-ads-limits';

/** Smallest monthly budget the onboarding form and the create-campaign dialog accept (USD). */
export const MIN_MONTHLY_BUDGET = 20;
/** Upper sanity bound on a monthly budget (USD); not in the spec, it stops typos like 1e9. */
export const MAX_MONTHLY_BUDGET = 1_000_000;
/** The `step` of every budget input. */
export const BUDGET_STEP = 10;
/** Placeholder of the onboarding Monthly Budget input. */
export const ONBOARDING_BUDGET_PLACEHOLDER = 1000;
export const ONBOARDING_STEPS = 4;

/** Base service fee in percent of monthly ad spend; also the fallback when a fee is missing. */
export const BASE_FEE_PERCENT = 15;

/**
 * Service-fee tiers by monthly ad spend, lowest first. A spend at or above `minSpend` is in the
 * tier. The spec names the three discounted tiers; the base one is called 'Base' ("15% base").
 */
export const FEE_TIERS = [
  { name: 'Base', minSpend: 0, percent: BASE_FEE_PERCENT },
  { name: 'Growth', minSpend: 5_000, percent: 12 },
  { name: 'Scale', minSpend: 10_000, percent: 10 },
  { name: 'Enterprise', minSpend: 25_000, percent: 8 },
] as const;
export type FeeTier = (typeof FEE_TIERS)[number];
export type FeeTierName = FeeTier['name'];
export const FEE_TIER_NAMES = FEE_TIERS.map((tier) => tier.name) as [FeeTierName, ...FeeTierName[]];
/** Badge text when there is no cheaper tier left. */
export const BEST_RATE_LABEL = 'Best Rate';

/** Budget badge thresholds in percent used: below `secondary` default, from `destructive` red. */
export const BUDGET_BADGE = { secondary: 80, destructive: 95 } as const;

export const ROUND_LENGTH_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Rounds per tournament; the tracker shows this many. */
export const TRACKER_ROUNDS = 3;
export const CHALLENGERS_PER_ROUND = 3;
export const LAUNCH_VARIANTS = 5;

export const POLL_INTERVALS_MS = {
  campaigns: 5_000,
  hierarchy: 5_000,
  history: 5_000,
  workflow: 3_000,
  activityLogs: 10_000,
} as const;

export const LOGIN_REDIRECT_DELAY_MS = 500;

export const TOAST = {
  defaultDurationMs: 5_000,
  warningsDurationMs: 12_000,
  connectionFailureDurationMs: 10_000,
  /** How long a dismissed toast stays mounted before it is removed. */
  removeDelayMs: 1_000_000,
  limit: 1,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  viewportMaxWidthPx: 420,
} as const;

export const TOOLTIP = { delayDurationMs: 700, skipDelayDurationMs: 300 } as const;

/** Landing-page winner criteria, also used by the engine's variant labels (DESIGN.md). */
export const WINNER_CRITERIA = {
  /** A winner has a CTR above this many percent ... */
  minCtrPercent: 3,
  /** ... and a Quality Score above this. */
  minQualityScore: 7,
  /** A variant with a CTR below this many percent (with enough impressions) is paused. */
  pausedBelowCtrPercent: 1,
} as const;

export const TARGETS = {
  ctrPercent: { min: 3, max: 5 },
  conversionRatePercent: { min: 2, max: 5 },
  qualityScore: { min: 7, scaleMin: 1, scaleMax: 10 },
} as const;

/** Traffic split from day 8 on (applied by the simulator; Google rotates evenly, see DESIGN.md). */
export const BUDGET_SPLIT = { champion: 0.7, runnerUp: 0.2, challenger: 0.1 } as const;

/** Posterior probability a challenger must reach to replace the champion. */
export const CONFIDENCE_TO_REPLACE = 0.95;
export const OPTIMIZATION_INTERVAL_HOURS = 4;
export const SETUP_MINUTES = 5;

export const THEME_STORAGE_KEY = 'adpilot-theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/** Session-storage keys of the onboarding wizard (SPEC.md section 3, "Stored state"). */
export const ONBOARDING_STORAGE_KEYS = {
  step: 'adpilot-onboarding-step',
  businessData: 'adpilot-onboarding-business-data',
  preview: 'adpilot-onboarding-preview',
} as const;
