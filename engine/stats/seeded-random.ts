/**
 * A small seeded PRNG (mulberry32) with the draws the simulator and the statistics need. Its whole
 * state is one 32-bit integer, so a simulator can persist it as JSON and resume the same sequence.
 */
export class SeededRandom {
  state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  uniform(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in (0, 1): safe to take the logarithm of. */
  private openUniform(): number {
    let u = this.uniform();
    while (u === 0) u = this.uniform();
    return u;
  }

  /** Standard normal (Marsaglia polar method; the second value is dropped so the state stays one integer). */
  normal(): number {
    let u: number;
    let v: number;
    let s: number;
    do {
      u = this.uniform() * 2 - 1;
      v = this.uniform() * 2 - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    return u * Math.sqrt((-2 * Math.log(s)) / s);
  }

  /** Gamma(shape, 1) by Marsaglia-Tsang; shapes below 1 use the boost Gamma(a+1) * U^(1/a). */
  gamma(shape: number): number {
    if (shape < 1) return this.gamma(shape + 1) * this.openUniform() ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      let x: number;
      let v: number;
      do {
        x = this.normal();
        v = 1 + c * x;
      } while (v <= 0);
      v = v * v * v;
      const u = this.openUniform();
      if (u < 1 - 0.0331 * x * x * x * x) return d * v;
      if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
    }
  }

  beta(alpha: number, beta: number): number {
    const x = this.gamma(alpha);
    return x / (x + this.gamma(beta));
  }

  /** Poisson count; inversion for small means, a rounded normal for large ones (fast, close enough). */
  poisson(mean: number): number {
    if (!(mean > 0)) return 0;
    if (mean < 30) {
      const limit = Math.exp(-mean);
      let count = 0;
      let product = this.uniform();
      while (product > limit) {
        count++;
        product *= this.uniform();
      }
      return count;
    }
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
  }

  /** Binomial count; exact for small n, Poisson or normal approximations where they are accurate. */
  binomial(trials: number, probability: number): number {
    if (trials <= 0 || probability <= 0) return 0;
    if (probability >= 1) return trials;
    if (trials < 25) {
      let successes = 0;
      for (let i = 0; i < trials; i++) if (this.uniform() < probability) successes++;
      return successes;
    }
    const mean = trials * probability;
    if (mean < 15) return Math.min(trials, this.poisson(mean));
    const sd = Math.sqrt(mean * (1 - probability));
    return Math.min(trials, Math.max(0, Math.round(mean + sd * this.normal())));
  }

  /** Integer seed for a child generator, so that each entity draws from its own stream. */
  fork(): number {
    return Math.floor(this.uniform() * 4294967296) >>> 0;
  }
}
