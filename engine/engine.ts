import type { MikroORM } from '@mikro-orm/postgresql';
import type { SiteAnalysis } from '../schema/ai-plan';
import type { CreateBusinessRequest } from '../schema/api/businesses';
import type { CampaignPreviewRequest, CreateCampaignRequest } from '../schema/api/campaigns';
import type { StartTournamentRequest } from '../schema/api/tournament';
import type { Strategist } from './ai/strategist';
import { createBusiness } from './commands/create-business';
import { createCampaign } from './commands/create-campaign';
import { previewCampaign } from './commands/preview-campaign';
import { setAdStatus } from './commands/set-ad-status';
import { setCampaignStatus } from './commands/set-campaign-status';
import { previewTournament, startTournament, stopTournament } from './commands/tournament-commands';
import type { EngineContext } from './engine-context';
import { DomainEventBus, type DomainEventListener } from './events/domain-events';
import type { GoogleAdsLive } from './google-ads/google-ads-live';
import { livePlatforms } from './google-ads/live-platforms';
import { type BillingService, createDemoBilling } from './jobs/billing-service';
import { type JobRequest, runJob } from './jobs/jobs';
import { createScheduler, type Scheduler, type SchedulerOptions } from './jobs/scheduler';
import { withCause } from './ops/cause';
import { type Clock, PlatformStore } from './persistence/platform-store';
import { Database } from './persistence/sql';
import { businessIdOfUser } from './queries/business-of-user';
import { getCampaignHistory } from './queries/get-campaign-history';
import { getCurrentWorkflow } from './queries/get-current-workflow';
import { getHierarchy } from './queries/get-hierarchy';
import { getMyBusiness } from './queries/get-my-business';
import { type ActivityFilter, listActivityLogs } from './queries/list-activity-logs';
import { listCampaigns } from './queries/list-campaigns';
import { ReadCache } from './read-model/read-cache';
import { analyzeSite as analyzeSiteSafely } from './site/analyze-site';

export interface EngineOptions {
  /** Kept for the composition's symmetry with the API; the engine's SQL uses its own pool on the same URL. */
  orm?: MikroORM;
  databaseUrl: string;
  /** True on the embedded PostgreSQL (PGlite): changes how Agenda is notified. */
  embedded: boolean;
  strategist: Strategist;
  /** Epoch ms; inject a virtual clock to run simulated days in milliseconds. Default Date.now. */
  clock?: Clock;
  analyzeSite?: (url: string) => Promise<SiteAnalysis>;
  billing?: BillingService;
  /** Live Google Ads (GOOGLE_ADS_* configured): businesses in live mode run on their connected account. */
  googleAds?: GoogleAdsLive;
  /** Seed of the demo simulators and the statistics' draws. */
  seed?: number;
  /** Jobs go to Agenda by default; 'inline' runs them at once in this process (tests, seed). */
  jobMode?: 'agenda' | 'inline';
  /** Agenda's role and tuning: ROLE=web only enqueues; lock lifetime, polling, drain on stop. */
  scheduler?: Omit<SchedulerOptions, 'databaseUrl' | 'embedded'>;
  poolMax?: number;
}

export type Engine = ReturnType<typeof buildEngine>;

/**
 * The engine, composed once per process: commands and queries for the API (every one scoped by
 * the signed-in user), after-commit domain events for Socket.IO, and the job scheduler.
 */
export function createEngine(options: EngineOptions): Engine {
  return buildEngine(options);
}

function buildEngine(options: EngineOptions) {
  const clock = options.clock ?? Date.now;
  const db = new Database(options.databaseUrl, { max: options.poolMax ?? (options.embedded ? 6 : 20) });
  const bus = new DomainEventBus();
  // Served only while a change feed keeps it live (start-product); this process's own commits
  // drop their business's entries as soon as they are published, before any push goes out.
  const readCache = new ReadCache();
  bus.subscribe((event) => readCache.invalidate(event.businessId));
  const seed = options.seed ?? 20_261_122;
  let scheduler: Scheduler | null = null;
  const inlineJobs: Promise<unknown>[] = [];
  const ctx: EngineContext = {
    db,
    bus,
    clock,
    seed,
    strategist: options.strategist,
    platforms: new PlatformStore(clock, seed, options.googleAds ? livePlatforms(options.googleAds, db, bus, clock) : undefined),
    analyzeSite: options.analyzeSite ?? ((url) => analyzeSiteSafely(url)),
    billing: options.billing ?? createDemoBilling(),
    async enqueue(job: JobRequest) {
      if (options.jobMode === 'inline' || !scheduler) {
        inlineJobs.push(runJob(ctx, job).catch(() => undefined));
        return;
      }
      await scheduler.enqueue(job);
    },
  };
  if (options.jobMode !== 'inline') {
    scheduler = createScheduler(ctx, { ...options.scheduler, databaseUrl: options.databaseUrl, embedded: options.embedded });
  }

  const commands = {
    createBusiness: (userId: string, data: CreateBusinessRequest) => createBusiness(ctx, userId, data),
    pauseCampaign: (userId: string, campaignId: string) => setCampaignStatus(ctx, userId, campaignId, 'paused'),
    resumeCampaign: (userId: string, campaignId: string) => setCampaignStatus(ctx, userId, campaignId, 'active'),
    pauseAd: (userId: string, adId: string) => setAdStatus(ctx, userId, adId, 'paused'),
    resumeAd: (userId: string, adId: string) => setAdStatus(ctx, userId, adId, 'active'),
    previewTournament: (userId: string, campaignId: string) => previewTournament(ctx, userId, campaignId),
    // The user is the cause the ops journal records for the transitions these make.
    startTournament: (userId: string, campaignId: string, request: StartTournamentRequest) =>
      withCause({ kind: 'user', userId }, () => startTournament(ctx, userId, campaignId, request)),
    stopTournament: (userId: string, campaignId: string) => withCause({ kind: 'user', userId }, () => stopTournament(ctx, userId, campaignId)),
    previewCampaign: (userId: string, request: CampaignPreviewRequest) => previewCampaign(ctx, userId, request),
    createCampaign: (userId: string, request: CreateCampaignRequest) => createCampaign(ctx, userId, request),
  };
  const queries = {
    businessIdOfUser: (userId: string) => businessIdOfUser(db, userId),
    getMyBusiness: (userId: string) => getMyBusiness(db, userId, clock()),
    getCurrentWorkflow: (userId: string) => getCurrentWorkflow(db, userId),
    listCampaigns: (userId: string) => listCampaigns(db, userId),
    getHierarchy: (userId: string) => getHierarchy(db, userId),
    getCampaignHistory: (userId: string, campaignId: string) => getCampaignHistory(db, userId, campaignId),
    listActivityLogs: (userId: string, filter?: ActivityFilter) => listActivityLogs(db, userId, filter),
  };
  return {
    commands,
    queries,
    events: { subscribe: (listener: DomainEventListener) => bus.subscribe(listener) },
    /** The dashboard's hot reads, serialized per business (see engine/read-model). */
    readCache,
    /** Runs one job now in this process (tests, the seed, an operator). */
    runJob: (job: JobRequest) => runJob(ctx, job),
    /** Waits for jobs enqueued in 'inline' mode. */
    async drainInlineJobs() {
      while (inlineJobs.length > 0) await inlineJobs.shift();
    },
    get scheduler() {
      return scheduler;
    },
    context: ctx,
    async start() {
      await scheduler?.start();
    },
    async stop() {
      await scheduler?.stop();
      await Promise.allSettled(inlineJobs);
      await db.close();
    },
  };
}
