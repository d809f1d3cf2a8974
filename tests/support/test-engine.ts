import { createOfflineStrategist } from '../../engine/ai/offline-strategist';
import { createEngine, type Engine, type EngineOptions } from '../../engine/engine';
import type { VirtualClock } from '../../engine/seed/virtual-clock';
import type { TestDatabase } from './test-database';

/**
 * The real engine on a test database and a virtual clock: offline strategist, jobs run inline, and
 * a website that cannot be read (tests make no network calls), so plans come from the form alone.
 */
export function createTestEngine(database: TestDatabase, clock: VirtualClock, options: Partial<EngineOptions> = {}): Engine {
  return createEngine({
    databaseUrl: database.url,
    strategist: createOfflineStrategist(),
    clock: clock.now,
    analyzeSite: async () => ({ error: 'The website could not be read.' }),
    jobMode: 'inline',
    ...options,
  });
}
