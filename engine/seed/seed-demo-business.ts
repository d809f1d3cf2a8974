import { signUp } from '../accounts/credentials';
import type { Orm } from '../db/orm';
import type { Engine } from '../engine';
import { runEngineHours } from './run-engine-hours';
import type { VirtualClock } from './virtual-clock';

export interface SeedOptions {
  orm: Orm;
  /** An engine made with `clock: clock.now` and `jobMode: 'inline'`. */
  engine: Engine;
  clock: VirtualClock;
  email?: string;
  password?: string;
  firstName?: string;
  businessName?: string;
  websiteUrl?: string;
  monthlyBudget?: number;
  /** Simulated days after the launch (default 16: round 1 decided, round 2 under way). */
  days?: number;
}

export interface SeededBusiness {
  userId: string;
  email: string;
  password: string;
  businessId: string;
  campaignIds: string[];
}

const DAY_HOURS = 24;

/**
 * A demo owner with a launched business and some simulated weeks of history, made through the real
 * engine (commands and jobs) on a virtual clock: used by end-to-end tests and dev data. The first
 * campaign's rounds are approved as they end (several rounds of history), the second is left
 * awaiting approval, the third is paused by the owner once its first round has ended; the jobs write
 * activity of every type.
 */
export async function seedDemoBusiness(options: SeedOptions): Promise<SeededBusiness> {
  const { engine, clock } = options;
  const email = options.email ?? 'demo@adpilot.example';
  const password = options.password ?? 'demo-password-123';
  const user = await signUp(options.orm.em.fork(), { email, password, firstName: options.firstName ?? 'Dana' });
  const business = await engine.commands.createBusiness(user.id, {
    businessName: options.businessName ?? 'Harbor Bikes',
    websiteUrl: options.websiteUrl ?? 'https://harborbikes.example',
    monthlyBudget: options.monthlyBudget ?? 3000,
    industry: 'Bicycle repair',
    targetAudience: 'Commuters and weekend riders downtown',
    paymentConfirmed: true,
    setupIntentId: null,
  });
  await engine.drainInlineJobs();
  const campaigns = await engine.queries.listCampaigns(user.id);
  const [approved, , paused] = campaigns;
  // The third campaign serves until its first round has crowned a champion, then its owner pauses it:
  // a paused campaign gathers no data, so a round left open on it would run to its 4-week limit.
  let pausedYet = false;
  await runEngineHours(engine, clock, (options.days ?? 16) * DAY_HOURS, async () => {
    const now = await engine.queries.listCampaigns(user.id);
    const third = now.find((campaign) => campaign.id === paused?.id);
    if (third?.awaitingRoundApproval && !pausedYet) {
      pausedYet = true;
      await engine.commands.pauseCampaign(user.id, third.id);
    }
    const current = now.find((campaign) => campaign.id === approved?.id);
    if (current?.awaitingRoundApproval) {
      const preview = await engine.commands.previewTournament(user.id, current.id);
      await engine.commands.startTournament(user.id, current.id, { previewData: preview.previewData });
    }
  });
  if (paused && !pausedYet) await engine.commands.pauseCampaign(user.id, paused.id);
  return { userId: user.id, email, password, businessId: business.id, campaignIds: campaigns.map((campaign) => campaign.id) };
}
