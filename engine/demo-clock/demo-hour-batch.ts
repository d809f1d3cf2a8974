import { errors } from '../../schema/errors';
import { lookIsDue } from '../../schema/round-math';
import { auditBusinesses } from '../budget/budget-guard';
import type { LedgerRow } from '../budget/ledger';
import { bookBudgetDecision, budgetAuditInput, campaignChanges, sendCampaignChanges } from '../core/run-budget-audit';
import { learnDeliveryProfile } from '../core/sync-metrics';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import {
  bookSpend,
  insertLedgerRows,
  newSpendRows,
  readWindow,
  recomputeTotals,
  syncDays,
  syncEntry,
  upsertSnapshots,
} from '../jobs/sync-metrics-job';
import { type ActivityWrite, insertActivityEntries } from '../persistence/activity-log-writer';
import { type LoadedBooks, loadBooks, saveBooks } from '../persistence/campaign-books';
import type { Tx } from '../persistence/sql';
import type { AdsPlatform } from '../platform/ads-platform';
import { getBusinessById } from '../queries/get-my-business';
import { getCampaignsByIds } from '../queries/list-campaigns';
import { runWithClock } from './clock-scope';

const HOUR_MS = 3_600_000;

/**
 * The hourly metrics sync and budget audit of a demo business over a run of simulated hours, held in
 * memory and written once: the business's account (the simulator), its books, the ledger rows, the
 * snapshots (ads' and keywords' totals once a day) and the hour's log entries. Each hour runs the jobs' own steps (the sync's ledger rules,
 * `learnDeliveryProfile`, the guard's `auditBusinesses` and `bookBudgetDecision`) with the engine's
 * clock at that hour, so the account delivers hour by hour exactly as under the hourly jobs; only the
 * writes are gathered. Rewriting the account's 100-150 KB of state and re-summing the month's totals
 * every simulated hour is what made a month take over a minute (bench/README.md, "Demo fast-forward").
 *
 * The batch's transaction holds the business row from the first hour to `flush` (the demo account is
 * opened `for update`), so an owner's command on this business waits for at most a few simulated
 * hours of work, and a crash loses the batch as a whole (the hours rerun from the last committed one).
 */
export class DemoHourBatch {
  private books: LoadedBooks | null = null;
  private platform: AdsPlatform | null = null;
  private ledger: LedgerRow[] = [];
  private entries: ActivityWrite[] = [];
  private lastHourMs = 0;
  private dayEnds = false;
  private readonly changedCampaigns = new Set<string>();

  private constructor(
    private readonly ctx: EngineContext,
    private readonly businessId: string,
    private readonly unit: { tx: Tx; emit: (event: ReturnType<typeof domainEvent>) => void },
    private readonly moved: Set<string>,
  ) {}

  /**
   * Runs `work` with a batch in one transaction, flushed before it commits. `moved` carries the
   * entities whose snapshots moved from batch to batch until the day's last one (see `endDay`).
   */
  static async run<T>(ctx: EngineContext, businessId: string, moved: Set<string>, work: (batch: DemoHourBatch) => Promise<T>): Promise<T> {
    const result = await runUnit(ctx.db, ctx.bus, async (unit) => {
      // Only a demo account may run on a business's own clock: a business that went live meanwhile
      // is Google's, read and steered by the hourly jobs in real time (never by simulated hours).
      const [row] = await unit.tx.query<{ platform_mode: string }>('select platform_mode from businesses where id = $1 for update', [businessId]);
      if (row?.platform_mode !== 'demo') throw errors.conflict('Simulated time is for demo mode only: this business runs live on Google Ads, in real time.');
      const batch = new DemoHourBatch(ctx, businessId, unit, moved);
      const value = await work(batch);
      await batch.flush();
      return { value, changed: [...batch.changedCampaigns] };
    });
    if (result.changed.length > 0) {
      const campaigns = await getCampaignsByIds(ctx.db, result.changed);
      ctx.bus.publish(campaigns.map((campaign) => domainEvent('campaign.updated', businessId, campaign)));
      ctx.bus.publish([domainEvent('hierarchy.changed', businessId, { businessId })]);
    }
    return result.value;
  }

