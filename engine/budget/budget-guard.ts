import { GOOGLE_ADS_LIMITS } from '../../schema/google-ads-limits';
import type { ActivityEntryDraft } from '../core/activity-entry';
import { endOfDateMs, type MonthPosition, monthPosition, previousIsoDate } from './month-calendar';
import { PACING_LIMITS, type PacingProfile, todayShare } from './pacing';

const { dailyOverdeliveryFactor, monthlyCapFactor, reportingLagHours } = GOOGLE_ADS_LIMITS;
const HOUR_MS = 3_600_000;
/** Half a cent: the most a campaign-date's ledger cents can exceed its micros by rounding. */
const ROUNDING_RESERVE_MICROS = 5_000;
/** Below a cent a day a campaign cannot buy anything: pause it instead. */
export const MIN_DAILY_BUDGET_MICROS = 10_000;

export interface CampaignBudgetInput {
  campaignId: string;
  /** Serving now. */
  enabled: boolean;
  /** Paused by this guard (it may resume it); an owner-paused campaign is neither. */
  pausedByGuard: boolean;
  dailyBudgetMicros: number;
  /** Relative share of the business budget (e.g. the campaign's monthly budget, tilted by the optimizer). */
  weight: number;
  /** This month: date -> highest daily budget in effect while the campaign was enabled. */
  maxBudgetByDate: Readonly<Record<string, number>>;
  /** This month: date -> ledger cents. */
  ledgerCentsByDate: Readonly<Record<string, number>>;
  /** This month: date -> platform-reported micros at the last sync (compared with the ledger). */
  platformMicrosByDate?: Readonly<Record<string, number>>;
}

export interface BudgetAuditInput {
  businessId: string;
  monthlyBudgetCents: number;
  nowMs: number;
  /** When the last successful metrics sync read the platform; days are final only after it. */
  syncedAtMs: number;
  /** When the guard will next run for certain; worst-case spend until then must fit. Default +1 h. */
  nextAuditMs?: number;
  profile?: PacingProfile;
  /** The account's IANA time zone: its local midnights bound the guard's days and month. UTC when absent. */
  timeZone?: string;
  /** The account's ISO currency, for the amounts the guard's log entries write. US dollars when absent. */
  currencyCode?: string;
  campaigns: readonly CampaignBudgetInput[];
}

export type BudgetAction = 'none' | 'setBudget' | 'pause' | 'resume';

export interface CampaignBudgetDecision {
  campaignId: string;
  action: BudgetAction;
  /** The daily budget to send with 'setBudget' and 'resume' (and the current one otherwise). */
  dailyBudgetMicros: number;
}

export interface BudgetDecision {
  businessId: string;
  month: string;
  campaigns: CampaignBudgetDecision[];
  ledgerCents: number;
  /** Most the month can cost if the platform overdelivers 2x and has not yet reported it. */
  worstCaseCents: number;
  remainingCents: number;
  logEntry: ActivityEntryDraft;
}

/**
 * Layers 1-3 of the budget guard for many businesses at once: pure over arrays, so the persisted
 * engine does one batched read and one batched write for thousands of campaigns.
 *
 * The guarantee: for every date, the month's final ledger total is at most the budget. Spend of a
 * date whose reports are final is known; of any other date it is at most 2x the highest daily
 * budget it had (plus half a cent of rounding). The guard keeps the sum of those bounds, including
 * whatever a new day adds before its next run, within the monthly budget: it lowers budgets, and
 * pauses campaigns (hard stop) when even the smallest budget would not fit.
 */
export function auditBusinesses(inputs: readonly BudgetAuditInput[]): BudgetDecision[] {
  return inputs.map(auditBusiness);
}

interface CampaignPlan {
  input: CampaignBudgetInput;
  committedTodayMicros: number;
  maxTodayMicros: number;
  targetMicros: number;
  eligible: boolean;
  /** This month's booked spend (micros) and the budgets of dates before today, for the monthly cap. */
  monthSpentMicros: number;
  pastBudgetsMicros: number;
}

