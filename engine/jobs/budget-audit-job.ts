import { auditBusinesses } from '../budget/budget-guard';
import { bookBudgetDecision, budgetAuditInput, type CampaignChange, campaignChanges, sendCampaignChanges } from '../core/run-budget-audit';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { loadBooks, saveBooks } from '../persistence/campaign-books';

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
    const decisions = auditBusinesses(inputs);
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
    for (const [businessId, platform] of platforms) await sendCampaignChanges(platform, changes.get(businessId) ?? []);
    const entries = [];
    let changed = 0;
    for (const decision of decisions) {
      const entry = changes.has(decision.businessId) ? bookBudgetDecision(books.state, decision, nowMs) : { ...decision.logEntry };
      changed += changes.get(decision.businessId)?.length ?? 0;
      entries.push({ ...entry, dedupeKey: `audit|${decision.businessId}|${hour}` });
    }
    const platformIds = Object.keys(books.state.campaigns);
    await saveBooks(unit.tx, books, platformIds, nowMs);
    await ctx.platforms.save(unit.tx, platforms);
    const written = await insertActivityEntries(unit.tx, entries);
    for (const { businessId, entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    for (const businessId of changes.keys()) unit.emit(domainEvent('campaigns.changed', businessId, { businessId }));
    return { businesses: ids.length, campaigns: platformIds.length, changed };
  });
}
