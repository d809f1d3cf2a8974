import { OPTIMIZATION_INTERVAL_HOURS, WINNER_CRITERIA } from '../../schema/constants';
import { conversionRate, costPerClick, ctr } from '../../schema/metrics';
import { formatMoney, formatWholeMoney } from '../../schema/money';
import { addDays, isoDate, previousIsoDate, UTC } from '../budget/month-calendar';
import type { ActivityEntryDraft } from '../core/activity-entry';
import type { BidSchedule } from '../platform/ads-platform';
import { adPauses, evidenceNeeded, keywordPauses, oneIn, truncatedPercent } from './pause-evidence';

export interface Totals {
  impressions: number;
  clicks: number;
  conversions: number;
  costMicros: number;
}

export interface OptimizerInput {
  businessId: string;
  campaignId: string;
  nowMs: number;
  /** Ads serving now, with their totals over the look-back window. */
  ads: readonly { adId: string; variant: string; isChampion: boolean; totals: Totals; qualityScore: number | null }[];
  keywords: readonly { keywordId: string; text: string; cpcBidMicros: number; totals: Totals; qualityScore: number | null }[];
  /** Delivery learned so far by hour of day (24) and day of week (7, 0 = Sunday). */
  hourOfDay: readonly Totals[];
  dayOfWeek: readonly Totals[];
  /** This campaign's share weight in the business's pacing plan, and the business's average efficiency. */
  weight: number;
  businessConversionsPerDollar: number;
  /** The account's ISO currency, which the reasoning's amounts are written in (US dollars when absent). */
  currencyCode?: string;
  /**
   * The campaign's last final days: what it spent and the daily budgets the guard set. Present once
   * a day (the run after the reporting lag): the bid level follows delivery then.
   */
  delivery?: { spendMicros: number; budgetMicros: number; days: number; monthlyBudgetCents: number };
  /**
   * The campaign runs on an automated bid strategy (engine/bidding): Google sets the bids and
   * ignores keyword bids and ad-schedule adjustments, so none are sent (they would only spend quota).
   */
  bidsByGoogle?: boolean;
}

export type OptimizerAction =
  | { type: 'pauseAd'; adId: string }
  | { type: 'pauseKeyword'; keywordId: string }
  | { type: 'setKeywordBids'; bids: { keywordId: string; cpcBidMicros: number }[] }
  | { type: 'setBidSchedule'; schedule: BidSchedule }
  | { type: 'setWeight'; weight: number };

export interface OptimizerResult {
  actions: OptimizerAction[];
  logEntries: ActivityEntryDraft[];
}

export const OPTIMIZER_RULES = {
  /** Keyword and ad figures over four weeks: conversions are rare, the shrinkage prior keeps old noise in check. */
  lookbackDays: 28,
  /** The run in the 4-hour slot after the night's reporting lag (04:00-08:00 UTC) moves the bid level, once a day, from the last 2 final dates. */
  deliveryHourUtc: 4,
  deliveryDays: 2,
  /**
   * Keywords' conversion rates within a campaign differ by about a lognormal sd of 0.4
   * (docs/optimizer.md): as a Beta prior around the campaign's rate that is worth about
   * 1 / (e^(0.4^2) - 1) = 5.8 conversions of evidence.
   */
  keywordPriorConversions: 5.8,
  /** A keyword is paused only when its conversion rate is below this share of the campaign's with this posterior probability (the difference matters)... */
  pauseBelowShare: 0.85,
  pauseConfidence: 0.95,
  /**
   * ...and when luck alone would show evidence this strong rarely enough that false pauses, over
   * every look and entity, stay within these shares of campaign-months (./pause-evidence.ts):
   * keywords 3%, ads 1%. With the tournaments' false replacements (4% a year, 0.33% a month) a
   * campaign-month stays under the promised 5%.
   */
  falsePausesPerMonth: { keywords: 0.03, ads: 0.01 },
  /** Relative keyword bids follow their shrunk conversion rate within this range. */
  relativeBidRange: { min: 0.5, max: 2 },
  /** Bids move at most this much per run (smart bidding dislikes jumps). */
  maxBidStep: 0.15,
  /** Delivery bands of spend over the daily budgets set: below `under` bids rise, from `full` they ease. */
  delivery: { under: 0.88, full: 0.94, raise: 0.1, ease: 0.08 },
  /** Bids stop rising at this multiple of the average CPC paid: past it the auctions are won already. */
  bidCeilingOverCpc: 1.5,
  /** Hours or weekdays need this many clicks before their adjustment moves off 1. */
  minClicksPerSlot: 20,
  scheduleRange: { min: 0.7, max: 1.3 },
  weightRange: { min: 0.5, max: 2 },
} as const;