function auditBusiness(input: BudgetAuditInput): BudgetDecision {
  const position = monthPosition(input.nowMs, input.timeZone);
  const { month, today } = position;
  const budgetMicros = input.monthlyBudgetCents * 10_000;
  const lagMs = reportingLagHours * HOUR_MS;
  const nextAuditMs = input.nextAuditMs ?? input.nowMs + HOUR_MS;
  // Tomorrow's exposure starts at midnight at today's budgets; a new month has its own budget.
  const coversTomorrow = nextAuditMs > position.startOfTomorrowMs && position.daysLeft > 1;

  const past: PastSpend = { month, today, timeZone: input.timeZone, finalUntilMs: input.syncedAtMs - lagMs, worstMicros: 0, knownMicros: 0 };
  let ledgerCents = 0;
  let platformMicros: number | null = null;
  // One pass over each campaign's dates (plain loops: this runs for every business every hour).
  const plans: CampaignPlan[] = input.campaigns.map((campaign) => {
    const { maxBudgetByDate, ledgerCentsByDate } = campaign;
    const platformByDate = campaign.platformMicrosByDate;
    let pastBudgetsMicros = 0;
    let monthSpentMicros = 0;
    for (const date in maxBudgetByDate) {
      if (date < today) pastBudgetsMicros += maxBudgetByDate[date];
      addPastDate(past, campaign, date);
    }
    for (const date in ledgerCentsByDate) {
      if (!(date in maxBudgetByDate)) addPastDate(past, campaign, date);
      if (date.startsWith(month)) {
        ledgerCents += ledgerCentsByDate[date];
        monthSpentMicros += ledgerCentsByDate[date] * 10_000;
      }
    }
    if (platformByDate) for (const date in platformByDate) if (date.startsWith(month)) platformMicros = (platformMicros ?? 0) + platformByDate[date];
    const maxTodayMicros = Math.max(maxBudgetByDate[today] ?? 0, campaign.enabled ? campaign.dailyBudgetMicros : 0);
    const reportedToday = Math.max((ledgerCentsByDate[today] ?? 0) * 10_000, platformByDate?.[today] ?? 0);
    return {
      input: campaign,
      maxTodayMicros,
      committedTodayMicros: Math.max(reportedToday, maxTodayMicros > 0 ? dailyOverdeliveryFactor * maxTodayMicros + ROUNDING_RESERVE_MICROS : 0),
      targetMicros: 0,
      eligible: campaign.enabled || campaign.pausedByGuard,
      monthSpentMicros,
      pastBudgetsMicros,
    };
  });
  const pastWorstMicros = past.worstMicros;
  const pastKnownMicros = past.knownMicros;

  const availableMicros = budgetMicros - pastWorstMicros;
  const eligible = plans.filter((plan) => plan.eligible);
  const weightTotal = eligible.reduce((sum, plan) => sum + Math.max(0, plan.input.weight), 0);
  const plannedToday = Math.max(0, budgetMicros - pastKnownMicros) * todayShare(input.profile ?? 'even', position.dayIndex, position.daysInMonth);
  const yesterday = previousIsoDate(today);
  for (const plan of eligible) {
    const share = weightTotal > 0 ? Math.max(0, plan.input.weight) / weightTotal : 1 / eligible.length;
    const yesterdayMax = plan.input.maxBudgetByDate[yesterday] ?? 0;
    const raiseCeiling = yesterdayMax > 0 && position.dayIndex > 0 ? yesterdayMax * PACING_LIMITS.maxDailyRaise : Number.POSITIVE_INFINITY;
    plan.targetMicros = Math.max(Math.min(plannedToday * share, raiseCeiling), budgetForMonthlyCap(plan, position, plannedToday * share));
  }

  // Budgets are arrays parallel to `plans`; null for a campaign the guard does not decide.
  const current = plans.map((plan) => (plan.eligible ? (plan.input.enabled ? plan.input.dailyBudgetMicros : 0) : null));

  let chosen: (number | null)[];
  let anomaly = false;
  if (worstCaseFrom(plans, plans.map(() => null), coversTomorrow) > availableMicros) {
    // Already reported (or possible) spend leaves no room at all: stop everything now.
    anomaly = true;
    chosen = plans.map((plan) => (plan.eligible ? 0 : null));
  } else {
    let factor = 1;
    if (worstCaseAtFactor(plans, 1, coversTomorrow) > availableMicros) {
      let low = 0;
      let high = 1;
      for (let step = 0; step < 40; step++) {
        const middle = (low + high) / 2;
        if (worstCaseAtFactor(plans, middle, coversTomorrow) <= availableMicros) low = middle;
        else high = middle;
      }
      factor = low;
    }
    const planned = budgetsAtFactor(plans, factor);
    const currentFits = worstCaseFrom(plans, current, coversTomorrow) <= availableMicros;
    const closeEnough = plans.every((plan, index) => {
      if (!plan.eligible) return true;
      const now = current[index] ?? 0;
      const next = planned[index] ?? 0;
      return now > 0 && next > 0 && Math.abs(next - now) <= PACING_LIMITS.deadBand * now;
    });
    chosen = currentFits && closeEnough ? current : planned;
  }

  const decisions: CampaignBudgetDecision[] = plans.map((plan, index) => {
    const budget = chosen[index];
    const currentBudget = plan.input.dailyBudgetMicros;
    if (budget === null) return { campaignId: plan.input.campaignId, action: 'none', dailyBudgetMicros: currentBudget };
    if (budget === 0) {
      return { campaignId: plan.input.campaignId, action: plan.input.enabled ? 'pause' : 'none', dailyBudgetMicros: currentBudget };
    }
    if (!plan.input.enabled) return { campaignId: plan.input.campaignId, action: 'resume', dailyBudgetMicros: budget };
    return { campaignId: plan.input.campaignId, action: budget === currentBudget ? 'none' : 'setBudget', dailyBudgetMicros: budget };
  });

  const worstCaseMicros = pastWorstMicros + worstCaseFrom(plans, chosen, false);
  const remainingCents = Math.max(0, input.monthlyBudgetCents - ledgerCents);
  return {
    businessId: input.businessId,
    month,
    campaigns: decisions,
    ledgerCents,
    worstCaseCents: Math.ceil(worstCaseMicros / 10_000),
    remainingCents,
    logEntry: describeAudit(input, position, decisions, { ledgerCents, platformMicros, worstCaseMicros, remainingCents, anomaly }),
  };
}

