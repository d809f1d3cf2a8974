/**
 * The sequential rule of a tournament round (docs/tournaments.md). A campaign may replace its
 * champion falsely at most 5% of the time per year, whatever the number of rounds and looks: a
 * yearly budget is spent evenly over calendar time (budget / 365 per day a round runs), and within a round
 * the daily looks share the round's part exactly (Lan-DeMets alpha spending, boundaries by the
 * Armitage-McPherson-Rowe recursion over the looks). Two rounds never overlap in time, so their
 * spends add up to at most 5% a year.
 */
export const SEQUENTIAL_RULE = {
  /**
   * False replacements budgeted per campaign-year when challenger and champion are truly alike: 4%,
   * leaving room under the promised 5% for the normal approximation and the switch of metric.
   */
  falseReplacementsPerYear: 0.04,
  /** First look after this many whole days of data; one look per day after that. */
  firstLookDay: 7,
  /** A round that has not decided by then ends with the champion kept. */
  maxDays: 28,
} as const;

const GRID_STEP = 0.02;
const GRID_LOW = -8;

/** Cumulative false-replacement budget a round may have spent after `day` days. */
export function alphaSpentBy(day: number): number {
  return (SEQUENTIAL_RULE.falseReplacementsPerYear * day) / 365;
}

/**
 * z thresholds for the looks at days firstLookDay..maxDays (index 0 = firstLookDay), one-sided: the
 * challenger replaces the champion at a look where its z statistic reaches the look's threshold.
 * Information is taken as proportional to days of data (steady traffic).
 */
export function sequentialBoundaries(): readonly number[] {
  cached ??= computeBoundaries();
  return cached;
}
let cached: number[] | null = null;

/** The threshold for a look after `day` days of data (days past the maximum use the last one). */
export function boundaryAt(day: number): number {
  const { firstLookDay, maxDays } = SEQUENTIAL_RULE;
  if (day < firstLookDay) return Number.POSITIVE_INFINITY;
  return sequentialBoundaries()[Math.min(day, maxDays) - firstLookDay];
}

function computeBoundaries(): number[] {
  const { firstLookDay, maxDays } = SEQUENTIAL_RULE;
  const size = Math.round((8 - GRID_LOW) / GRID_STEP) + 1;
  const grid = Float64Array.from({ length: size }, (_, index) => GRID_LOW + index * GRID_STEP);
  const boundaries: number[] = [];
  // Density of the z statistic at the previous look, over the paths that have not crossed yet.
  let density: Float64Array | null = null;
  let previousInfo = 0;
  for (let day = firstLookDay; day <= maxDays; day++) {
    const info = day;
    const next = new Float64Array(size);
    if (density === null) {
      for (let index = 0; index < size; index++) next[index] = normalDensity(grid[index]);
    } else {
      // z_k sqrt(I_k) = z_{k-1} sqrt(I_{k-1}) + increment with variance I_k - I_{k-1}.
      const increment = Math.sqrt(info - previousInfo);
      const scale = Math.sqrt(info) / increment;
      const ratio = Math.sqrt(previousInfo) / increment;
      for (let index = 0; index < size; index++) {
        const at = grid[index] * scale;
        let sum = 0;
        for (let from = 0; from < size; from++) {
          const mass = density[from];
          if (mass === 0) continue;
          sum += mass * normalDensity(at - grid[from] * ratio);
        }
        next[index] = sum * GRID_STEP * scale;
      }
    }
    const spend = alphaSpentBy(day) - alphaSpentBy(day === firstLookDay ? 0 : day - 1);
    // Walk down from the top until the tail above reaches this look's spend.
    let tail = 0;
    let cut = size - 1;
    while (cut > 0 && tail + next[cut] * GRID_STEP < spend) {
      tail += next[cut] * GRID_STEP;
      cut--;
    }
    const boundary = grid[cut] + GRID_STEP / 2;
    boundaries.push(boundary);
    for (let index = cut; index < size; index++) next[index] = 0;
    density = next;
    previousInfo = info;
  }
  return boundaries;
}

function normalDensity(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const tail = 0.5 * poly * Math.exp((-x * x) / 2);
  return x >= 0 ? 1 - tail : tail;
}
