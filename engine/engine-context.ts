import type { SiteAnalysis } from '../schema/ai-plan';
import type { Strategist } from './ai/strategist';
import type { DomainEventBus } from './events/domain-events';
import type { JobRequest } from './jobs/jobs';
import type { Clock, PlatformStore } from './persistence/platform-store';
import type { Database } from './persistence/sql';
import type { BillingService } from './jobs/billing-service';

/** What commands, queries and jobs share: made once by `createEngine`. */
export interface EngineContext {
  db: Database;
  bus: DomainEventBus;
  platforms: PlatformStore;
  strategist: Strategist;
  clock: Clock;
  analyzeSite(url: string): Promise<SiteAnalysis>;
  billing: BillingService;
  /** Enqueues a job; call after commit only. */
  enqueue(job: JobRequest): Promise<void>;
  /** Seed of the statistics' Monte Carlo draws (per round it is mixed with the round's key). */
  seed: number;
}
