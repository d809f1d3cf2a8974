import { GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import { formatMoney } from '../../schema/money';
import type { BudgetAuditInput, BudgetDecision, CampaignBudgetDecision } from '../budget/budget-guard';
import { MIN_DAILY_BUDGET_MICROS } from '../budget/budget-guard';
import { monthPosition } from '../budget/month-calendar';
import type { ActivityWrite } from '../persistence/activity-log-writer';

const HOUR_MS = 3_600_000;

/**
 * Spend unread for this long (two hourly syncs and their retries missed) and the guard no longer
 * counts on a later run to catch up: budgets are set so that the rest of the month fits even if no
 * read and no other change ever succeeds again (docs/live-operations.md, "Fail safe on money").
 */
export const FAIL_SAFE_AFTER_HOURS = 2;

export interface FailSafe {
  decision: BudgetDecision;
  hoursUnread: number;
  /** The most all campaigns together may budget per day from tomorrow on. */
  carryPerDayMicros: number;
  entry: ActivityWrite;
}

/**
 * The fail-safe cap on one live business's audit decision, or null when its spend was read
 * recently (or never: nothing launched has run long enough to be unread).
 *
 * The guard's decision already bounds the month through today: `worstCaseCents` counts every
 * unfinal date at 2x the highest budget it had. What is left after today, R, must carry every
 * remaining day at Google's maximum delivery, 2x the daily budgets, without another change:
 *     sum of daily budgets <= R / (2 x days after today).
 * Budgets above that are scaled down together (their shares kept); one below a cent a day is paused.
 */
export function failSafeDecision(input: BudgetAuditInput, decision: BudgetDecision): FailSafe | null {
  if (input.syncedAtMs <= 0) return null;
  const hoursUnread = (input.nowMs - input.syncedAtMs) / HOUR_MS;
  if (hoursUnread < FAIL_SAFE_AFTER_HOURS) return null;
  const daysAfterToday = monthPosition(input.nowMs, input.timeZone).daysLeft - 1;
  if (daysAfterToday <= 0) return null;
  const roomAfterTodayMicros = Math.max(0, input.monthlyBudgetCents * 10_000 - decision.worstCaseCents * 10_000);
  const carryPerDayMicros = roomAfterTodayMicros / (GOOGLE_ADS_LIMITS.dailyOverdeliveryFactor * daysAfterToday);
  const enabledOf = new Map(input.campaigns.map((campaign) => [campaign.campaignId, campaign.enabled]));
  const serving = (item: CampaignBudgetDecision) => item.action === 'setBudget' || item.action === 'resume' || (item.action === 'none' && enabledOf.get(item.campaignId));
  const total = decision.campaigns.reduce((sum, item) => sum + (serving(item) ? item.dailyBudgetMicros : 0), 0);
  if (total <= carryPerDayMicros) return null;
  const factor = carryPerDayMicros / total;
  const campaigns = decision.campaigns.map((item): CampaignBudgetDecision => {
    if (!serving(item)) return item;
    const lowered = Math.floor((item.dailyBudgetMicros * factor) / 10_000) * 10_000;
    const enabled = enabledOf.get(item.campaignId) === true;
    if (lowered < MIN_DAILY_BUDGET_MICROS) return { ...item, action: enabled ? 'pause' : 'none' };
    return { ...item, action: enabled ? 'setBudget' : 'resume', dailyBudgetMicros: lowered };
  });
  const paused = campaigns.filter((item) => item.action === 'pause').length;
  const hours = Math.floor(hoursUnread);
  const carry = formatMoney(carryPerDayMicros / 1e6, input.currencyCode);
  return {
    decision: { ...decision, campaigns },
    hoursUnread,
    carryPerDayMicros,
    entry: {
      businessId: input.businessId,
      campaignId: null,
      title: 'Budgets lowered: spend could not be read',
      message:
        `AdPilot has not been able to read your Google Ads spend for ${hours} hours. So that this month cannot pass your ${formatMoney(input.monthlyBudgetCents / 100, input.currencyCode)} budget even if Google spends at its maximum (twice the daily budget) until it can read again, ` +
        (paused === campaigns.length
          ? 'your campaigns are paused.'
          : `your daily budgets now total at most ${carry}${paused > 0 ? ` and ${paused} campaign(s) are paused` : ''}.`) +
        ' Normal budgets come back once spend can be read.',
      level: 'warning',
      eventType: 'budget_audit',
      createdAt: input.nowMs,
      // Once per unread spell: a later hour of the same spell writes nothing new.
      dedupeKey: `fail-safe|${input.businessId}|${input.syncedAtMs}`,
      details: { hoursUnread: hours, carryPerDayMicros: Math.floor(carryPerDayMicros), daysAfterToday, worstCaseCents: decision.worstCaseCents, campaigns },
    },
  };
}
