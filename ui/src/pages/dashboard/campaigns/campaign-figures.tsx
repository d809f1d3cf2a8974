import { Box, Grid, Text } from '@radix-ui/themes';
import type { Campaign } from '../../../../../schema/entities';
import { conversionRate, ctr, formatPercent } from '../../../../../schema/metrics';
import { formatConversions, formatCount, formatCurrency } from '../number-format';

/** The seven figures of a campaign card, in SPEC order. */
export function campaignFigures(campaign: Campaign): { label: string; value: string; id: string }[] {
  return [
    { id: 'budget', label: 'Budget', value: formatCurrency(campaign.budget) },
    { id: 'spent', label: 'Spent', value: formatCurrency(campaign.spent) },
    { id: 'impressions', label: 'Impressions', value: formatCount(campaign.impressions) },
    { id: 'clicks', label: 'Clicks', value: formatCount(campaign.clicks) },
    { id: 'ctr', label: 'CTR', value: formatPercent(ctr(campaign.clicks, campaign.impressions)) },
    { id: 'conversions', label: 'Conversions', value: formatConversions(campaign.conversions) },
    { id: 'conv-rate', label: 'Conv. Rate', value: formatPercent(conversionRate(campaign.conversions, campaign.clicks)) },
  ];
}

export function CampaignFigures({ campaign }: { campaign: Campaign }) {
  return (
    <Grid asChild columns={{ initial: '2', xs: '4', md: '7' }} gap="3">
      <dl style={{ margin: 0 }}>
        {campaignFigures(campaign).map((figure) => (
          <Box key={figure.id}>
            <Text as="div" size="1" color="gray" asChild>
              <dt>{figure.label}</dt>
            </Text>
            <Text as="div" size="3" weight="bold" asChild>
              <dd style={{ margin: 0 }} data-testid={`text-${figure.id}-${campaign.id}`}>
                {figure.value}
              </dd>
            </Text>
          </Box>
        ))}
      </dl>
    </Grid>
  );
}