  /** The metrics sync and budget audit of one simulated hour (the jobs' steps, nothing written yet). */
  async runHour(hourMs: number): Promise<void> {
    await runWithClock(
      () => hourMs,
      async () => {
        const { tx } = this.unit;
        this.platform ??= await this.ctx.platforms.openOne(tx, this.businessId);
        this.books ??= await loadBooks(tx, [this.businessId], { lock: true });
        const books = this.books;
        const business = books.state.businesses[this.businessId];
        this.lastHourMs = hourMs;
        if (!business) return;
        business.syncedAtMs = hourMs;
        if (business.campaignIds.length > 0) {
          const [campaignReport] = await readWindow(this.platform, business.campaignIds, hourMs, business.timeZone, syncDays(false), ['campaign']);
          const rows = newSpendRows(books, this.businessId, campaignReport.rows, hourMs);
          const spent = rows.map((row) => ({ ...row, campaignId: books.campaignIdByPlatformId.get(row.campaignId) ?? row.campaignId }));
          for (const row of spent) {
            bookSpend(books, row);
            this.changedCampaigns.add(row.campaignId);
          }
          this.ledger.push(...rows);
          await learnDeliveryProfile(books.state, business, this.platform, hourMs);
          this.entries.push(syncEntry(this.businessId, business.currencyCode, spent, campaignReport, syncDays(false), hourMs));
        }
        // The hourly audit, as auditBudgetBatch decides and books it for a demo account.
        const [decision] = auditBusinesses([budgetAuditInput(books.state, this.businessId, hourMs)]);
        if (!decision) return;
        const changes = campaignChanges(decision);
        await sendCampaignChanges(this.platform, changes);
        const entry = changes.length > 0 ? bookBudgetDecision(books.state, decision, hourMs) : { ...decision.logEntry };
        this.entries.push({ ...entry, dedupeKey: `audit|${this.businessId}|${Math.floor(hourMs / HOUR_MS)}` });
      },
    );
  }

  /**
   * The batch ends the simulated day (or the fast-forward): its flush recomputes the lifetime totals
   * of every ad and keyword whose snapshots moved that day (a campaign's are recomputed by every
   * batch, so its card agrees with the spend). Nothing the engine decides reads them (the optimizer,
   * rounds, bidding and mail read the snapshots); they are the Ad Testing tab's figures, which the
   * owner sees move a simulated day at a time.
   */
  endDay(): void {
    this.dayEnds = true;
  }

  /**
   * Whether a campaign's open round has its daily look due at this hour (the round check's own rule,
   * schema/round-math.ts): the round check then runs as a job, on the books written so far.
   */
  roundLookDue(hourMs: number): boolean {
    if (!this.books) return true;
    const now = new Date(hourMs);
    return Object.values(this.books.state.campaigns).some((campaign) => {
      const snapshot = campaign.tournament as { value?: unknown; context?: { roundStartDate?: string | null; lastLookAt?: string | null } } | null;
      return snapshot?.value === 'testing' && lookIsDue(snapshot.context?.roundStartDate, snapshot.context?.lastLookAt, now);
    });
  }

  /**
   * Writes what the hours so far did, as the sync and audit jobs write it: the ledger rows, the books,
   * the day's snapshots and totals (read once, for yesterday and today at the last hour), the account,
   * `synced_at` and the log entries. The next hour opens the account and the books again.
   */
  async flush(): Promise<void> {
    const { books, platform } = this;
    if (!books || !platform) return;
    const { tx } = this.unit;
    const business = books.state.businesses[this.businessId];
    const hourMs = this.lastHourMs;
    await runWithClock(
      () => hourMs,
      async () => {
        const inserted = await insertLedgerRows(tx, this.businessId, books, this.ledger, false);
        if (business) {
          await saveBooks(tx, books, business.campaignIds, hourMs);
          if (business.campaignIds.length > 0) {
            const [campaignReport, adReport, keywordReport] = await readWindow(platform, business.campaignIds, hourMs, business.timeZone, syncDays(false));
            const entities = await upsertSnapshots(tx, this.businessId, campaignReport.rows, adReport.rows, keywordReport.rows, books.campaignIdByPlatformId, hourMs, {
              totals: false,
            });
            // The campaigns' totals now (their cards move with the spend); their ads' and keywords' at the day's end.
            const campaignIds = new Set(books.campaignIdByPlatformId.values());
            await recomputeTotals(tx, entities.filter((id) => campaignIds.has(id)));
            for (const id of entities) if (!campaignIds.has(id)) this.moved.add(id);
          }
        }
        if (this.dayEnds) {
          await recomputeTotals(tx, [...this.moved]);
          this.moved.clear();
        }
        await tx.query('update businesses set synced_at = $2 where id = $1', [this.businessId, new Date(hourMs)]);
        await this.ctx.platforms.save(tx, new Map([[this.businessId, platform]]));
        const written = await insertActivityEntries(tx, this.entries);
        for (const { entry } of written) this.unit.emit(domainEvent('activity.created', this.businessId, entry));
        if (inserted.length > 0) {
          const changed = await getBusinessById(tx, this.businessId, hourMs);
          if (changed) this.unit.emit(domainEvent('business.updated', this.businessId, changed));
        }
      },
    );
    this.books = null;
    this.platform = null;
    this.ledger = [];
    this.entries = [];
  }
}
