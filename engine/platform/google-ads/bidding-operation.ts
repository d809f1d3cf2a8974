import type { BiddingStrategy } from '../../../schema/bidding';
import type { Operation } from './campaign-operations';

/**
 * The campaign update that switches its bid strategy. Google keeps one strategy per campaign (a
 * oneof), so setting one replaces the other. Target CPA is Maximize Conversions with a target, as
 * Google has organised Search bidding since 2022; Maximize Conversions without a target sends the
 * target as 0, which clears one left from Target CPA. Maximize Clicks is `target_spend` in the API.
 */
export function biddingStrategyOperation(campaignResourceName: string, strategy: BiddingStrategy): Operation {
  return { entity: 'campaign', operation: 'update', resource: { resource_name: campaignResourceName, ...strategyFields(strategy) } };
}

/** The campaign's fields for a strategy (one of Google's oneof): used by the create and by the switch. */
export function strategyFields(strategy: BiddingStrategy): Record<string, unknown> {
  switch (strategy.kind) {
    case 'manual_cpc':
      return { manual_cpc: { enhanced_cpc_enabled: false } };
    case 'maximize_clicks':
      return { target_spend: strategy.cpcCeilingMicros ? { cpc_bid_ceiling_micros: strategy.cpcCeilingMicros } : {} };
    case 'maximize_conversions':
      return { maximize_conversions: { target_cpa_micros: 0 } };
    case 'target_cpa':
      return { maximize_conversions: { target_cpa_micros: strategy.targetCpaMicros ?? 0 } };
  }
}