/**
 * The first date of the optimizer's window, in the account's own dates (Google reports a day in the
 * account's time zone): west of UTC, a UTC date would start the window a day late.
 */
export function lookbackStart(nowMs: number, timeZone: string = UTC): string {
  return addDays(isoDate(nowMs, timeZone), -OPTIMIZER_RULES.lookbackDays);
}

/**
 * The 4-hourly optimization of one campaign (pure), acting only on probable evidence
 * (docs/optimizer.md): pause a challenger ad credibly below the 1% CTR floor, and a keyword credibly
 * worse than the rest of the campaign and probably (95%) below 85% of its rate, each with evidence
 * strong enough for the month's false-pause budget over every look (./pause-evidence.ts); set keyword bids
 * relative to each keyword's shrunk conversion rate; once a day move the bid level with delivery
 * (raise while the campaign spends less than its budgets and the auctions are not won yet, ease
 * while the budget is spent, so freed money buys more clicks), and say in numbers when demand is the
 * limit; schedule bids to the hours and weekdays that convert; tilt the campaign's share of the
 * pacing plan toward what converts cheapest. Each action comes with an activity entry explaining it.
 */
export function optimizeCampaign(input: OptimizerInput): OptimizerResult {
  const actions: OptimizerAction[] = [];
  const logEntries: ActivityEntryDraft[] = [];
  const entry: EntryWriter = writeEntry.bind(null, input, logEntries);

  const floor = WINNER_CRITERIA.pausedBelowCtrPercent;
  for (const { ad, evidence } of adPauses(input.ads, OPTIMIZER_RULES)) {
    const adCtr = ctr(ad.totals.clicks, ad.totals.impressions);
    actions.push({ type: 'pauseAd', adId: ad.adId });
    entry(
      `Paused variant ${ad.variant}`,
      `Variant ${ad.variant} had a ${adCtr.toFixed(2)}% CTR over ${ad.totals.impressions.toLocaleString('en-US')} impressions, below the ${floor}% floor: at a ${floor}% CTR, ${ad.totals.clicks.toLocaleString('en-US')} or fewer clicks would come only ${oneIn(evidence.chance)}.`,
      { strategy: 'Pause losers', hypothesis: `Traffic spent on a sub-${floor}% CTR ad is better spent on the others.`, reasoning: `A pause needs ${evidenceNeeded(evidence, 'ad', OPTIMIZER_RULES)}.` },
      ['Generate a replacement challenger in the next round.'],
      { adId: ad.adId, ctr: adCtr, chance: evidence.chance, chanceAllowed: evidence.chanceAllowed, comparisons: evidence.comparisons },
    );
  }

  const clicks = input.keywords.reduce((sum, keyword) => sum + keyword.totals.clicks, 0);
  const conversions = input.keywords.reduce((sum, keyword) => sum + keyword.totals.conversions, 0);
  const campaignRate = clicks > 0 ? (conversions + 1) / (clicks + 2) : 0;
  const paused = keywordPauses(input.keywords, campaignRate, OPTIMIZER_RULES);
  const servingKeywords = input.keywords.filter((keyword) => {
    const evidence = paused.get(keyword.keywordId);
    if (!evidence) return true;
    actions.push({ type: 'pauseKeyword', keywordId: keyword.keywordId });
    const keywordRate = conversionRate(keyword.totals.conversions, keyword.totals.clicks);
    const below = truncatedPercent(evidence.probabilityBelow ?? 0);
    entry(
      `Paused keyword "${keyword.text}"`,
      `"${keyword.text}" converted ${keyword.totals.conversions} of ${keyword.totals.clicks} clicks (${keywordRate.toFixed(1)}%) against ${(campaignRate * 100).toFixed(1)}% for the campaign. Converting as well as the rest, it would show ${keyword.totals.conversions} or fewer only ${oneIn(evidence.chance)}; there is a ${below} probability that it converts at less than ${OPTIMIZER_RULES.pauseBelowShare * 100}% of the campaign's rate.`,
      {
        strategy: 'Cut wasted spend',
        hypothesis: 'The searches behind this keyword rarely buy.',
        reasoning: `A pause needs both ${evidenceNeeded(evidence, 'keyword', OPTIMIZER_RULES)} and a ${truncatedPercent(OPTIMIZER_RULES.pauseConfidence)} probability of a conversion rate below ${(OPTIMIZER_RULES.pauseBelowShare * campaignRate * 100).toFixed(1)}%.`,
      },
      ['Add it as a negative keyword if the search terms are off-topic.'],
      { keywordId: keyword.keywordId, probability: evidence.probabilityBelow, chance: evidence.chance, chanceAllowed: evidence.chanceAllowed, comparisons: evidence.comparisons },
    );
    return false;
  });

  const bids = input.bidsByGoogle ? [] : planBids(input, servingKeywords, campaignRate, entry);
  if (bids.length > 0) actions.push({ type: 'setKeywordBids', bids });

  const hourOfDay = adjustmentsFrom(input.hourOfDay);
  const dayOfWeek = adjustmentsFrom(input.dayOfWeek);
  if (!input.bidsByGoogle && (hourOfDay.some((value) => value !== 1) || dayOfWeek.some((value) => value !== 1))) {
    actions.push({ type: 'setBidSchedule', schedule: { hourOfDay, dayOfWeek } });
    const peakHours = hourOfDay.map((value, hour) => ({ value, hour })).filter((slot) => slot.value > 1.05).map((slot) => `${slot.hour}:00`);
    entry(
      'Scheduled ads for peak times',
      peakHours.length > 0 ? `Bids raised in the hours that convert best: ${peakHours.join(', ')}.` : 'Bids lowered in the hours that convert worst.',
      { strategy: 'Ad scheduling', hypothesis: 'Conversion rates differ by hour and weekday; bids should follow them.', reasoning: 'Adjustments follow each slot\'s conversions per click relative to the average, within +/-30%.' },
      [],
      { hourOfDay, dayOfWeek },
    );
  }

  const cost = input.ads.reduce((sum, ad) => sum + ad.totals.costMicros, 0) / 1e6;
  const adConversions = input.ads.reduce((sum, ad) => sum + ad.totals.conversions, 0);
  if (cost > 0 && input.businessConversionsPerDollar > 0 && adConversions >= 5) {
    const efficiency = adConversions / cost / input.businessConversionsPerDollar;
    const { min, max } = OPTIMIZER_RULES.weightRange;
    const weight = Math.min(max, Math.max(min, input.weight * Math.min(1.2, Math.max(0.8, efficiency))));
    if (Math.abs(weight - input.weight) / input.weight >= 0.05) {
      actions.push({ type: 'setWeight', weight });
      entry(
        weight > input.weight ? 'Scaled up a winning campaign' : 'Scaled down a costly campaign',
        `Share of the pacing plan ${weight > input.weight ? 'raised' : 'lowered'} from ${input.weight.toFixed(2)} to ${weight.toFixed(2)}: conversions per amount spent are ${(efficiency * 100).toFixed(0)}% of the business average.`,
        { strategy: 'Scale winners', hypothesis: 'Money moved to the campaign that converts cheapest buys more conversions.', reasoning: `${adConversions} conversions for ${formatMoney(cost, input.currencyCode)}.` },
        [],
        { weight },
      );
    }
  }
  return { actions, logEntries };
}

