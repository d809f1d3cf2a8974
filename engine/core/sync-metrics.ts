import { ledgerWindowKey, recordSpend } from '../budget/ledger';
import { isoDate, startOfDateMs } from '../budget/month-calendar';
import type { AdsPlatform, MetricsRow } from '../platform/ads-platform';
import type { EngineBusiness, EngineState } from './engine-state';

const HOUR_MS = 3_600_000;

/**
 * Metrics sync for one business: one campaign-level query for yesterday and today (the reporting
 * lag never reaches further back), turned into idempotent ledger rows; then the final hourly rows
 * feed the hour-of-day and weekday delivery the optimizer schedules by.
 */
export async function syncMetrics(state: EngineState, business: EngineBusiness, platform: AdsPlatform, nowMs: number): Promise<number> {
  const campaignIds = business.campaignIds;
  if (campaignIds.length === 0) return 0;
  const from = isoDate(nowMs - 24 * HOUR_MS, business.timeZone);
  const to = isoDate(nowMs, business.timeZone);
  const report = await platform.fetchMetrics({ campaignIds, level: 'campaign', from, to, segment: 'day' });
  // Only the windows this report touches matter to recordSpend; the books hold every date of the month.
  const recorded = new Map<string, number>();
  for (const row of report.rows) {
    const window = ledgerWindowKey(row.campaignId, row.date);
    const micros = state.campaigns[row.campaignId]?.recordedMicros[window];
    if (micros !== undefined) recorded.set(window, micros);
  }
  const rows = recordSpend(
    business.businessId,
    report.rows.map((row) => ({ campaignId: row.campaignId, date: row.date, cumulativeMicros: row.costMicros })),
    recorded,
    nowMs,
  );
  for (const row of rows) {
    const campaign = state.campaigns[row.campaignId];
    campaign.recordedMicros[ledgerWindowKey(row.campaignId, row.date)] = row.cumulativeMicros;
    campaign.ledgerCentsByDate[row.date] = (campaign.ledgerCentsByDate[row.date] ?? 0) + row.deltaCents;
    campaign.platformMicrosByDate[row.date] = row.cumulativeMicros;
    business.ledger.push(row);
  }
  business.syncedAtMs = nowMs;
  return rows.length;
}

/** Adds the hourly rows that became final since the last call to each campaign's delivery profile. */
export async function learnDeliveryProfile(state: EngineState, business: EngineBusiness, platform: AdsPlatform, nowMs: number): Promise<void> {
  const campaignIds = business.campaignIds;
  if (campaignIds.length === 0) return;
  // Hours up to the oldest campaign's learned hour were counted before: ask only for dates after it.
  let learnedFrom = Number.POSITIVE_INFINITY;
  for (const campaignId of campaignIds) learnedFrom = Math.min(learnedFrom, (state.campaigns[campaignId].learnedThroughHour + 1) * HOUR_MS);
  const report = await platform.fetchMetrics({
    campaignIds,
    level: 'campaign',
    from: isoDate(Math.max(nowMs - 2 * 24 * HOUR_MS, learnedFrom), business.timeZone),
    to: isoDate(nowMs, business.timeZone),
    segment: 'hour',
  });
  const finalBefore = Math.floor(report.completeThrough / HOUR_MS);
  for (const row of report.rows) {
    const campaign = state.campaigns[row.campaignId];
    const hourOfDay = row.hour ?? 0;
    // Report dates and hours are the account's local ones: the profile learns local hours, the ones Google's ad schedule means.
    const hourIndex = startOfDateMs(row.date, business.timeZone) / HOUR_MS + hourOfDay;
    if (hourIndex <= campaign.learnedThroughHour || hourIndex >= finalBefore) continue;
    // The weekday of the report's own (local) date, not of the UTC day its hour falls in.
    const weekday = weekdayOf(row.date);
    addRow(campaign.hourOfDay[hourOfDay], row);
    addRow(campaign.dayOfWeek[weekday], row);
  }
  for (const campaignId of campaignIds) {
    const campaign = state.campaigns[campaignId];
    campaign.learnedThroughHour = Math.max(campaign.learnedThroughHour, finalBefore - 1);
  }
}

const weekdays = new Map<string, number>();

/** 0 = Sunday, of a YYYY-MM-DD date (memoised: the simulator asks for every row of every hour). */
function weekdayOf(date: string): number {
  let weekday = weekdays.get(date);
  if (weekday === undefined) {
    weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    weekdays.set(date, weekday);
  }
  return weekday;
}

function addRow(slot: number[], row: MetricsRow): void {
  slot[0] += row.impressions;
  slot[1] += row.clicks;
  slot[2] += row.conversions;
  slot[3] += row.costMicros;
}