interface PastSpend {
  month: string;
  today: string;
  timeZone: string | undefined;
  /** Dates that ended (plus the reporting lag) by this instant have final reports. */
  finalUntilMs: number;
  /** Sum over past dates of the month: final ledger spend, or the most the date can still cost. */
  worstMicros: number;
  /** Sum over past dates of the month: the larger of ledger and platform figures. */
  knownMicros: number;
}

/** Adds a campaign's date to the past-spend sums if it is a past date of the month. */
function addPastDate(past: PastSpend, campaign: CampaignBudgetInput, date: string): void {
  if (!date.startsWith(past.month) || date >= past.today) return;
  const ledgerMicros = (campaign.ledgerCentsByDate[date] ?? 0) * 10_000;
  const reported = Math.max(ledgerMicros, campaign.platformMicrosByDate?.[date] ?? 0);
  const final = endOfDateMs(date, past.timeZone) <= past.finalUntilMs;
  const bound = dailyOverdeliveryFactor * (campaign.maxBudgetByDate[date] ?? 0) + ROUNDING_RESERVE_MICROS;
  past.worstMicros += final ? ledgerMicros : Math.max(reported, bound);
  past.knownMicros += reported;
}

/** Pacing targets scaled by `factor`, as servable budgets (null where the guard does not decide). */
function budgetsAtFactor(plans: readonly CampaignPlan[], factor: number): (number | null)[] {
  return plans.map((plan) => (plan.eligible ? floorToServable(plan.targetMicros * factor) : null));
}

/** Worst-case spend of today (and tomorrow, when it starts before the next run) at the given budgets. */
function worstCaseFrom(plans: readonly CampaignPlan[], budgets: readonly (number | null)[], coversTomorrow: boolean): number {
  let total = 0;
  for (let index = 0; index < plans.length; index++) total += worstCaseOf(plans[index], budgets[index], coversTomorrow);
  return total;
}

/** `worstCaseFrom` at `budgetsAtFactor(plans, factor)`, without building the budgets (the search asks 40 times). */
function worstCaseAtFactor(plans: readonly CampaignPlan[], factor: number, coversTomorrow: boolean): number {
  let total = 0;
  for (const plan of plans) total += worstCaseOf(plan, plan.eligible ? floorToServable(plan.targetMicros * factor) : null, coversTomorrow);
  return total;
}

function worstCaseOf(plan: CampaignPlan, decided: number | null, coversTomorrow: boolean): number {
  const budget = decided ?? (plan.input.enabled && !plan.eligible ? plan.input.dailyBudgetMicros : 0);
  const todayMax = Math.max(plan.maxTodayMicros, budget);
  let total = Math.max(plan.committedTodayMicros, todayMax > 0 ? dailyOverdeliveryFactor * todayMax + ROUNDING_RESERVE_MICROS : 0);
  if (coversTomorrow && budget > 0) total += dailyOverdeliveryFactor * budget + ROUNDING_RESERVE_MICROS;
  return total;
}

