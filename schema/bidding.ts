import { z } from 'zod';

/**
 * A campaign's bid strategy as AdPilot runs it (docs/bidding.md). Target CPA is Google's
 * Maximize Conversions with a target CPA set (how Google organises it for Search since 2022).
 */
export const BIDDING_STRATEGIES = ['manual_cpc', 'maximize_clicks', 'maximize_conversions', 'target_cpa'] as const;
export const biddingStrategyKindSchema = z.enum(BIDDING_STRATEGIES);
export type BiddingStrategyKind = z.infer<typeof biddingStrategyKindSchema>;

export const biddingStrategySchema = z.object({
  kind: biddingStrategyKindSchema,
  /** Maximize Clicks: the most Google may bid for a click (micros of the account's currency). */
  cpcCeilingMicros: z.number().int().positive().nullable(),
  /** Target CPA: the average cost per conversion Google aims at (micros). */
  targetCpaMicros: z.number().int().positive().nullable(),
});
export type BiddingStrategy = z.infer<typeof biddingStrategySchema>;

/** How the dashboard names each strategy (Google Ads' own names). */
export const BIDDING_STRATEGY_LABELS: Record<BiddingStrategyKind, string> = {
  manual_cpc: 'Manual CPC',
  maximize_clicks: 'Maximize clicks',
  maximize_conversions: 'Maximize conversions',
  target_cpa: 'Target CPA',
};

/** Conversion strategies bid on predicted conversions: they need conversion tracking that records. */
export const isConversionStrategy = (kind: BiddingStrategyKind) => kind === 'maximize_conversions' || kind === 'target_cpa';
