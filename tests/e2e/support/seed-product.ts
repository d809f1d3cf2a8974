import { createOfflineStrategist } from '../../../engine/ai/offline-strategist';
import { createEngine } from '../../../engine/engine';
import { type SeededBusiness, seedDemoBusiness } from '../../../engine/seed/seed-demo-business';
import { VirtualClock } from '../../../engine/seed/virtual-clock';
import type { ProductFixture } from './product';

const DAY_MS = 86_400_000;

/**
 * Seeds the demo business of engine/seed into a running product's database: a second, inline
 * engine on a virtual clock plays `days` days that end now, then stops; the product (real clock,
 * real jobs) serves what it wrote.
 */
export async function seedIntoProduct(
  product: ProductFixture['product'],
  options: { email: string; password?: string; days: number },
): Promise<SeededBusiness> {
  const clock = new VirtualClock(Date.now() - options.days * DAY_MS);
  const engine = createEngine({
    databaseUrl: product.database.url,
    strategist: createOfflineStrategist(),
    clock: clock.now,
    jobMode: 'inline',
    analyzeSite: async () => ({ error: 'The website could not be read.' }),
    poolMax: 2,
  });
  try {
    return await seedDemoBusiness({
      orm: product.orm,
      engine,
      clock,
      days: options.days,
      email: options.email,
      ...(options.password ? { password: options.password } : {}),
    });
  } finally {
    await engine.stop();
  }
}
