import { Text } from '@radix-ui/themes';
import { BIDDING_STRATEGY_LABELS } from '../../../../../schema/bidding';
import type { Campaign } from '../../../../../schema/entities';
import { formatCurrency } from '../number-format';

/** What the campaign bids with, as Google Ads names it: "Bidding: Target CPA $32.26". */
export function biddingText(bidding: NonNullable<Campaign['bidding']>): string {
  const label = BIDDING_STRATEGY_LABELS[bidding.kind];
  if (bidding.kind === 'maximize_clicks' && bidding.cpcCeiling !== null) return `Bidding: ${label}, up to ${formatCurrency(bidding.cpcCeiling)} a click`;
  if (bidding.kind === 'target_cpa' && bidding.targetCpa !== null) return `Bidding: ${label} ${formatCurrency(bidding.targetCpa)}`;
  return `Bidding: ${label}`;
}

/** The campaign card's bidding line; the reasons for each switch are in the activity log. */
export function BiddingLine({ campaign }: { campaign: Campaign }) {
  if (!campaign.bidding) return null;
  return (
    <Text as="p" size="1" color="gray" data-testid={`text-campaign-bidding-${campaign.id}`}>
      {biddingText(campaign.bidding)}
    </Text>
  );
}
