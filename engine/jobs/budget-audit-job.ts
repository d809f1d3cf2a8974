import { formatMoney } from '../../schema/money';
import { auditBusinesses, type BudgetAuditInput, type BudgetDecision } from '../budget/budget-guard';
import { bookBudgetDecision, budgetAuditInput, type CampaignChange, campaignChanges, sendCampaignChanges } from '../core/run-budget-audit';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { type ActivityWrite, insertActivityEntries } from '../persistence/activity-log-writer';
import { loadBooks, saveBooks } from '../persistence/campaign-books';
import type { Sql } from '../persistence/sql';
import type { AdsPlatform } from '../platform/ads-platform';
import { failSafeDecision } from './fail-safe';

export interface AuditBatchResult {
  businesses: number;
  campaigns: number;
  changed: number;
}

/**
 * The hourly budget audit (layers 1-3) for a batch of businesses in one transaction: one read of
 * the books, the pure batched guard, one UPDATE for every campaign's books and one INSERT for the
 * log entries (one per business and hour: a second run in the same hour logs nothing new and, the
 * state being the same, decides the same). A demo account already simulated to this hour takes
 * the changes from those books when it is next opened, at this hour (PlatformStore.simulatedToHour),
 * so it is not loaded here; any other account is opened and called now, all of its changes together
 * (Google Ads: setCampaignDailyBudget and setCampaignStatus per campaign).
 */
export async function auditBudgetBatch(ctx: EngineContext, businessIds: readonly string[]): Promise<AuditBatchResult> {
  const nowMs = ctx.clock();
  const hour = Math.floor(nowMs / 3_600_000);
  return runUnit(ctx.db, ctx.bus, async (unit) => {
    const books = await loadBooks(unit.tx, businessIds, { lock: true });
    const ids = Object.keys(books.state.businesses);
    const inputs = ids.map((businessId) => budgetAuditInput(books.state, businessId, nowMs));
    const live = await liveBusinesses(unit.tx, ids);
    const failSafes: ActivityWrite[] = [];
    // A live business whose spend has gone unread too long gets the fail-safe cap (engine/jobs/fail-safe.ts).
    const decisions = auditBusinesses(inputs).map((decision, index) => {
      if (!live.has(decision.businessId)) return decision;
      const failSafe = failSafeDecision(inputs[index], decision);
      if (failSafe) failSafes.push(failSafe.entry);
      return failSafe?.decision ?? decision;
    });
    const changes = new Map<string, CampaignChange[]>();
    for (const decision of decisions) {
      const changed = campaignChanges(decision);
      if (changed.length > 0) changes.set(decision.businessId, changed);
    }
    const booked = await ctx.platforms.simulatedToHour(unit.tx, [...changes.keys()], nowMs);
    const platforms = await ctx.platforms.open(
      unit.tx,
      [...changes.keys()].filter((businessId) => !booked.has(businessId)),
    );
    for (const [businessId, platform] of platforms) {
      const index = decisions.findIndex((decision) => decision.businessId === businessId);
      const stopped = await sendOrStop(platform, decisions[index], inputs[index]);
      if (stopped) {
        decisions[index] = stopped.decision;
        changes.set(businessId, campaignChanges(stopped.decision));
        failSafes.push(stopped.entry);
      }
    }
    const entries: ActivityWrite[] = [];
    let changed = 0;
    for (const decision of decisions) {
      const entry = changes.has(decision.businessId) ? bookBudgetDecision(books.state, decision, nowMs) : { ...decision.logEntry };
      changed += changes.get(decision.businessId)?.length ?? 0;
      entries.push({ ...entry, dedupeKey: `audit|${decision.businessId}|${hour}` });
    }
    const platformIds = Object.keys(books.state.campaigns);
    await saveBooks(unit.tx, books, platformIds, nowMs);
    await ctx.platforms.save(unit.tx, platforms);
    const written = await insertActivityEntries(unit.tx, [...entries, ...failSafes]);
    for (const { businessId, entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    for (const businessId of changes.keys()) unit.emit(domainEvent('campaigns.changed', businessId, { businessId }));
    return { businesses: ids.length, campaigns: platformIds.length, changed };
  });
}

async function liveBusinesses(tx: Sql, businessIds: readonly string[]): Promise<Set<string>> {
  const rows = await tx.query<{ id: string }>(`select id from businesses where id = any($1::uuid[]) and platform_mode = 'live'`, [businessIds]);
  return new Set(rows.map((row) => row.id));
}

/**
 * Sends a decision's changes. When Google refuses one and the decision was lowering spend (a lower
 * budget or a pause), every serving campaign is paused instead, so the month's budget holds even
 * though the budgets could not be set; the decision actually carried out is returned with the
 * owner's entry. When even the pause fails, the error goes up (the business is retried and its
 * health says failing).
 */
async function sendOrStop(platform: AdsPlatform, decision: BudgetDecision, input: BudgetAuditInput): Promise<{ decision: BudgetDecision; entry: ActivityWrite } | null> {
  try {
    await sendCampaignChanges(platform, campaignChanges(decision));
    return null;
  } catch (error) {
    const currentOf = new Map(input.campaigns.map((campaign) => [campaign.campaignId, campaign]));
    const lowering = decision.campaigns.some(
      (item) => item.action === 'pause' || (item.action === 'setBudget' && item.dailyBudgetMicros < (currentOf.get(item.campaignId)?.dailyBudgetMicros ?? 0)),
    );
    if (!lowering) throw error;
    const campaigns = decision.campaigns.map((item) => (currentOf.get(item.campaignId)?.enabled ? { ...item, action: 'pause' as const } : { ...item, action: 'none' as const }));
    const stopped = { ...decision, campaigns };
    await sendCampaignChanges(platform, campaignChanges(stopped));
    const reason = error instanceof Error ? error.message : String(error);
    return {
      decision: stopped,
      entry: {
        businessId: decision.businessId,
        campaignId: null,
        title: 'Campaigns paused: budgets could not be lowered',
        message: `AdPilot had to lower your budgets to keep this month within ${formatMoney(input.monthlyBudgetCents / 100, input.currencyCode)}, but Google Ads refused the change (${reason}). Your campaigns are paused instead; AdPilot resumes them once budgets can be set again.`,
        level: 'error',
        eventType: 'budget_audit',
        createdAt: input.nowMs,
        dedupeKey: `guard-stop|${decision.businessId}|${Math.floor(input.nowMs / 3_600_000)}`,
        details: { reason, campaigns },
      },
    };
  }
}
