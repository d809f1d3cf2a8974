import type { Campaign } from '../../../../schema/entities';
import { ctr } from '../../../../schema/metrics';

export interface SummaryFigures {
  conversions: number;
  activeCount: number;
  totalCount: number;
  /** Clicks over impressions across all campaigns, in percent. */
  averageCtr: number;
  impressions: number;
}

/** The figures of the summary cards that come from the campaigns. */
export function summaryFigures(campaigns: Campaign[]): SummaryFigures {
  let clicks = 0;
  let impressions = 0;
  let conversions = 0;
  for (const campaign of campaigns) {
    clicks += campaign.clicks;
    impressions += campaign.impressions;
    conversions += campaign.conversions;
  }
  return {
    conversions,
    activeCount: campaigns.filter((campaign) => campaign.status === 'active').length,
    totalCount: campaigns.length,
    averageCtr: ctr(clicks, impressions),
    impressions,
  };
}
