import { auditBusinesses } from '../budget/budget-guard';
import { applyBudgetDecision, budgetAuditInput } from '../core/run-budget-audit';
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
 * the books, the pure batched guard, the platform calls only for businesses whose budgets change,
 * one UPDATE for every campaign's books and one INSERT for the log entries (one per business and
 * hour: a second run in the same hour logs nothing new and, the state being the same, decides the same).
 */
export async function auditBudgetBatch(ctx: EngineContext, businessIds: readonly string[]): Promise<AuditBatchResult> {
  const nowMs = ctx.clock();
  const hour = Math.floor(nowMs / 3_600_000);
  return runUnit(ctx.db, ctx.bus, async (unit) => {
    const books = await loadBooks(unit.tx, businessIds, { lock: true });
    const ids = Object.keys(books.state.businesses);
    const inputs = ids.map((businessId) => budgetAuditInput(books.state, businessId, nowMs));
    const decisions = auditBusinesses(inputs);
    const acting = decisions.filter((decision) => decision.campaigns.some((campaign) => campaign.action !== 'none'));
    const platforms = await ctx.platforms.open(
      unit.tx,
      acting.map((decision) => decision.businessId),
    );
    const entries = [];
    let changed = 0;
    for (const decision of decisions) {
      const platform = platforms.get(decision.businessId);
      const entry = platform ? await applyBudgetDecision(books.state, decision, platform, nowMs) : { ...decision.logEntry };
      changed += decision.campaigns.filter((campaign) => campaign.action !== 'none').length;
      entries.push({ ...entry, dedupeKey: `audit|${decision.businessId}|${hour}` });
    }
    const platformIds = Object.keys(books.state.campaigns);
    await saveBooks(unit.tx, books, platformIds, nowMs);
    await ctx.platforms.save(unit.tx, platforms);
    const written = await insertActivityEntries(unit.tx, entries);
    for (const { businessId, entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    for (const decision of acting) unit.emit(domainEvent('campaigns.changed', decision.businessId, { businessId: decision.businessId }));
    return { businesses: ids.length, campaigns: platformIds.length, changed };
  });
}
