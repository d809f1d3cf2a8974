import { SeededRandom } from './seeded-random';

export interface BinomialArm {
  successes: number;
  trials: number;
}

/**
 * Posterior probability that each arm has the highest rate, with a uniform Beta(1, 1) prior on each
 * rate, by Monte Carlo over the Beta posteriors. Deterministic for a seed.
 */
export function probabilityBest(arms: readonly BinomialArm[], seed: number, draws = 4000): number[] {
  const wins = new Array<number>(arms.length).fill(0);
  if (arms.length === 0) return wins;
  const random = new PairedNormals(seed);
  const posteriors = arms.map(posteriorOf);
  for (let draw = 0; draw < draws; draw++) {
    let best = 0;
    let bestValue = -1;
    for (let index = 0; index < posteriors.length; index++) {
      const value = drawFrom(posteriors[index], random);
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    }
    wins[best]++;
  }
  return wins.map((count) => count / draws);
}

/**
 * Beta(1 + successes, 1 + failures), prepared for many draws. With both parameters large the Beta is
 * normal to well within Monte Carlo error, and the normal is about ten times cheaper than two gamma
 * draws; otherwise a draw is X / (X + Y) with X, Y gamma (Marsaglia-Tsang, constants precomputed).
 */
interface Posterior {
  normal: boolean;
  mean: number;
  sd: number;
  alpha: GammaConstants;
  beta: GammaConstants;
}

interface GammaConstants {
  d: number;
  c: number;
}

function posteriorOf(arm: BinomialArm): Posterior {
  const alpha = 1 + Math.max(0, arm.successes);
  const beta = 1 + Math.max(0, arm.trials - arm.successes);
  const total = alpha + beta;
  return {
    normal: alpha > 100 && beta > 100,
    mean: alpha / total,
    sd: Math.sqrt((alpha * beta) / (total * total * (total + 1))),
    alpha: gammaConstants(alpha),
    beta: gammaConstants(beta),
  };
}

function drawFrom(posterior: Posterior, random: PairedNormals): number {
  if (posterior.normal) return posterior.mean + posterior.sd * random.normal();
  const x = drawGamma(posterior.alpha, random);
  return x / (x + drawGamma(posterior.beta, random));
}

/** Shapes here are at least 1 (a count plus the prior's 1). */
function gammaConstants(shape: number): GammaConstants {
  const d = shape - 1 / 3;
  return { d, c: 1 / Math.sqrt(9 * d) };
}

/** `SeededRandom.gamma` (Marsaglia-Tsang) for a shape of at least 1, with its constants computed once. */
function drawGamma({ d, c }: GammaConstants, random: PairedNormals): number {
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = random.normal();
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    let u = random.uniform();
    while (u === 0) u = random.uniform();
    if (u < 1 - 0.0331 * x * x * x * x) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/**
 * The seeded stream with both normals of each polar-method pair used: half the work per normal.
 * `SeededRandom.normal` drops the second so that a persisted stream is one integer; this one lives
 * only for one call of `probabilityBest`, so it may hold the spare.
 */
class PairedNormals extends SeededRandom {
  private spare: number | null = null;

  override normal(): number {
    if (this.spare !== null) {
      const value = this.spare;
      this.spare = null;
      return value;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = this.uniform() * 2 - 1;
      v = this.uniform() * 2 - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const factor = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * factor;
    return u * factor;
  }
}
