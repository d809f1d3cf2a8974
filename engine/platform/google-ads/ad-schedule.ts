import { enums } from 'google-ads-api';
import type { BidSchedule } from '../ads-platform';
import type { Operation } from './campaign-operations';

/** Google allows at most 6 ad schedule entries per day: the 24 hours go in 4-hour blocks. */
const BLOCK_HOURS = 4;
/** Index 0 = Sunday, as BidSchedule.dayOfWeek has it. */
const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

const clampModifier = (value: number) => Math.round(Math.min(10, Math.max(0.1, value)) * 100) / 100;

/**
 * The operations replacing a campaign's ad schedule: remove the current entries, create 42 (7 days
 * x 6 blocks) whose bid modifier is the day's multiplier times the block's mean hourly multiplier.
 * Hours are the account's time zone on Google's side.
 */
export function adScheduleOperations(customerId: string, campaignId: string, existing: readonly string[], schedule: BidSchedule): Operation[] {
  const campaign = `customers/${customerId}/campaigns/${campaignId}`;
  const operations: Operation[] = existing.map((resourceName) => ({ entity: 'campaign_criterion', operation: 'remove', resource: resourceName }));
  DAYS.forEach((day, dayIndex) => {
    for (let start = 0; start < 24; start += BLOCK_HOURS) {
      const hours = schedule.hourOfDay.slice(start, start + BLOCK_HOURS);
      const hourly = hours.length > 0 ? hours.reduce((sum, value) => sum + value, 0) / hours.length : 1;
      operations.push({
        entity: 'campaign_criterion',
        operation: 'create',
        resource: {
          campaign,
          ad_schedule: {
            day_of_week: enums.DayOfWeek[day],
            start_hour: start,
            start_minute: enums.MinuteOfHour.ZERO,
            end_hour: start + BLOCK_HOURS,
            end_minute: enums.MinuteOfHour.ZERO,
          },
          bid_modifier: clampModifier((schedule.dayOfWeek[dayIndex] ?? 1) * hourly),
        },
      });
    }
  });
  return operations;
}
