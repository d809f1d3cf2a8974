/**
 * Ratios shown on campaign and ad cards. Rates are percentages (3.5 means 3.5%), 0 when the
 * denominator is 0, so a new campaign shows 0.00% rather than NaN.
 */

function ratioPercent(numerator: number, denominator: number): number {
  return denominator > 0 ? (numerator * 100) / denominator : 0;
}

/** Click-through rate in percent: clicks over impressions. */
export function ctr(clicks: number, impressions: number): number {
  return ratioPercent(clicks, impressions);
}

/** Conversion rate in percent: conversions over clicks. */
export function conversionRate(conversions: number, clicks: number): number {
  return ratioPercent(conversions, clicks);
}

/** Cost per click in dollars: spent over clicks, or null with no clicks. */
export function costPerClick(spent: number, clicks: number): number | null {
  return clicks > 0 ? spent / clicks : null;
}

/**
 * Performance score = CTR x conversion rate x Quality Score / cost per click (SPEC section 9), with
 * CTR and conversion rate in percent. Null when there is no Quality Score or no positive CPC.
 */
export function performanceScore(input: {
  ctr: number;
  conversionRate: number;
  qualityScore: number | null | undefined;
  costPerClick: number | null | undefined;
}): number | null {
  const { qualityScore, costPerClick: cpc } = input;
  if (qualityScore == null || cpc == null || !(cpc > 0)) return null;
  return (input.ctr * input.conversionRate * qualityScore) / cpc;
}

/** A number with exactly two decimals, e.g. 3.456 -> '3.46'; non-finite numbers read '0.00'. */
export function toTwoDecimals(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '0.00';
}

/** A percentage for display with two decimals, e.g. '3.46%'. */
export function formatPercent(value: number): string {
  return `${toTwoDecimals(value)}%`;
}
