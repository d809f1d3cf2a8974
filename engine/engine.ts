import type { MikroORM } from '@mikro-orm/postgresql';
import type { SiteAnalysis } from '../schema/ai-plan';
import type { CreateBusinessRequest } from '../schema/api/businesses';
import type { CampaignPreviewRequest, CreateCampaignRequest } from '../schema/api/campaigns';
import type { StartTournamentRequest } from '../schema/api/tournament';
import type { DemoSpeed } from '../schema/demo-clock';
import { errors } from '../schema/errors';
import type { Targeting } from '../schema/targeting';
import type { Strategist } from './ai/strategist';
import { fastForwardDemo, setDemoClockSpeed } from './commands/change-demo-clock';
import { changeMonthlyBudget } from './commands/change-monthly-budget';
import { changeTargeting } from './commands/change-targeting';
import { createBusiness } from './commands/create-business';
import { createCampaign } from './commands/create-campaign';
import { deleteAccount, exportAccount } from './commands/delete-account';
import { type DisconnectChoice, disconnectGoogleAds } from './commands/disconnect-google-ads';
import { goLive } from './commands/go-live';
import { pauseBusiness, resumeBusiness } from './commands/pause-business';
import { previewCampaign } from './commands/preview-campaign';
import { setAdStatus } from './commands/set-ad-status';
import { setCampaignStatus } from './commands/set-campaign-status';
import { previewTournament, startTournament, stopTournament } from './commands/tournament-commands';
import { inOwnersTime } from './demo-clock/business-clock';
import { scopedClock } from './demo-clock/clock-scope';
import type { EngineContext } from './engine-context';
import { DomainEventBus, type DomainEventListener } from './events/domain-events';
import type { GoogleAdsLive } from './google-ads/google-ads-live';
import { livePlatforms } from './google-ads/live-platforms';
import { type BillingService, createDemoBilling } from './jobs/billing-service';
import { type JobRequest, runJob } from './jobs/jobs';
import { createScheduler, type Scheduler, type SchedulerOptions } from './jobs/scheduler';
import { createMailService, type MailService } from './mail/mail-service';
import { queueAccountLockedMail } from './mail/queue-account-locked-mail';
import { queueWelcomeMail } from './mail/queue-welcome-mail';
import { withCause } from './ops/cause';
import { type Clock, PlatformStore } from './persistence/platform-store';
import { Database } from './persistence/sql';
import { businessIdOfUser } from './queries/business-of-user';
import { getCampaignAdTests } from './queries/get-campaign-ad-tests';
import { getCampaignHistory } from './queries/get-campaign-history';
import { getCurrentWorkflow } from './queries/get-current-workflow';
import { getHierarchy } from './queries/get-hierarchy';
import { getHierarchyOutline } from './queries/get-hierarchy-outline';
import { getMyBusiness } from './queries/get-my-business';
import { type ActivityFilter, listActivityLogs } from './queries/list-activity-logs';
import { listCampaigns } from './queries/list-campaigns';
import { ReadCache } from './read-model/read-cache';
import { listSearchTerms } from './search-terms/list-search-terms';
import { undoSearchTermDecision } from './search-terms/undo-search-term-decision';
import { analyzeSite as analyzeSiteSafely } from './site/analyze-site';
import { type PublishConversionTagInput, publishConversionTag } from './tag-manager/publish-conversion-tag';

