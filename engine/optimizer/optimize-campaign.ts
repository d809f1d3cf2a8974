import { conversionRate, costPerClick, ctr, performanceScore } from '../../schema/metrics';
import type { ActivityEntryDraft } from '../core/activity-entry';
import type { BidSchedule } from '../platform/ads-platform';
import { labelVariant } from '../stats/variant-label';

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
  /** A keyword that spent this much with no conversion is paused. */
  keywordSpendWithoutConversionMicros: 50_000_000,
  /** Bids move at most this much per run (smart bidding dislikes jumps). */
  maxBidStep: 0.15,
  /** Hours or weekdays need this many clicks before their adjustment moves off 1. */
  minClicksPerSlot: 20,
  scheduleRange: { min: 0.7, max: 1.3 },
  weightRange: { min: 0.5, max: 2 },
} as const;

/**
 * The 4-hourly optimization of one campaign (pure): pause losing ads (labelled paused) and keywords
 * that spend without converting, move keyword bids toward their performance score, schedule bids to
 * the hours and weekdays that convert, and tilt the campaign's share of the pacing plan toward what
 * converts cheapest. Each action comes with an activity entry explaining it.
 */
export function optimizeCampaign(input: OptimizerInput): OptimizerResult {
  const actions: OptimizerAction[] = [];
  const logEntries: ActivityEntryDraft[] = [];
  const entry: EntryWriter = writeEntry.bind(null, input, logEntries);

  for (const ad of input.ads) {
    const adCtr = ctr(ad.totals.clicks, ad.totals.impressions);
    if (ad.isChampion || labelVariant({ ctr: adCtr, qualityScore: ad.qualityScore, impressions: ad.totals.impressions }) !== 'paused') continue;
    actions.push({ type: 'pauseAd', adId: ad.adId });
    entry(
      `Paused variant ${ad.variant}`,
      `Variant ${ad.variant} had a ${adCtr.toFixed(2)}% CTR over ${ad.totals.impressions.toLocaleString('en-US')} impressions, below the 1% floor.`,
      { strategy: 'Pause losers', hypothesis: 'Traffic spent on a sub-1% CTR ad is better spent on the others.', reasoning: `CTR ${adCtr.toFixed(2)}% with enough impressions to trust it.` },
      ['Generate a replacement challenger in the next round.'],
      { adId: ad.adId, ctr: adCtr },
    );
  }

  const servingKeywords = input.keywords.filter((keyword) => {
    const wasteful = keyword.totals.conversions === 0 && keyword.totals.costMicros >= OPTIMIZER_RULES.keywordSpendWithoutConversionMicros;
    if (!wasteful || input.keywords.length <= 1) return true;
    actions.push({ type: 'pauseKeyword', keywordId: keyword.keywordId });
    entry(
      `Paused keyword "${keyword.text}"`,
      `"${keyword.text}" spent $${(keyword.totals.costMicros / 1e6).toFixed(2)} on ${keyword.totals.clicks} clicks without a conversion.`,
      { strategy: 'Cut wasted spend', hypothesis: 'The searches behind this keyword do not buy.', reasoning: `No conversion after $${(keyword.totals.costMicros / 1e6).toFixed(2)}.` },
      ['Add it as a negative keyword if the search terms are off-topic.'],
      { keywordId: keyword.keywordId },
    );
    return false;
  });

  const scored = servingKeywords.map((keyword) => ({ keyword, score: scoreOf(keyword.totals, keyword.qualityScore) }));
  const known = scored.filter((item) => item.score !== null && item.keyword.totals.clicks >= OPTIMIZER_RULES.minClicksPerSlot);
  if (known.length >= 2) {
    const mean = known.reduce((sum, item) => sum + (item.score ?? 0), 0) / known.length;
    const bids = known
      .map(({ keyword, score }) => {
        const ratio = mean > 0 ? (score ?? 0) / mean : 1;
        const step = Math.max(-OPTIMIZER_RULES.maxBidStep, Math.min(OPTIMIZER_RULES.maxBidStep, (ratio - 1) / 2));
        return { keywordId: keyword.keywordId, cpcBidMicros: Math.round((keyword.cpcBidMicros * (1 + step)) / 10_000) * 10_000, step };
      })
      .filter((bid) => Math.abs(bid.step) >= 0.02);
    if (bids.length > 0) {
      actions.push({ type: 'setKeywordBids', bids: bids.map(({ keywordId, cpcBidMicros }) => ({ keywordId, cpcBidMicros })) });
      entry(
        `Adjusted ${bids.length} keyword bid(s)`,
        `Bids moved by performance score (CTR x conversion rate x Quality Score / CPC), at most ${OPTIMIZER_RULES.maxBidStep * 100}% per run.`,
        { strategy: 'Bid optimization', hypothesis: 'Keywords with a higher performance score return more per dollar.', reasoning: `Average score ${mean.toFixed(2)}; ${bids.filter((bid) => bid.step > 0).length} raised, ${bids.filter((bid) => bid.step < 0).length} lowered.` },
        [],
        { bids },
      );
    }
  }

  const hourOfDay = adjustmentsFrom(input.hourOfDay);
  const dayOfWeek = adjustmentsFrom(input.dayOfWeek);
  if (hourOfDay.some((value) => value !== 1) || dayOfWeek.some((value) => value !== 1)) {
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
  const conversions = input.ads.reduce((sum, ad) => sum + ad.totals.conversions, 0);
  if (cost > 0 && input.businessConversionsPerDollar > 0 && conversions >= 5) {
    const efficiency = conversions / cost / input.businessConversionsPerDollar;
    const { min, max } = OPTIMIZER_RULES.weightRange;
    const weight = Math.min(max, Math.max(min, input.weight * Math.min(1.2, Math.max(0.8, efficiency))));
    if (Math.abs(weight - input.weight) / input.weight >= 0.05) {
      actions.push({ type: 'setWeight', weight });
      entry(
        weight > input.weight ? 'Scaled up a winning campaign' : 'Scaled down a costly campaign',
        `Share of the pacing plan ${weight > input.weight ? 'raised' : 'lowered'} from ${input.weight.toFixed(2)} to ${weight.toFixed(2)}: conversions per dollar are ${(efficiency * 100).toFixed(0)}% of the business average.`,
        { strategy: 'Scale winners', hypothesis: 'Money moved to the campaign that converts cheapest buys more conversions.', reasoning: `${conversions} conversions for $${cost.toFixed(2)}.` },
        [],
        { weight },
      );
    }
  }
  return { actions, logEntries };
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

function scoreOf(totals: Totals, qualityScore: number | null): number | null {
  return performanceScore({
    ctr: ctr(totals.clicks, totals.impressions),
    conversionRate: conversionRate(totals.conversions, totals.clicks),
    qualityScore,
    costPerClick: costPerClick(totals.costMicros / 1e6, totals.clicks),
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

