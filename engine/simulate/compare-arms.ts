import { SeededRandom } from '../stats/seeded-random';
import { type BusinessOutcome, SIMULATION_ARMS, type SimulateOptions, type SimulationArm, type SimulationSummary, simulate } from './simulate';

export interface PairedRatio {
  mean: number;
  low: number;
  high: number;
}

export interface Comparison {
  arms: Record<SimulationArm, SimulationSummary>;
  ratios: { engineOverNone: PairedRatio; engineOverTextbook: PairedRatio };
}

/**
 * Runs every arm on the same seeds, so on the same businesses and hidden markets, one after the
 * other, and compares their conversions pairwise over businesses.
 */
export async function compareArms(options: Omit<SimulateOptions, 'arm' | 'optimize'>, onArm?: (arm: SimulationArm) => void): Promise<Comparison> {
  const arms = {} as Record<SimulationArm, SimulationSummary>;
  for (const arm of SIMULATION_ARMS) {
    onArm?.(arm);
    arms[arm] = await simulate({ ...options, arm });
  }
  return {
    arms,
    ratios: {
      engineOverNone: pairedRatio(arms.engine.businesses, arms.none.businesses, options.seed),
      engineOverTextbook: pairedRatio(arms.engine.businesses, arms.textbook.businesses, options.seed),
    },
  };
}

/**
 * Total conversions of arm `a` over arm `b`, with a 95% interval from a paired bootstrap over the
 * businesses (each resample draws businesses with replacement and keeps both arms' figures of each).
 */
export function pairedRatio(a: readonly BusinessOutcome[], b: readonly BusinessOutcome[], seed: number, resamples = 2000): PairedRatio {
  const count = Math.min(a.length, b.length);
  const ratioOf = (pick: (index: number) => number) => {
    let top = 0;
    let bottom = 0;
    for (let draw = 0; draw < count; draw++) {
      const index = pick(draw);
      top += a[index].conversions;
      bottom += b[index].conversions;
    }
    return bottom > 0 ? top / bottom : Number.NaN;
  };
  const mean = ratioOf((index) => index);
  const random = new SeededRandom(seed ^ 0x5bd1e995);
  const ratios: number[] = [];
  for (let resample = 0; resample < resamples; resample++) {
    const value = ratioOf(() => Math.floor(random.uniform() * count));
    if (Number.isFinite(value)) ratios.push(value);
  }
  ratios.sort((x, y) => x - y);
  const at = (q: number) => (ratios.length > 0 ? ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))] : Number.NaN);
  return { mean, low: at(0.025), high: at(0.975) };
}