/**
 * Google stops a campaign for the month at 30.4x its average daily budget. A guard that spreads
 * small budgets while the platform overdelivers would hit that limit and leave money unspent, so
 * pacing raises the budget until the limit leaves room for today's plan (the hard cap still rules).
 */
function budgetForMonthlyCap(plan: CampaignPlan, position: MonthPosition, plannedMicros: number): number {
  // Room for twice the plan: overdelivery days draw on the same monthly limit.
  const needed = ((plan.monthSpentMicros + 2 * plannedMicros) * position.daysInMonth) / monthlyCapFactor - plan.pastBudgetsMicros;
  return Math.max(0, needed / position.daysLeft);
}

function floorToServable(micros: number): number {
  const whole = Math.floor(micros / 10_000) * 10_000;
  return whole >= MIN_DAILY_BUDGET_MICROS ? whole : 0;
}

function describeAudit(
  input: BudgetAuditInput,
  position: MonthPosition,
  decisions: readonly CampaignBudgetDecision[],
  figures: { ledgerCents: number; platformMicros: number | null; worstCaseMicros: number; remainingCents: number; anomaly: boolean },
): ActivityEntryDraft {
  const paused = decisions.filter((decision) => decision.action === 'pause');
  const resumed = decisions.filter((decision) => decision.action === 'resume');
  const changed = decisions.filter((decision) => decision.action === 'setBudget');
  // Without platform figures (e.g. a unit test or a failed sync) there is nothing to compare.
  const platformCents = figures.platformMicros === null ? figures.ledgerCents : Math.round(figures.platformMicros / 10_000);
  const drift = platformCents - figures.ledgerCents;
  const spentText = `Spent ${dollars(figures.ledgerCents)} of ${dollars(input.monthlyBudgetCents)} this month (${percent(figures.ledgerCents, input.monthlyBudgetCents)}); worst case with unreported overdelivery ${dollars(Math.ceil(figures.worstCaseMicros / 10_000))}.`;
  const actionTexts = [
    paused.length > 0 ? `Paused ${paused.length} campaign(s): their worst-case spend could pass the remaining budget.` : '',
    resumed.length > 0 ? `Resumed ${resumed.length} campaign(s) with room in the budget.` : '',
    changed.length > 0 ? `Set ${changed.length} daily budget(s) to ${changed.map((decision) => dollars(Math.floor(decision.dailyBudgetMicros / 10_000))).join(', ')}.` : '',
    Math.abs(drift) > 1 ? `The platform reports ${dollars(platformCents)}, ${dollars(Math.abs(drift))} ${drift > 0 ? 'more' : 'less'} than the ledger; the larger figure is used.` : '',
  ].filter(Boolean);
  const level = figures.anomaly ? 'error' : paused.length > 0 || Math.abs(drift) > 1 ? 'warning' : 'info';
  return {
    businessId: input.businessId,
    campaignId: null,
    title: figures.anomaly ? 'Budget Audit: hard stop' : 'Budget Audit',
    message: [spentText, ...actionTexts].join(' '),
    level,
    eventType: 'budget_audit',
    createdAt: input.nowMs,
    details: {
      month: position.month,
      daysLeft: position.daysLeft,
      monthlyBudgetCents: input.monthlyBudgetCents,
      ledgerCents: figures.ledgerCents,
      platformReportedCents: platformCents,
      worstCaseCents: Math.ceil(figures.worstCaseMicros / 10_000),
      remainingCents: figures.remainingCents,
      campaigns: decisions,
      recommendations: figures.anomaly ? ['Check the platform billing: reported spend already uses the whole monthly budget.'] : [],
    },
  };
}

/** $1,234.56 (toLocaleString, and even a regular expression, is too slow for an audit of thousands of businesses every hour). */
function dollars(cents: number): string {
  const absolute = Math.abs(cents);
  const fraction = absolute % 100;
  return `${cents < 0 ? '-' : ''}$${groupThousands(Math.floor(absolute / 100))}.${fraction < 10 ? '0' : ''}${fraction}`;
}

function groupThousands(value: number): string {
  if (value < 1000) return String(value);
  const rest = value % 1000;
  return `${groupThousands(Math.floor(value / 1000))},${rest < 10 ? '00' : rest < 100 ? '0' : ''}${rest}`;
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '0.0%';
}
