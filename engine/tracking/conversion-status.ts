import type { ConversionStatus } from '../../schema/api/conversion-tracking';
import { NO_CONVERSION_ALERT_DAYS } from '../../schema/api/conversion-tracking';

export const DAY_MS = 86_400_000;
/** YYYY-MM-DD in UTC. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * The conversion action's tracking status, as Google Ads' own screen names it, from what the API
 * reports: conversions per date since the account was connected (the API has no field for the
 * tag status itself). RECORDING_CONVERSIONS: one in the last 14 days; NO_RECENT_CONVERSIONS: some
 * before, none since; UNVERIFIED: none ever. `silent` once 14 days passed without one, counted from
 * the last conversion, or from the connection when none ever came.
 */
export function conversionStatus(byDate: readonly { date: string; conversions: number }[], today: string, connectedOn: string): ConversionStatus {
  const days = byDate.filter((row) => row.conversions > 0).map((row) => row.date).sort();
  const last = days.at(-1) ?? null;
  const conversionsLast30Days = byDate.filter((row) => dayNumber(today) - dayNumber(row.date) < 30).reduce((sum, row) => sum + row.conversions, 0);
  const quietDays = dayNumber(today) - dayNumber(last ?? connectedOn);
  const trackingStatus = last === null ? 'UNVERIFIED' : quietDays < NO_CONVERSION_ALERT_DAYS ? 'RECORDING_CONVERSIONS' : 'NO_RECENT_CONVERSIONS';
  return { trackingStatus, lastConversionDate: last, conversionsLast30Days, silent: quietDays >= NO_CONVERSION_ALERT_DAYS && trackingStatus !== 'RECORDING_CONVERSIONS' };
}
