import type { SiteAnalysis } from '../schema/ai-plan';
import type { Strategist } from './ai/strategist';
import type { DomainEventBus } from './events/domain-events';
import type { GoogleAdsConnections } from './google-ads/google-ads-connections';
import type { BillingService } from './jobs/billing-service';
import type { JobRequest } from './jobs/jobs';
import type { MailService } from './mail/mail-service';
import type { Clock, PlatformStore } from './persistence/platform-store';
import type { Database } from './persistence/sql';

/** What commands, queries and jobs share: made once by `createEngine`. */
export interface EngineContext {
  db: Database;
  bus: DomainEventBus;
  platforms: PlatformStore;
  strategist: Strategist;
  clock: Clock;
  analyzeSite(url: string): Promise<SiteAnalysis>;
  billing: BillingService;
  /** SMTP, or the embedded outbox (mails kept in the database for the viewer). */
  mail: MailService;
  /** Enqueues a job; call after commit only. */
  enqueue(job: JobRequest): Promise<void>;
  /** Schedules a job for later (a business's retry after its back-off); inline mode has no later, the next run retries. */
  scheduleJob(job: JobRequest, atMs: number): Promise<void>;
  /** Jobs go to Agenda workers: recurring runs fan out in shards that any worker takes (engine/jobs/per-business.ts). */
  jobsDistributed: boolean;
  /** Live mode's connections (conversion tracking read per owner); absent when Google Ads is not configured. */
  googleAdsConnections?: GoogleAdsConnections;
  /** Seed of the statistics' Monte Carlo draws (per round it is mixed with the round's key). */
  seed: number;
}