type KeywordInput = OptimizerInput['keywords'][number];

/**
 * The `delivery` input from a campaign's books (the guard's daily budgets and the platform's spend
 * by date): present only in the day's delivery run, over the last final dates. The books' dates are
 * the account's own (Google reports and budgets a day in the account's time zone), so "yesterday" is
 * the account's: at 04:00 UTC it is still the previous evening in Los Angeles, and that local day,
 * half spent, read as final would look like under-delivery and raise every bid.
 */
export function deliveryFromBooks(
  books: { maxBudgetByDate: Readonly<Record<string, number>>; platformMicrosByDate: Readonly<Record<string, number>>; monthlyBudgetCents: number },
  nowMs: number,
  timeZone: string = UTC,
): OptimizerInput['delivery'] {
  const hour = new Date(nowMs).getUTCHours();
  if (hour < OPTIMIZER_RULES.deliveryHourUtc || hour >= OPTIMIZER_RULES.deliveryHourUtc + OPTIMIZATION_INTERVAL_HOURS) return undefined;
  let spendMicros = 0;
  let budgetMicros = 0;
  let days = 0;
  let date = isoDate(nowMs, timeZone);
  for (let back = 1; back <= OPTIMIZER_RULES.deliveryDays; back++) {
    date = previousIsoDate(date);
    const budget = books.maxBudgetByDate[date];
    if (budget === undefined) continue;
    spendMicros += books.platformMicrosByDate[date] ?? 0;
    budgetMicros += Number(budget);
    days++;
  }
  return days > 0 ? { spendMicros, budgetMicros, days, monthlyBudgetCents: books.monthlyBudgetCents } : undefined;
}

