import { toNumber, toText } from '../../google-ads/gaql-values';
import type { MetricsQuery, MetricsReport, MetricsRow } from '../ads-platform';

/** Reported stats lag up to 3 hours (DESIGN.md): figures before now-3h are final. */
export const REPORTING_LAG_MS = 3 * 3_600_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function where(query: Pick<MetricsQuery, 'campaignIds' | 'from' | 'to'>): string {
  if (!DATE.test(query.from) || !DATE.test(query.to)) throw new Error('Metrics dates must be YYYY-MM-DD');
  const ids = query.campaignIds.map((id) => String(Number(id))).join(', ');
  return `campaign.id IN (${ids}) AND segments.date BETWEEN '${query.from}' AND '${query.to}'`;
}

/**
 * One GAQL query for campaign and ad figures of a window, by date and hour: campaign rows and day
 * rows are sums of it, so a sync asks Google once for them (plus once for keywords).
 */
export function adHourlyQuery(query: Pick<MetricsQuery, 'campaignIds' | 'from' | 'to'>): string {
  return `SELECT campaign.id, ad_group.id, ad_group_ad.ad.id, segments.date, segments.hour, metrics.impressions, metrics.clicks, metrics.conversions, metrics.cost_micros FROM ad_group_ad WHERE ${where(query)}`;
}

export function keywordDailyQuery(query: Pick<MetricsQuery, 'campaignIds' | 'from' | 'to'>): string {
  return `SELECT campaign.id, ad_group.id, ad_group_criterion.criterion_id, ad_group_criterion.quality_info.quality_score, segments.date, metrics.impressions, metrics.clicks, metrics.conversions, metrics.cost_micros FROM keyword_view WHERE ${where(query)}`;
}

export interface GaqlMetricsRow {
  campaign?: { id?: unknown };
  ad_group?: { id?: unknown };
  ad_group_ad?: { ad?: { id?: unknown } };
  ad_group_criterion?: { criterion_id?: unknown; quality_info?: { quality_score?: unknown } | null };
  segments?: { date?: unknown; hour?: unknown };
  metrics?: { impressions?: unknown; clicks?: unknown; conversions?: unknown; cost_micros?: unknown };
}

function baseRow(row: GaqlMetricsRow, entityId: string, hour: number | null, qualityScore: number | null): MetricsRow {
  return {
    campaignId: toText(row.campaign?.id),
    adGroupId: row.ad_group?.id === undefined ? null : toText(row.ad_group.id),
    entityId,
    date: toText(row.segments?.date),
    hour,
    impressions: toNumber(row.metrics?.impressions),
    clicks: toNumber(row.metrics?.clicks),
    conversions: toNumber(row.metrics?.conversions),
    costMicros: toNumber(row.metrics?.cost_micros),
    qualityScore,
  };
}

/** Adds rows with the same key (campaign or ad, date, hour). */
function sumBy(rows: MetricsRow[], key: (row: MetricsRow) => string, shape: (row: MetricsRow) => MetricsRow): MetricsRow[] {
  const sums = new Map<string, MetricsRow>();
  for (const row of rows) {
    const id = key(row);
    const sum = sums.get(id);
    if (!sum) {
      sums.set(id, { ...shape(row) });
      continue;
    }
    sum.impressions += row.impressions;
    sum.clicks += row.clicks;
    sum.conversions += row.conversions;
    sum.costMicros += row.costMicros;
  }
  return [...sums.values()];
}

/** The engine's rows for `query` out of the hourly ad rows Google returned. Ad ids are `adGroupId~adId`. */
export function rowsFromAdReport(rows: readonly GaqlMetricsRow[], query: MetricsQuery): MetricsRow[] {
  const hourly = rows.map((row) => baseRow(row, `${toText(row.ad_group?.id)}~${toText(row.ad_group_ad?.ad?.id)}`, toNumber(row.segments?.hour), null));
  const hourOf = (row: MetricsRow) => (query.segment === 'hour' ? row.hour : null);
  if (query.level === 'ad') {
    return sumBy(hourly, (row) => `${row.entityId}|${row.date}|${hourOf(row)}`, (row) => ({ ...row, hour: hourOf(row) }));
  }
  return sumBy(
    hourly,
    (row) => `${row.campaignId}|${row.date}|${hourOf(row)}`,
    (row) => ({ ...row, adGroupId: null, entityId: row.campaignId, hour: hourOf(row) }),
  );
}

/** Keyword rows (ids `adGroupId~criterionId`) with Google's 1-10 Quality Score where it has one. */
export function rowsFromKeywordReport(rows: readonly GaqlMetricsRow[]): MetricsRow[] {
  return rows.map((row) => {
    const quality = toNumber(row.ad_group_criterion?.quality_info?.quality_score);
    return baseRow(row, `${toText(row.ad_group?.id)}~${toText(row.ad_group_criterion?.criterion_id)}`, null, quality >= 1 && quality <= 10 ? quality : null);
  });
}

export function reportOf(rows: MetricsRow[], nowMs: number): MetricsReport {
  return { rows, completeThrough: nowMs - REPORTING_LAG_MS };
}
