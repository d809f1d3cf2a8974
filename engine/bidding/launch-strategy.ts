import type { BiddingStrategy } from '../../schema/bidding';

/**
 * What a campaign is launched with: manual CPC at the plan's keyword bids. The first daily
 * bidding review moves it to Maximize Clicks unless it is tiny (docs/bidding.md).
 */
export const LAUNCH_STRATEGY: BiddingStrategy = { kind: 'manual_cpc', cpcCeilingMicros: null, targetCpaMicros: null };
