export interface RateInterval {
  /** Lower bound of the rate, as a fraction (0.031 = 3.1%). */
  low: number;
  high: number;
}

/**
 * Wilson score interval for a binomial rate (95% by default). It matches a Beta posterior's central
 * interval closely and, unlike the normal interval, stays inside [0, 1] for small counts; the UI
 * shows it under each variant's CTR.
 */
export function wilsonInterval(successes: number, trials: number, z = 1.96): RateInterval {
  if (trials <= 0) return { low: 0, high: 1 };
  const rate = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (rate + z2 / (2 * trials)) / denominator;
  const halfWidth = (z * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth) };
}
