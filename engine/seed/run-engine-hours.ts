import { OPTIMIZATION_INTERVAL_HOURS } from '../../schema/constants';
import type { Engine } from '../engine';
import type { VirtualClock } from './virtual-clock';

const HOUR_MS = 3_600_000;

/**
 * Advances a virtual clock hour by hour and runs the recurring jobs in the order Agenda would:
 * metrics sync, budget audit, the 4-hourly optimization, the round check, the daily search-term review. `onHour` lets a caller act
 * between hours (approve a round, pause a campaign).
 */
export async function runEngineHours(engine: Engine, clock: VirtualClock, hours: number, onHour?: (hour: number) => Promise<void>): Promise<void> {
  for (let hour = 0; hour < hours; hour++) {
    clock.advance(HOUR_MS);
    await engine.runJob({ name: 'sync-metrics', data: {} });
    await engine.runJob({ name: 'budget-audit', data: {} });
    if (Math.floor(clock.now() / HOUR_MS) % OPTIMIZATION_INTERVAL_HOURS === 0) await engine.runJob({ name: 'optimize', data: {} });
    await engine.runJob({ name: 'round-check', data: {} });
    // Daily at 06:00 UTC, as scheduled in engine/jobs/jobs.ts.
    if (Math.floor(clock.now() / HOUR_MS) % 24 === 6) await engine.runJob({ name: 'search-term-review', data: {} });
    if (onHour) await onHour(hour);
  }
}
