import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteAnalysis } from '../../schema/ai-plan';
import { toOnboardingPreview } from '../../schema/ai-plan';
import type { BusinessOnboarding } from '../../schema/api/onboarding';
import { signUp } from '../accounts/credentials';
import { createOfflineStrategist } from '../ai/offline-strategist';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrate, openOrm } from '../db/orm';
import { createThrowawayDatabaseUrl } from '../db/throwaway-database';
import { createEngine } from '../engine';
import { VirtualClock } from '../seed/virtual-clock';
import { analyzeSite } from '../site/analyze-site';

export interface DemoReplayOptions {
  /** The business as onboarding's step 1 has it (name, site, monthly budget, industry, audience). */
  form: BusinessOnboarding;
  /** The demo account's seed (`businesses.demo_state->'seed'` of the business replayed). */
  accountSeed: number;
  /** The launch instant, ms: the simulation starts there. */
  startMs: number;
  days: number;
  /** A PostgreSQL server to make a throwaway database on; an embedded one in a temporary folder otherwise. */
  serverUrl?: string;
  /** Hosts the site reader may reach on private addresses (a local fixture site). */
  allowHosts?: readonly string[];
  /**
   * The site as already read (the plan is made from it): a replay of that very reading, for when the
   * site may have changed since (or, in a test, to keep the network out of the comparison).
   */
  site?: SiteAnalysis;
}

export interface DemoReplayCampaign {
  name: string;
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
}

export interface DemoReplay {
  accountSeed: number;
  start: string;
  now: string;
  hoursRun: number;
  campaigns: DemoReplayCampaign[];
  /** The month's spend the budget cards show at the end. */
  monthSpend: number;
}

/**
 * A demo business replayed by `npm run simulate -- --site`: the product's own onboarding path (the
 * site read and planned by the offline strategist, the preview launched as approved) and its own
 * fast-forward, on a throwaway database, with the demo account started from a given seed at a given
 * instant. A demo account's simulation depends on its seed and its plan only (never on its ids), so
 * a demo business launched from the same site at the same instant, with the same seed, and
 * fast-forwarded from its launch shows the same figures (tests/integration/demo-replay.test.ts).
 */
export async function replayDemo(options: DemoReplayOptions): Promise<DemoReplay> {
  const database = await throwawayDatabase(options.serverUrl);
  const clock = new VirtualClock(options.startMs);
  const orm = await openOrm(database.url, { poolMax: 4 });
  const { site } = options;
  const analyze = site ? async () => site : (url: string) => analyzeSite(url, { allowHosts: options.allowHosts ?? [] });
  const engine = createEngine({
    orm,
    databaseUrl: database.url,
    strategist: createOfflineStrategist(),
    clock: clock.now,
    analyzeSite: analyze,
    jobMode: 'inline',
    demoAccountSeed: options.accountSeed,
  });
  try {
    await migrate(orm, database.url);
    const user = await signUp(orm.em.fork(), { email: 'replay@adpilot.example', password: 'replay-password-1' });
    const { form } = options;
    const plan = await createOfflineStrategist().planBusiness({
      businessName: form.businessName,
      websiteUrl: form.websiteUrl,
      monthlyBudget: form.monthlyBudget,
      industry: form.industry || null,
      targetAudience: form.targetAudience || null,
      site: await analyze(form.websiteUrl),
    });
    const preview = toOnboardingPreview(plan);
    await engine.commands.createBusiness(user.id, { ...form, paymentConfirmed: true, setupIntentId: null, preview, ...(preview.targeting ? { targeting: preview.targeting } : {}) });
    await engine.drainInlineJobs();
    const answer = await engine.commands.fastForwardDemo(user.id, options.days);
    const business = await engine.queries.getMyBusiness(user.id);
    const campaigns = await engine.queries.listCampaigns(user.id);
    return {
      accountSeed: options.accountSeed,
      start: new Date(options.startMs).toISOString(),
      now: answer.clock.now,
      hoursRun: answer.hoursRun,
      campaigns: campaigns.map((campaign) => ({
        name: campaign.name,
        impressions: campaign.impressions,
        clicks: campaign.clicks,
        conversions: campaign.conversions,
        spend: campaign.spent,
      })),
      monthSpend: business?.currentMonthAdSpend ?? 0,
    };
  } finally {
    await engine.stop();
    await orm.close(true);
    await database.drop();
  }
}

async function throwawayDatabase(serverUrl: string | undefined): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'adpilot-replay-'));
    const embedded = await startEmbeddedPostgres({ dataDir, durability: 'throwaway' });
    return {
      url: embedded.url,
      async drop() {
        await embedded.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  return createThrowawayDatabaseUrl(serverUrl, 'adpilot_replay');
}
