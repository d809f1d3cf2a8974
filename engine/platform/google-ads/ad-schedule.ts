import { enums } from 'google-ads-api/enums';
import { enumName, toNumber, toText } from '../../google-ads/gaql-values';
import type { BidSchedule } from '../ads-platform';
import type { Operation } from './campaign-operations';

/** Google allows at most 6 ad schedule entries per day: the 24 hours go in 4-hour blocks. */
const BLOCK_HOURS = 4;
/** Index 0 = Sunday, as BidSchedule.dayOfWeek has it. */
const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

const clampModifier = (value: number) => Math.round(Math.min(10, Math.max(0.1, value)) * 100) / 100;

/** One ad schedule entry: a day's block of hours (the account's local hours) and its bid modifier. */
export interface AdScheduleEntry {
  day: (typeof DAYS)[number];
  startHour: number;
  endHour: number;
  bidModifier: number;
}

/** An entry Google holds, as read back by `AD_SCHEDULE_QUERY`. */
export interface ExistingAdScheduleEntry extends AdScheduleEntry {
  resourceName: string;
}

export const adScheduleQuery = (campaignId: string) =>
  `SELECT campaign_criterion.resource_name, campaign_criterion.ad_schedule.day_of_week, campaign_criterion.ad_schedule.start_hour, campaign_criterion.ad_schedule.end_hour, campaign_criterion.bid_modifier FROM campaign_criterion WHERE campaign.id = ${Number(campaignId)} AND campaign_criterion.type = 'AD_SCHEDULE'`;

export interface AdScheduleRow {
  campaign_criterion?: {
    resource_name?: unknown;
    bid_modifier?: unknown;
    ad_schedule?: { day_of_week?: unknown; start_hour?: unknown; end_hour?: unknown } | null;
  };
}

export function existingEntries(rows: readonly AdScheduleRow[]): ExistingAdScheduleEntry[] {
  return rows.map((row) => {
    const criterion = row.campaign_criterion ?? {};
    return {
      resourceName: toText(criterion.resource_name),
      day: enumName(enums.DayOfWeek, criterion.ad_schedule?.day_of_week) as AdScheduleEntry['day'],
      startHour: toNumber(criterion.ad_schedule?.start_hour),
      endHour: toNumber(criterion.ad_schedule?.end_hour),
      bidModifier: clampModifier(toNumber(criterion.bid_modifier) || 1),
    };
  });
}

/** The 42 entries (7 days x 6 blocks) of a schedule: the day's multiplier times the block's mean hourly one. */
export function adScheduleEntries(schedule: BidSchedule): AdScheduleEntry[] {
  const entries: AdScheduleEntry[] = [];
  DAYS.forEach((day, dayIndex) => {
    for (let start = 0; start < 24; start += BLOCK_HOURS) {
      const hours = schedule.hourOfDay.slice(start, start + BLOCK_HOURS);
      const hourly = hours.length > 0 ? hours.reduce((sum, value) => sum + value, 0) / hours.length : 1;
      entries.push({ day, startHour: start, endHour: start + BLOCK_HOURS, bidModifier: clampModifier((schedule.dayOfWeek[dayIndex] ?? 1) * hourly) });
    }
  });
  return entries;
}

/**
 * A block's modifier moves only by at least this much: a smaller move changes no bid that matters,
 * and every move is an operation against the day's quota (docs/google-ads-live.md).
 */
export const BID_MODIFIER_DEAD_BAND = 0.05;

const slotKey = (entry: Pick<AdScheduleEntry, 'day' | 'startHour' | 'endHour'>) => `${entry.day}|${entry.startHour}|${entry.endHour}`;

/**
 * The operations that bring a campaign's ad schedule from `existing` to `schedule`, and only them:
 * a block whose modifier moved less than the dead band costs nothing, a changed one is one update, and blocks are
 * created or removed only when the layout differs (the first schedule: 42 creates). A schedule
 * that did not change is no operation at all. Hours are the account's time zone on Google's side.
 */
export function adScheduleOperations(customerId: string, campaignId: string, existing: readonly ExistingAdScheduleEntry[], schedule: BidSchedule): Operation[] {
  const campaign = `customers/${customerId}/campaigns/${campaignId}`;
  const held = new Map(existing.map((entry) => [slotKey(entry), entry]));
  const operations: Operation[] = [];
  const kept = new Set<string>();
  for (const entry of adScheduleEntries(schedule)) {
    const current = held.get(slotKey(entry));
    if (current) {
      kept.add(current.resourceName);
      if (Math.abs(current.bidModifier - entry.bidModifier) >= BID_MODIFIER_DEAD_BAND - 1e-9) {
        operations.push({ entity: 'campaign_criterion', operation: 'update', resource: { resource_name: current.resourceName, bid_modifier: entry.bidModifier } });
      }
      continue;
    }
    operations.push({
      entity: 'campaign_criterion',
      operation: 'create',
      resource: {
        campaign,
        ad_schedule: {
          day_of_week: enums.DayOfWeek[entry.day],
          start_hour: entry.startHour,
          start_minute: enums.MinuteOfHour.ZERO,
          end_hour: entry.endHour,
          end_minute: enums.MinuteOfHour.ZERO,
        },
        bid_modifier: entry.bidModifier,
      },
    });
  }
  const removes: Operation[] = existing
    .filter((entry) => !kept.has(entry.resourceName))
    .map((entry) => ({ entity: 'campaign_criterion', operation: 'remove', resource: entry.resourceName }));
  return [...removes, ...operations];
}
