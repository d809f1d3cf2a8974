import { Badge, Box, Card, Flex, Grid, Text } from '@radix-ui/themes';
import type { HistoryAd } from '../../../../../schema/entities';
import { formatPercent } from '../../../../../schema/metrics';
import { AdCopyLines } from '../ad-copy-lines';
import { formatConversions, formatCount } from '../number-format';

interface HistoryAdCardProps {
  ad: HistoryAd;
  standing: 'Champion' | 'Runner-up';
  testId: string;
}

/** Champion or runner-up of a round: copy, five figures and, for the champion, why it won. */
export function HistoryAdCard({ ad, standing, testId }: HistoryAdCardProps) {
  const figures = [
    ['Impressions', formatCount(ad.impressions)],
    ['Clicks', formatCount(ad.clicks)],
    ['Conversions', formatConversions(ad.conversions)],
    ['CTR', formatPercent(ad.ctr)],
    ['Conv. Rate', formatPercent(ad.conversionRate)],
  ] as const;
  return (
    <Card variant="surface" data-testid={testId}>
      <Flex align="center" gap="2" mb="2">
        <Badge color={standing === 'Champion' ? 'amber' : 'gray'}>{standing}</Badge>
        <Text weight="bold">Variant {ad.variant}</Text>
      </Flex>
      <AdCopyLines headlines={ad.headlines} descriptions={ad.descriptions} />
      <Grid columns={{ initial: '2', xs: '5' }} gap="3" mt="3">
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Text as="div" size="1" color="gray">
              {label}
            </Text>
            <Text as="div" size="2" weight="bold">
              {value}
            </Text>
          </Box>
        ))}
      </Grid>
      {ad.championReason && (
        <Box mt="3" p="3" style={{ background: 'var(--amber-a2)', borderRadius: 'var(--radius-3)' }}>
          <Text as="p" size="1" weight="bold" mb="1">
            Why This Ad Won
          </Text>
          <Text as="p" size="2" data-testid={`text-champion-reason-${ad.id}`}>
            {ad.championReason}
          </Text>
        </Box>
      )}
    </Card>
  );
}