/**
 * Keyword bids: each keyword's bid relative to the others follows its conversion rate shrunk toward
 * the campaign's (the prior above), so money goes where clicks convert; once a day the level of all
 * bids follows delivery. Returns only bids that move by 2% or more.
 */
function planBids(input: OptimizerInput, keywords: readonly KeywordInput[], campaignRate: number, entry: EntryWriter): { keywordId: string; cpcBidMicros: number }[] {
  if (keywords.length === 0) return [];
  const rules = OPTIMIZER_RULES;
  const prior = rules.keywordPriorConversions;
  const relative = keywords.map((keyword) =>
    campaignRate > 0 ? clamp((keyword.totals.conversions + prior) / (keyword.totals.clicks * campaignRate + prior), rules.relativeBidRange.min, rules.relativeBidRange.max) : 1,
  );
  // Normalise to the click-weighted mean so the relative step does not move the overall level.
  const weights = keywords.map((keyword) => keyword.totals.clicks + 1);
  const mean = relative.reduce((sum, value, index) => sum + value * weights[index], 0) / weights.reduce((sum, weight) => sum + weight, 0);
  const levelBefore = keywords.reduce((sum, keyword, index) => sum + keyword.cpcBidMicros * weights[index], 0) / weights.reduce((sum, weight) => sum + weight, 0);
  const cpcMicros =
    costPerClick(
      keywords.reduce((sum, keyword) => sum + keyword.totals.costMicros, 0),
      keywords.reduce((sum, keyword) => sum + keyword.totals.clicks, 0),
    ) ?? 0;
  let level = 1;
  const delivery = input.delivery;
  if (delivery && delivery.budgetMicros > 0) {
    const use = delivery.spendMicros / delivery.budgetMicros;
    const ceiling = cpcMicros > 0 ? rules.bidCeilingOverCpc * cpcMicros : Number.POSITIVE_INFINITY;
    if (use < rules.delivery.under && levelBefore < ceiling) {
      level = Math.min(1 + rules.delivery.raise, ceiling / levelBefore);
      entry(
        'Raised bids to spend the budget',
        `The campaign spent ${(use * 100).toFixed(0)}% of its daily budgets over the last ${delivery.days} day(s) while losing auctions: bids up ${((level - 1) * 100).toFixed(0)}%.`,
        { strategy: 'Keep delivering', hypothesis: 'Budget not spent buys nothing; higher bids win more of the searches there are.', reasoning: `Average bid ${formatMoney(levelBefore / 1e6, input.currencyCode)}, average CPC ${formatMoney(cpcMicros / 1e6, input.currencyCode)}.` },
        [],
        { budgetUse: use },
      );
    } else if (use < rules.delivery.under) {
      const monthlyDemand = (delivery.spendMicros / delivery.days / 1e6) * 30.4;
      if (new Date(input.nowMs).getUTCDay() === 1) {
        entry(
          'Your area has fewer searches than your budget',
          `Your area has about ${formatWholeMoney(monthlyDemand, input.currencyCode)} of searches a month at these bids; your budget is ${formatWholeMoney(delivery.monthlyBudgetCents / 100, input.currencyCode)}. Bids already win most auctions, so raising them would only cost more per click.`,
          { strategy: 'Keep delivering', hypothesis: 'Demand, not the budget, limits this campaign.', reasoning: `Spent ${(use * 100).toFixed(0)}% of the daily budgets with bids at ${(levelBefore / cpcMicros).toFixed(1)}x the average CPC.` },
          ['Add broader keywords or serve a wider area to reach more searches.', 'Or lower the budget to what the area can use.'],
          { monthlyDemandDollars: Math.round(monthlyDemand) },
        );
      }
    } else if (use >= rules.delivery.full) {
      level = 1 - rules.delivery.ease;
    }
  }
  const bids = keywords
    .map((keyword, index) => {
      const target = levelBefore * level * (relative[index] / mean);
      const step = clamp(target / keyword.cpcBidMicros - 1, -rules.maxBidStep, rules.maxBidStep);
      return { keywordId: keyword.keywordId, cpcBidMicros: Math.max(10_000, Math.round((keyword.cpcBidMicros * (1 + step)) / 10_000) * 10_000), step };
    })
    .filter((bid) => Math.abs(bid.step) >= 0.02);
  if (bids.length > 0 && level === 1) {
    entry(
      `Adjusted ${bids.length} keyword bid(s)`,
      `Bids follow each keyword's conversion rate, shrunk toward the campaign's ${(campaignRate * 100).toFixed(1)}% by its evidence, at most ${rules.maxBidStep * 100}% per run.`,
      { strategy: 'Bid optimization', hypothesis: 'A click on a keyword that converts better is worth more.', reasoning: `${bids.filter((bid) => bid.step > 0).length} raised, ${bids.filter((bid) => bid.step < 0).length} lowered.` },
      [],
      { bids },
    );
  }
  return bids.map(({ keywordId, cpcBidMicros }) => ({ keywordId, cpcBidMicros }));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

type Analysis = { strategy: string; hypothesis: string; reasoning: string };
type EntryWriter = (title: string, message: string, analysis: Analysis, recommendations: string[], data: Record<string, unknown>) => void;

function writeEntry(
  input: OptimizerInput,
  logEntries: ActivityEntryDraft[],
  title: string,
  message: string,
  analysis: Analysis,
  recommendations: string[],
  data: Record<string, unknown>,
): void {
  logEntries.push({
    businessId: input.businessId,
    campaignId: input.campaignId,
    title,
    message,
    level: 'success',
    eventType: 'automation',
    createdAt: input.nowMs,
    details: { analysisReasoning: analysis, recommendations, ...data },
  });
}

/** Bid multipliers per slot from conversions per click against the average (1 where data is thin). */
export function adjustmentsFrom(slots: readonly Totals[]): number[] {
  const clicks = slots.reduce((sum, slot) => sum + slot.clicks, 0);
  const conversions = slots.reduce((sum, slot) => sum + slot.conversions, 0);
  const average = clicks > 0 ? conversions / clicks : 0;
  const { min, max } = OPTIMIZER_RULES.scheduleRange;
  return slots.map((slot) => {
    if (average === 0 || slot.clicks < OPTIMIZER_RULES.minClicksPerSlot) return 1;
    // Shrink toward the average by the slot's evidence so a lucky hour does not swing bids.
    const shrunk = (slot.conversions + average * OPTIMIZER_RULES.minClicksPerSlot) / (slot.clicks + OPTIMIZER_RULES.minClicksPerSlot);
    const value = Math.min(max, Math.max(min, shrunk / average));
    return Math.round(value * 100) / 100;
  });
}

