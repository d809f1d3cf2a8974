/**
 * The Beta distribution's cumulative probability, exactly (to about 1e-12), for the posteriors of
 * rates the optimizer acts on. Pauses need posterior probabilities of 99.9% and more, far in a
 * tail where the normal approximation of a skewed Beta posterior with few successes is off by
 * several times.
 */
export function betaCdf(x: number, alpha: number, beta: number): number {
  return incompleteBeta(x, alpha, beta).lower;
}

/**
 * 1 - betaCdf, computed directly: a tail probability of 1e-6 keeps its digits (1 minus a probability
 * near 1 would not).
 */
export function betaSurvival(x: number, alpha: number, beta: number): number {
  return incompleteBeta(x, alpha, beta).upper;
}

function incompleteBeta(x: number, alpha: number, beta: number, mirrored = false): { lower: number; upper: number } {
  if (!(alpha > 0 && beta > 0)) throw new RangeError(`Beta(${alpha}, ${beta}) needs positive parameters`);
  if (x <= 0) return { lower: 0, upper: 1 };
  if (x >= 1) return { lower: 1, upper: 0 };
  // The continued fraction converges fast below the mean; above it use the symmetry I_x(a, b) = 1 - I_(1-x)(b, a).
  if (!mirrored && x > (alpha + 1) / (alpha + beta + 2)) {
    const other = incompleteBeta(1 - x, beta, alpha, true);
    return { lower: other.upper, upper: other.lower };
  }
  const logFront = alpha * Math.log(x) + beta * Math.log1p(-x) - logBeta(alpha, beta);
  const lower = (Math.exp(logFront) * continuedFraction(x, alpha, beta)) / alpha;
  return { lower, upper: 1 - lower };
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms: relative error below 1e-13). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0];
  for (let index = 1; index < LANCZOS.length; index++) sum += LANCZOS[index] / (z + index);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

function logBeta(alpha: number, beta: number): number {
  return logGamma(alpha) + logGamma(beta) - logGamma(alpha + beta);
}

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** The incomplete beta function's continued fraction (modified Lentz). */
function continuedFraction(x: number, alpha: number, beta: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((alpha + beta) * x) / (alpha + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let result = d;
  for (let m = 1; m <= 1000; m++) {
    const m2 = 2 * m;
    let term = (m * (beta - m) * x) / ((alpha + m2 - 1) * (alpha + m2));
    d = 1 + term * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + term / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    result *= d * c;
    term = (-(alpha + m) * (alpha + beta + m) * x) / ((alpha + m2) * (alpha + m2 + 1));
    d = 1 + term * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + term / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    result *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return result;
}
