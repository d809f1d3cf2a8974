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
  const random = new SeededRandom(seed);
  const samplers = arms.map((arm) => posteriorSampler(arm, random));
  for (let draw = 0; draw < draws; draw++) {
    let best = 0;
    let bestValue = -1;
    for (let index = 0; index < samplers.length; index++) {
      const value = samplers[index]();
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
 * A draw from Beta(1 + successes, 1 + failures). With both parameters large the Beta is normal to
 * well within Monte Carlo error, and the normal is about ten times cheaper than two gamma draws.
 */
function posteriorSampler(arm: BinomialArm, random: SeededRandom): () => number {
  const alpha = 1 + Math.max(0, arm.successes);
  const beta = 1 + Math.max(0, arm.trials - arm.successes);
  if (alpha > 100 && beta > 100) {
    const total = alpha + beta;
    const mean = alpha / total;
    const sd = Math.sqrt((alpha * beta) / (total * total * (total + 1)));
    return () => mean + sd * random.normal();
  }
  return () => random.beta(alpha, beta);
}
