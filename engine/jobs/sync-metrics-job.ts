import { formatMoney } from '../../schema/money';
import { type LedgerRow, recordSpend } from '../budget/ledger';
import { RE_READ_DAYS, reReadWindow } from '../budget/month-calendar';
import { learnDeliveryProfile } from '../core/sync-metrics';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { type ActivityWrite, insertActivityEntries } from '../persistence/activity-log-writer';
import { type LoadedBooks, loadBooks, saveBooks } from '../persistence/campaign-books';
import type { Sql } from '../persistence/sql';
import type { AdsPlatform, MetricsQuery, MetricsReport, MetricsRow } from '../platform/ads-platform';
import { getBusinessById } from '../queries/get-my-business';
import { getCampaignsByIds } from '../queries/list-campaigns';

/**
 * Metrics sync of one business, one transaction: the demo platform catches up to the clock (so a
 * demo business sees spend accrue in real time), one query per level for yesterday and today (the
 * reporting lag never reaches further back), spend deltas into the ledger (idempotent by window),
 * figures into metric snapshots and lifetime totals, and the final hourly rows into the delivery
 * profile the optimizer schedules by. Running it twice records nothing new.
 */
export async function syncBusinessMetrics(ctx: EngineContext, businessId: string): Promise<{ ledgerRows: number }> {
  const nowMs = ctx.clock();
  const changedCampaigns: string[] = [];
  const [mode] = await ctx.db.query<{ platform_mode: string }>('select platform_mode from businesses where id = $1', [businessId]);
  const live = mode?.platform_mode === 'live';
  // Live: Google's answers (a few hundred ms each) are read before the transaction opens, so the
  // transaction holds its connection and the business row only for the writes. Demo: the simulator
  // lives in the row and advances as it is read, so it is read inside.
  const prefetched = live ? await prefetchReports(ctx, businessId, nowMs) : null;
  const result = await runUnit(ctx.db, ctx.bus, async (unit) => {
    const { tx } = unit;
    const opened = await ctx.platforms.openOne(tx, businessId);
    const platform = prefetched ? answeringFrom(opened, prefetched) : opened;
    const books = await loadBooks(tx, [businessId]);
    const business = books.state.businesses[businessId];
    const platformCampaignIds = business?.campaignIds ?? [];
    if (!business || platformCampaignIds.length === 0) {
      await ctx.platforms.save(tx, new Map([[businessId, platform]]));
      await tx.query('update businesses set synced_at = $2 where id = $1', [businessId, new Date(nowMs)]);
      return { ledgerRows: 0 };
    }
    const days = syncDays(live);
    const [campaignReport, adReport, keywordReport] = await readWindow(platform, platformCampaignIds, nowMs, business.timeZone, days);

    // Layer 4: the ledger.
    const inserted = await insertLedgerRows(tx, businessId, books, newSpendRows(books, businessId, campaignReport.rows, nowMs), live);
    for (const row of inserted) {
      bookSpend(books, row);
      changedCampaigns.push(row.campaignId);
    }

    await learnDeliveryProfile(books.state, business, platform, nowMs);
    await saveBooks(tx, books, platformCampaignIds, nowMs);
    await upsertSnapshots(tx, businessId, campaignReport.rows, adReport.rows, keywordReport.rows, books.campaignIdByPlatformId, nowMs);
    await tx.query('update businesses set synced_at = $2 where id = $1', [businessId, new Date(nowMs)]);
    await ctx.platforms.save(tx, new Map([[businessId, platform]]));

    const written = await insertActivityEntries(tx, [syncEntry(businessId, business.currencyCode, inserted, campaignReport, days, nowMs)]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    if (inserted.length > 0) {
      // New spend moves today's and the month's figures of the budget cards: pushed as committed.
      const changed = await getBusinessById(tx, businessId, nowMs);
      if (changed) unit.emit(domainEvent('business.updated', businessId, changed));
    }
    return { ledgerRows: inserted.length };
  });
  if (changedCampaigns.length > 0) {
    const campaigns = await getCampaignsByIds(ctx.db, [...new Set(changedCampaigns)]);
    ctx.bus.publish(campaigns.map((campaign) => domainEvent('campaign.updated', businessId, campaign)));
    ctx.bus.publish([domainEvent('hierarchy.changed', businessId, { businessId })]);
  }
  return result;
}

/** A ledger row of one campaign (its table id), as inserted. */
export interface InsertedSpend {
  campaignId: string;
  date: string;
  cumulativeMicros: number;
  deltaCents: number;
}

/**
 * The ledger rows a campaign report makes against the books (platform campaign ids). Spend of a date
 * only grows, so an older, smaller report than the books hold is ignored.
 */
export function newSpendRows(books: LoadedBooks, businessId: string, rows: readonly MetricsRow[], nowMs: number): LedgerRow[] {
  const observations = rows
    .filter((row) => row.costMicros > (books.state.campaigns[row.campaignId]?.platformMicrosByDate[row.date] ?? 0))
    .map((row) => ({ campaignId: row.campaignId, date: row.date, cumulativeMicros: row.costMicros }));
  const recorded = new Map<string, number>();
  for (const id of books.state.businesses[businessId]?.campaignIds ?? []) {
    for (const [date, micros] of Object.entries(books.state.campaigns[id].platformMicrosByDate)) recorded.set(`${id}|${date}`, micros);
  }
  return recordSpend(businessId, observations, recorded, nowMs);
}

/** Books an inserted ledger row into its campaign's books: the month's spend and the platform's cumulative figure of that date. */
export function bookSpend(books: LoadedBooks, row: InsertedSpend): void {
  const platformId = [...books.campaignIdByPlatformId].find(([, id]) => id === row.campaignId)?.[0];
  const campaign = books.state.campaigns[platformId ?? ''];
  if (!campaign) return;
  campaign.ledgerCentsByDate[row.date] = (campaign.ledgerCentsByDate[row.date] ?? 0) + row.deltaCents;
  campaign.platformMicrosByDate[row.date] = Math.max(campaign.platformMicrosByDate[row.date] ?? 0, row.cumulativeMicros);
}

/**
 * Inserts ledger rows (idempotent by window: a row already there is skipped) and answers those
 * inserted, by table campaign id. Each row keeps the time it was recorded at.
 */
export async function insertLedgerRows(tx: Sql, businessId: string, books: LoadedBooks, rows: readonly LedgerRow[], live: boolean): Promise<InsertedSpend[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.query<{ campaign_id: string; date: string; cumulative_micros: number; delta_cents: number }>(
    `insert into spend_ledger (business_id, campaign_id, date, month, cumulative_micros, delta_cents, recorded_at, live)
     select $1, v.campaign_id, v.date, v.month, v.cumulative, v.delta, v.recorded_at, $8
     from unnest($2::uuid[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::timestamptz[]) as v(campaign_id, date, month, cumulative, delta, recorded_at)
     on conflict (campaign_id, date, cumulative_micros) do nothing
     returning campaign_id, date, cumulative_micros, delta_cents`,
    [
      businessId,
      rows.map((row) => books.campaignIdByPlatformId.get(row.campaignId)),
      rows.map((row) => row.date),
      rows.map((row) => row.month),
      rows.map((row) => row.cumulativeMicros),
      rows.map((row) => row.deltaCents),
      rows.map((row) => new Date(row.recordedAt)),
      live,
    ],
  );
  return inserted.map((row) => ({ campaignId: row.campaign_id, date: row.date, cumulativeMicros: Number(row.cumulative_micros), deltaCents: row.delta_cents }));
}

/** The hour's "Metrics synced" entry (one per business and hour). */
export function syncEntry(
  businessId: string,
  currencyCode: string | undefined,
  inserted: readonly InsertedSpend[],
  campaignReport: MetricsReport,
  days: number,
  nowMs: number,
): ActivityWrite {
  const deltaCents = inserted.reduce((sum, row) => sum + row.deltaCents, 0);
  const impressions = campaignReport.rows.reduce((sum, row) => sum + row.impressions, 0);
  return {
    businessId,
    campaignId: null,
    title: 'Metrics synced',
    message:
      inserted.length > 0
        ? `Recorded ${formatMoney(deltaCents / 100, currencyCode)} of new spend across ${new Set(inserted.map((row) => row.campaignId)).size} campaign(s); ${impressions.toLocaleString('en-US')} impressions reported for ${days === 2 ? 'yesterday and today' : `the last ${days} days`}.`
        : 'No new spend reported since the last sync.',
    level: 'info',
    eventType: 'metrics_sync',
    createdAt: nowMs,
    dedupeKey: `sync|${businessId}|${Math.floor(nowMs / 3_600_000)}`,
    details: { ledgerRows: inserted.length, deltaCents, completeThrough: new Date(campaignReport.completeThrough).toISOString() },
  };
}

/**
 * Dates a sync reads. Live: the last RE_READ_DAYS in the account's own zone (Google's report dates
 * are local), so conversions reported days after their click replace the older date's figures
 * (snapshots are upserted by entity and date: counted once). Demo: yesterday and today, since the
 * simulator reports every conversion at once (and reading less keeps thousands of demo syncs cheap).
 */
export const syncDays = (live: boolean) => (live ? RE_READ_DAYS : 2);

/** The sync's reports of a window, one per level (campaign, ad, keyword unless fewer are asked for). */
export function readWindow(
  platform: AdsPlatform,
  campaignIds: string[],
  nowMs: number,
  timeZone: string | undefined,
  days: number,
  levels: readonly MetricsQuery['level'][] = ['campaign', 'ad', 'keyword'],
): Promise<MetricsReport[]> {
  const window = { campaignIds, ...reReadWindow(nowMs, timeZone, days), segment: 'day' as const };
  return Promise.all(levels.map((level) => platform.fetchMetrics({ ...window, level })));
}

type Reports = Map<string, Promise<MetricsReport>>;

/**
 * Reads every report the sync will ask a live account for, on the books as they are now (a copy
 * nobody writes): the same calls the transaction makes, so it finds them answered. One that differs
 * (the books moved in between) is simply asked of Google then.
 */
async function prefetchReports(ctx: EngineContext, businessId: string, nowMs: number): Promise<Reports> {
  const reports: Reports = new Map();
  const platform = answeringFrom(await ctx.platforms.openOne(ctx.db, businessId), reports);
  const books = await loadBooks(ctx.db, [businessId]);
  const business = books.state.businesses[businessId];
  if (!business || business.campaignIds.length === 0) return reports;
  await readWindow(platform, business.campaignIds, nowMs, business.timeZone, syncDays(true));
  await learnDeliveryProfile(books.state, business, platform, nowMs);
  return reports;
}

/** `platform`, its metrics answered from (and kept in) `reports`; every other call goes through. */
function answeringFrom(platform: AdsPlatform, reports: Reports): AdsPlatform {
  return new Proxy(platform, {
    get(target, property, receiver) {
      if (property !== 'fetchMetrics') {
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (query: MetricsQuery) => {
        const key = JSON.stringify(query);
        let report = reports.get(key);
        if (!report) {
          report = target.fetchMetrics(query);
          reports.set(key, report);
          report.catch(() => reports.delete(key));
        }
        return report;
      };
    },
  });
}

export async function upsertSnapshots(
  tx: Sql,
  businessId: string,
  campaignRows: readonly MetricsRow[],
  adRows: readonly MetricsRow[],
  keywordRows: readonly MetricsRow[],
  campaignIdByPlatformId: ReadonlyMap<string, string>,
  nowMs: number,
  options: { totals?: boolean } = {},
): Promise<string[]> {
  const [ads, keywords] = await Promise.all([
    tx.query<{ id: string; platform_id: string }>('select id, platform_ad_id as platform_id from ads where business_id = $1', [businessId]),
    tx.query<{ id: string; platform_id: string }>('select id, platform_keyword_id as platform_id from keywords where business_id = $1', [businessId]),
  ]);
  const idOf = new Map<string, string>([...campaignIdByPlatformId, ...ads.map((ad) => [ad.platform_id, ad.id] as const), ...keywords.map((keyword) => [keyword.platform_id, keyword.id] as const)]);
  const rows = [
    ...campaignRows.map((row) => ({ row, level: 'campaign' })),
    ...adRows.map((row) => ({ row, level: 'ad' })),
    ...keywordRows.map((row) => ({ row, level: 'keyword' })),
  ].filter(({ row }) => idOf.has(row.entityId) && campaignIdByPlatformId.has(row.campaignId));
  if (rows.length === 0) return [];
  // A snapshot that did not move is left as it is (its synced_at is when a sync last changed it), and
  // only the entities whose snapshots moved have their totals recomputed: a demo account syncs every
  // simulated hour, and most hours bring nothing new for most of its entities.
  const changed = await tx.query<{ entity_id: string }>(
    `insert into metric_snapshots (business_id, campaign_id, level, entity_id, date, impressions, clicks, conversions, cost_micros, quality_score, synced_at)
     select $1, v.campaign_id, v.level, v.entity_id, v.date, v.impressions, v.clicks, v.conversions, v.cost, v.quality, $2
     from unnest($3::uuid[], $4::text[], $5::uuid[], $6::text[], $7::bigint[], $8::bigint[], $9::float8[], $10::bigint[], $11::int[])
       as v(campaign_id, level, entity_id, date, impressions, clicks, conversions, cost, quality)
     on conflict (entity_id, date) do update set impressions = excluded.impressions, clicks = excluded.clicks, conversions = excluded.conversions,
       cost_micros = excluded.cost_micros, quality_score = coalesce(excluded.quality_score, metric_snapshots.quality_score), synced_at = excluded.synced_at
     where (metric_snapshots.impressions, metric_snapshots.clicks, metric_snapshots.conversions, metric_snapshots.cost_micros, metric_snapshots.quality_score)
       is distinct from (excluded.impressions, excluded.clicks, excluded.conversions, excluded.cost_micros, coalesce(excluded.quality_score, metric_snapshots.quality_score))
     returning entity_id`,
    [
      businessId,
      new Date(nowMs),
      rows.map(({ row }) => campaignIdByPlatformId.get(row.campaignId)),
      rows.map(({ level }) => level),
      rows.map(({ row }) => idOf.get(row.entityId)),
      rows.map(({ row }) => row.date),
      rows.map(({ row }) => row.impressions),
      rows.map(({ row }) => row.clicks),
      rows.map(({ row }) => row.conversions),
      rows.map(({ row }) => row.costMicros),
      rows.map(({ row }) => row.qualityScore),
    ],
  );
  const entityIds = [...new Set(changed.map((row) => row.entity_id))];
  if (options.totals ?? true) await recomputeTotals(tx, entityIds);
  return entityIds;
}

/** Lifetime totals for the cards, recomputed from the snapshots of the entities that moved. */
export async function recomputeTotals(tx: Sql, entityIds: readonly string[]): Promise<void> {
  if (entityIds.length === 0) return;
  for (const table of ['campaigns', 'ads', 'keywords'] as const) {
    const quality = table === 'campaigns' ? '' : ', quality_score = coalesce(s.quality, t.quality_score)';
    await tx.query(
      `update ${table} t set impressions = s.impressions, clicks = s.clicks, conversions = s.conversions, cost_micros = s.cost${quality}
       from (select entity_id, sum(impressions) as impressions, sum(clicks) as clicks, sum(conversions) as conversions, sum(cost_micros) as cost,
               (array_agg(quality_score order by date desc) filter (where quality_score is not null))[1] as quality
             from metric_snapshots where entity_id = any($1::uuid[]) group by entity_id) s
       where t.id = s.entity_id`,
      [entityIds],
    );
  }
}
