import { ledgerWindowKey, recordSpend } from '../budget/ledger';
import { isoDate } from '../budget/month-calendar';
import type { AdsPlatform } from '../platform/ads-platform';
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
  const from = isoDate(nowMs - 24 * HOUR_MS);
  const to = isoDate(nowMs);
  const report = await platform.fetchMetrics({ campaignIds, level: 'campaign', from, to, segment: 'day' });
  const recorded = new Map<string, number>();
  for (const campaignId of campaignIds) {
    for (const [window, micros] of Object.entries(state.campaigns[campaignId].recordedMicros)) recorded.set(window, micros);
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
  const report = await platform.fetchMetrics({
    campaignIds,
    level: 'campaign',
    from: isoDate(nowMs - 2 * 24 * HOUR_MS),
    to: isoDate(nowMs),
    segment: 'hour',
  });
  const finalBefore = Math.floor(report.completeThrough / HOUR_MS);
  for (const row of report.rows) {
    const campaign = state.campaigns[row.campaignId];
    const hourIndex = Date.parse(`${row.date}T00:00:00Z`) / HOUR_MS + (row.hour ?? 0);
    if (hourIndex <= campaign.learnedThroughHour || hourIndex >= finalBefore) continue;
    const weekday = new Date(hourIndex * HOUR_MS).getUTCDay();
    for (const slot of [campaign.hourOfDay[row.hour ?? 0], campaign.dayOfWeek[weekday]]) {
      slot[0] += row.impressions;
      slot[1] += row.clicks;
      slot[2] += row.conversions;
      slot[3] += row.costMicros;
    }
  }
  for (const campaignId of campaignIds) {
    const campaign = state.campaigns[campaignId];
    campaign.learnedThroughHour = Math.max(campaign.learnedThroughHour, finalBefore - 1);
  }
}
