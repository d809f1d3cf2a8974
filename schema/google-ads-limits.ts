/**
 * Limits that Google Ads enforces on what we send it. AI output is validated and repaired to
 * these before it is stored or launched (DESIGN.md, "Google Ads facts").
 */
export const GOOGLE_ADS_LIMITS = {
  headline: { min: 3, max: 15, maxLength: 30 },
  description: { min: 2, max: 4, maxLength: 90 },
  pathMaxLength: 15,
  keyword: { maxLength: 80, maxWords: 10 },
  /** Google serves at most 3 enabled responsive search ads per ad group. */
  maxEnabledAdsPerAdGroup: 3,
  /** A campaign may spend up to 2x its average daily budget in one day. */
  dailyOverdeliveryFactor: 2,
  /** Monthly charges are capped at 30.4x the average daily budget. */
  monthlyCapFactor: 30.4,
  /** Reported statistics may lag up to 3 hours. */
  reportingLagHours: 3,
  operationQuota: { explorer: 2_880, basic: 15_000 },
} as const;

/**
 * Double-width characters (Chinese, Japanese, Korean, full-width forms) count as two toward Google Ads' text
 * limits: a headline holds 30 Latin letters or 15 kanji.
 */
const DOUBLE_WIDTH = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/gu;

/** A text's length as Google Ads counts it against the limits above. */
export function adTextLength(text: string): number {
  return text.length + (text.match(DOUBLE_WIDTH)?.length ?? 0);
}

export const MATCH_TYPES = ['EXACT', 'PHRASE', 'BROAD'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