export interface EngineOptions {
  /** Kept for the composition's symmetry with the API; the engine's SQL uses its own pool on the same URL. */
  orm?: MikroORM;
  databaseUrl: string;
  strategist: Strategist;
  /** Epoch ms; inject a virtual clock to run simulated days in milliseconds. Default Date.now. */
  clock?: Clock;
  analyzeSite?: (url: string) => Promise<SiteAnalysis>;
  billing?: BillingService;
  /** SMTP when configured; by default mail is kept in the database (the mail viewer). */
  mail?: MailService;
  /** Live Google Ads (GOOGLE_ADS_* configured): businesses in live mode run on their connected account. */
  googleAds?: GoogleAdsLive;
  /** Seed of the demo simulators and the statistics' draws. */
  seed?: number;
  /** Every new demo account starts from this seed (a replay of one demo business: `npm run simulate -- --site`). */
  demoAccountSeed?: number;
  /** Jobs go to Agenda by default; 'inline' runs them at once in this process (tests, seed). */
  jobMode?: 'agenda' | 'inline';
  /** Agenda's role and tuning: ROLE=web only enqueues; lock lifetime, polling, drain on stop. */
  scheduler?: Omit<SchedulerOptions, 'databaseUrl'>;
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
  // Real time (or a test's virtual clock), except inside a demo business's own time (engine/demo-clock).
  const clock = scopedClock(options.clock ?? Date.now);
  const db = new Database(options.databaseUrl, { max: options.poolMax ?? 20 });
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
    platforms: new PlatformStore(clock, seed, options.googleAds ? livePlatforms(options.googleAds, db, bus, clock) : undefined, options.demoAccountSeed),
    analyzeSite: options.analyzeSite ?? ((url) => analyzeSiteSafely(url)),
    billing: options.billing ?? createDemoBilling(),
    mail: options.mail ?? createMailService(),
    ...(options.googleAds ? { googleAdsConnections: options.googleAds.connections } : {}),
    async enqueue(job: JobRequest) {
      if (options.jobMode === 'inline' || !scheduler) {
        inlineJobs.push(runJob(ctx, job).catch(() => undefined));
        return;
      }
      await scheduler.enqueue(job);
    },
    async scheduleJob(job: JobRequest, atMs: number) {
      if (options.jobMode === 'inline' || !scheduler) return;
      await scheduler.schedule(job, new Date(atMs));
    },
    jobsDistributed: options.jobMode !== 'inline',
  };
  if (options.jobMode !== 'inline') {
    scheduler = createScheduler(ctx, { ...options.scheduler, databaseUrl: options.databaseUrl });
  }

  // An owner's commands run in their business's time: simulated for a demo business with its own clock.
  const owners = <A extends unknown[], R>(command: (userId: string, ...args: A) => Promise<R>) =>
    (userId: string, ...args: A): Promise<R> => inOwnersTime(ctx, userId, () => command(userId, ...args));
  const commands = {
    createBusiness: (userId: string, data: CreateBusinessRequest) => createBusiness(ctx, userId, data),
    /** After sign-up; queues the welcome mail (its sending is a job). */
    queueWelcomeMail: (userId: string) => queueWelcomeMail(ctx, userId),
    /** Failed sign-ins locked this e-mail's account: its owner hears of it once a day. */
    queueAccountLockedMail: (email: string, waitMs: number) => queueAccountLockedMail(ctx, email, waitMs),
    exportAccount: (userId: string) => exportAccount(ctx, userId),
    deleteAccount: (userId: string) => deleteAccount(ctx, userId),
    pauseBusiness: owners((userId) => pauseBusiness(ctx, userId)),
    resumeBusiness: owners((userId) => resumeBusiness(ctx, userId)),
    // Real time: going live leaves the simulated clock behind.
    goLive: (userId: string) => goLive(ctx, userId),
    changeMonthlyBudget: owners((userId, monthlyBudget: number) => changeMonthlyBudget(ctx, userId, monthlyBudget)),
    changeTargeting: owners((userId, targeting: Targeting) => changeTargeting(ctx, userId, targeting)),
    fastForwardDemo: (userId: string, days: number) => fastForwardDemo(ctx, userId, days),
    setDemoClockSpeed: (userId: string, speed: DemoSpeed) => setDemoClockSpeed(ctx, userId, speed),
    pauseCampaign: owners((userId, campaignId: string) => setCampaignStatus(ctx, userId, campaignId, 'paused')),
    resumeCampaign: owners((userId, campaignId: string) => setCampaignStatus(ctx, userId, campaignId, 'active')),
    undoSearchTerm: owners((userId, searchTermId: string) => undoSearchTermDecision(ctx, userId, searchTermId)),
    pauseAd: owners((userId, adId: string) => setAdStatus(ctx, userId, adId, 'paused')),
    resumeAd: owners((userId, adId: string) => setAdStatus(ctx, userId, adId, 'active')),
    previewTournament: owners((userId, campaignId: string) => previewTournament(ctx, userId, campaignId)),
    // The user is the cause the ops journal records for the transitions these make.
    startTournament: owners((userId, campaignId: string, request: StartTournamentRequest) =>
      withCause({ kind: 'user', userId }, () => startTournament(ctx, userId, campaignId, request)),
    ),
    stopTournament: owners((userId, campaignId: string) => withCause({ kind: 'user', userId }, () => stopTournament(ctx, userId, campaignId))),
    previewCampaign: owners((userId, request: CampaignPreviewRequest) => previewCampaign(ctx, userId, request)),
    createCampaign: owners((userId, request: CreateCampaignRequest) => createCampaign(ctx, userId, request)),
    /** Live mode only (the route checks): pauses at Google first unless the owner chose 'leave'. */
    disconnectGoogleAds: (userId: string, choice: DisconnectChoice) => {
      if (!options.googleAds) throw errors.unavailable('Google Ads is not configured on this server');
      return disconnectGoogleAds(ctx, options.googleAds.connections, userId, choice);
    },
    /** Live mode only: the conversion tag and trigger published into the owner's Tag Manager container. */
    publishConversionTag: (userId: string, input: PublishConversionTagInput) => {
      if (!options.googleAds) throw errors.unavailable('Google Tag Manager needs a Google connection, which this server does not have (demo mode).');
      return publishConversionTag(ctx, options.googleAds.tagManager, userId, input);
    },
  };
  const queries = {
    businessIdOfUser: (userId: string) => businessIdOfUser(db, userId),
    getMyBusiness: (userId: string) => inOwnersTime(ctx, userId, () => getMyBusiness(db, userId, clock())),
    getCurrentWorkflow: (userId: string) => getCurrentWorkflow(db, userId),
    listCampaigns: (userId: string) => listCampaigns(db, userId),
    getHierarchy: (userId: string) => getHierarchy(db, userId),
    getHierarchyOutline: (userId: string) => getHierarchyOutline(db, userId),
    getCampaignAdTests: (userId: string, campaignId: string) => getCampaignAdTests(db, userId, campaignId),
    getCampaignHistory: (userId: string, campaignId: string) => getCampaignHistory(db, userId, campaignId),
    listActivityLogs: (userId: string, filter?: ActivityFilter) => listActivityLogs(db, userId, filter),
    listSearchTerms: (userId: string) => inOwnersTime(ctx, userId, () => listSearchTerms(db, userId, clock())),
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
      ctx.mail.close();
      await db.close();
    },
  };
}
