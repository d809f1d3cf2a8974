import { auditBusinesses, type BudgetAuditInput, type BudgetDecision } from '../budget/budget-guard';
import { monthPosition } from '../budget/month-calendar';
import type { AdsPlatform, CampaignChange } from '../platform/ads-platform';
import type { ActivityEntryDraft } from './activity-entry';
import type { EngineCampaign, EngineState } from './engine-state';

/** The guard's view of a business, read from the engine's books (one batch for many businesses). */
export function budgetAuditInput(state: EngineState, businessId: string, nowMs: number): BudgetAuditInput {
  const business = state.businesses[businessId];
  const { today, month } = monthPosition(nowMs, business.timeZone);
  return {
    businessId,
    monthlyBudgetCents: business.monthlyBudgetCents,
    nowMs,
    timeZone: business.timeZone,
    currencyCode: business.currencyCode,
    syncedAtMs: business.syncedAtMs,
    profile: business.profile,
    campaigns: business.campaignIds.map((campaignId) => {
      const campaign = state.campaigns[campaignId];
      noteBudgetInEffect(campaign, today);
      return {
        campaignId,
        enabled: campaign.status === 'active',
        pausedByGuard: campaign.pausedByGuard,
        dailyBudgetMicros: campaign.dailyBudgetMicros,
        weight: campaign.weight * campaign.monthlyBudgetCents,
        maxBudgetByDate: pickMonth(campaign.maxBudgetByDate, month),
        ledgerCentsByDate: pickMonth(campaign.ledgerCentsByDate, month),
        platformMicrosByDate: pickMonth(campaign.platformMicrosByDate, month),
      };
    }),
  };
}

export type { CampaignChange };

/** What the guard's decision asks of the platform, campaign by campaign (none when it changes nothing). */
export function campaignChanges(decision: BudgetDecision): CampaignChange[] {
  const changes: CampaignChange[] = [];
  for (const item of decision.campaigns) {
    if (item.action === 'pause') changes.push({ campaignId: item.campaignId, status: 'PAUSED' });
    else if (item.action === 'resume') changes.push({ campaignId: item.campaignId, dailyBudgetMicros: item.dailyBudgetMicros, status: 'ENABLED' });
    else if (item.action === 'setBudget') changes.push({ campaignId: item.campaignId, dailyBudgetMicros: item.dailyBudgetMicros });
  }
  return changes;
}

/** Sends changes to a platform: batched where it can (Google Ads), else one campaign after another. */
export async function sendCampaignChanges(platform: AdsPlatform, changes: readonly CampaignChange[]): Promise<void> {
  if (changes.length === 0) return;
  if (platform.applyCampaignChanges) return platform.applyCampaignChanges(changes);
  for (const change of changes) {
    if (change.dailyBudgetMicros !== undefined) await platform.setCampaignDailyBudget(change.campaignId, change.dailyBudgetMicros);
    if (change.status !== undefined) await platform.setCampaignStatus(change.campaignId, change.status);
  }
}

/** Books the guard's decision (the budgets and statuses now in effect) once its changes are sent. */
export function bookBudgetDecision(state: EngineState, decision: BudgetDecision, nowMs: number): ActivityEntryDraft {
  const { today } = monthPosition(nowMs, state.businesses[decision.businessId]?.timeZone);
  for (const item of decision.campaigns) {
    const campaign = state.campaigns[item.campaignId];
    if (item.action === 'pause') {
      campaign.status = 'paused';
      campaign.pausedByGuard = true;
    } else if (item.action === 'resume') {
      campaign.dailyBudgetMicros = item.dailyBudgetMicros;
      campaign.status = 'active';
      campaign.pausedByGuard = false;
    } else if (item.action === 'setBudget') {
      campaign.dailyBudgetMicros = item.dailyBudgetMicros;
    }
    noteBudgetInEffect(campaign, today);
  }
  return { ...decision.logEntry };
}

/** Sends the guard's decisions to the platform and books the budgets now in effect. */
export async function applyBudgetDecision(state: EngineState, decision: BudgetDecision, platform: AdsPlatform, nowMs: number): Promise<ActivityEntryDraft> {
  await sendCampaignChanges(platform, campaignChanges(decision));
  return bookBudgetDecision(state, decision, nowMs);
}

/** Runs the hourly audit for many businesses: one batched decision, then the platform calls. */
export async function runBudgetAudit(
  state: EngineState,
  businessIds: readonly string[],
  platformFor: (businessId: string) => AdsPlatform,
  nowMs: number,
): Promise<{ decisions: BudgetDecision[]; logEntries: ActivityEntryDraft[] }> {
  const decisions = auditBusinesses(businessIds.map((businessId) => budgetAuditInput(state, businessId, nowMs)));
  const logEntries: ActivityEntryDraft[] = [];
  for (const decision of decisions) {
    if (decision.campaigns.some((item) => item.action !== 'none')) {
      logEntries.push(await applyBudgetDecision(state, decision, platformFor(decision.businessId), nowMs));
      continue;
    }
    // Most hours change nothing: book the budgets in effect without a round trip through the platform.
    const { today } = monthPosition(nowMs, state.businesses[decision.businessId]?.timeZone);
    for (const item of decision.campaigns) noteBudgetInEffect(state.campaigns[item.campaignId], today);
    logEntries.push({ ...decision.logEntry });
  }
  return { decisions, logEntries };
}

/** The platform starts every day at the current budget: the day's worst case includes it. */
function noteBudgetInEffect(campaign: EngineCampaign, today: string): void {
  if (campaign.status !== 'active') return;
  campaign.maxBudgetByDate[today] = Math.max(campaign.maxBudgetByDate[today] ?? 0, campaign.dailyBudgetMicros);
}

/**
 * The month's part of a by-date record. Usually every date is in the month: then the record itself
 * is returned (the guard only reads it), so the hourly audit copies nothing.
 */
function pickMonth<T>(byDate: Readonly<Record<string, T>>, month: string): Readonly<Record<string, T>> {
  let outside = false;
  for (const date in byDate) {
    if (!date.startsWith(month)) {
      outside = true;
      break;
    }
  }
  if (!outside) return byDate;
  const picked: Record<string, T> = {};
  for (const date in byDate) if (date.startsWith(month)) picked[date] = byDate[date];
  return picked;
}
