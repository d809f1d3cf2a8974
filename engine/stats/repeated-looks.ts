import { normalCdf } from './sequential-boundary';

/**
 * How sure one look must be, so that a rule looked at again and again on a rolling window, over
 * several entities, acts falsely in at most a given share of campaign-months (docs/optimizer.md).
 *
 * The optimizer looks every `intervalHours` at each keyword's (or ad's) last `windowDays` of data.
 * A look that is right 99.9% of the time is not a month that is: the same noise is read again 4
 * hours later, and a keyword whose luck drifts low gets many chances to cross the line. The
 * evidence of a look is taken as a z statistic. Over a month its looks form a Gaussian process, and
 * the chance that it ever passes a threshold b is about (1/b + c·b)·φ(b):
 *
 * - 1/b · φ(b) is the first look's own chance;
 * - c·b·φ(b) are the later crossings (Pickands / Siegmund, for a process whose correlation falls
 *   linearly: 1 − C·|Δt|): on a full rolling window C = 1/window, so a month of looks adds
 *   (monthDays − windowDays)/windowDays·b·φ(b) beyond the part below; while the window still grows
 *   from the launch, the z statistic is an Ornstein-Uhlenbeck process in log time (C = 1/2), from
 *   the first look (after `intervalHours`) to a full window: ½·ln(window / first look)·b·φ(b).
 *
 * Looks at discrete times cross less often than this continuous bound says, so it is conservative.
 * With k entities compared (Bonferroni), each gets `falseRatePerMonth / k`.
 */
export function lookFactor(windowDays: number, intervalHours: number, monthDays = 31): number {
  const firstLookDays = intervalHours / 24;
  return 0.5 * Math.log(windowDays / firstLookDays) + Math.max(0, monthDays - windowDays) / windowDays;
}

/** The chance that the month's looks ever pass z = `threshold` (one entity, truly no worse). */
export function monthlyCrossing(threshold: number, factor: number): number {
  return (1 / threshold + factor * threshold) * normalDensity(threshold);
}

/**
 * The tail probability one look may leave at most (posterior probability that the entity is not
 * below the line): Φ(−b) for the b whose monthly crossing is `falseRatePerMonth / comparisons`.
 */
export function tailAllowedAtLook(falseRatePerMonth: number, comparisons: number, factor: number): number {
  const target = falseRatePerMonth / Math.max(1, comparisons);
  let low = 0.5;
  let high = 12;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (monthlyCrossing(middle, factor) > target) low = middle;
    else high = middle;
  }
  return normalCdf(-high);
}

/**
 * How many entities to count (Tarone): one that could not reach the line even with the strongest
 * possible evidence (no conversion, no click) cannot act falsely and does not spend the budget.
 * `bestTails[i]` is the tail entity i would show at its best; returns the smallest k (at least 1)
 * with no more than k entities able to reach the tail allowed for k comparisons, and that tail.
 */
export function comparisonsThatCanAct(
  bestTails: readonly number[],
  falseRatePerMonth: number,
  factor: number,
): { comparisons: number; tailAllowed: number } {
  for (let comparisons = 1; comparisons < bestTails.length; comparisons++) {
    const tailAllowed = tailAllowedAtLook(falseRatePerMonth, comparisons, factor);
    if (bestTails.filter((tail) => tail <= tailAllowed).length <= comparisons) return { comparisons, tailAllowed };
  }
  const comparisons = Math.max(1, bestTails.length);
  return { comparisons, tailAllowed: tailAllowedAtLook(falseRatePerMonth, comparisons, factor) };
}

function normalDensity(x: number): number {
  return Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
}
