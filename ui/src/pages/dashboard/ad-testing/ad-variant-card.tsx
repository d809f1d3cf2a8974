import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, DropdownMenu, Flex, Grid, IconButton, Text } from '@radix-ui/themes';
import type { HierarchyAd } from '../../../../../schema/entities';
import { costPerClick, formatPercent, toTwoDecimals } from '../../../../../schema/metrics';
import { IntervalBar } from '../../../charts/interval-bar';
import { AdCopyLines } from '../ad-copy-lines';
import { formatCount, formatCurrency, formatLifecycleStage, formatQualityScore } from '../number-format';

interface AdVariantCardProps {
  ad: HierarchyAd;
  /** Right end of the CTR interval scale, shared by the ads of one ad group. */
  ctrScaleMax: number;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  busy: boolean;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
      <Text as="div" size="2" weight="bold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/** One ad variant: copy, the AI's reasoning, its figures and the Pause Ad / Resume Ad menu. */
export function AdVariantCard({ ad, ctrScaleMax, onPause, onResume, busy }: AdVariantCardProps) {
  const paused = ad.status === 'paused';
  const cpc = costPerClick(ad.spent, ad.clicks);
  return (
    <Card variant="surface" data-testid={`card-ad-${ad.id}`} data-status={ad.status}>
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Flex align="center" gap="2" wrap="wrap">
          <Text weight="bold">Variant {ad.variant}</Text>
          <Badge color={paused ? 'gray' : 'green'} data-testid={`text-ad-status-${ad.id}`}>
            {ad.status}
          </Badge>
          <Badge color={ad.lifecycleStage === 'champion' ? 'amber' : 'indigo'} variant="outline">
            {formatLifecycleStage(ad.lifecycleStage)}
          </Badge>
          {ad.policy && (
            <Badge color={ad.policy.approval === 'disapproved' ? 'red' : 'orange'} data-testid={`text-ad-policy-${ad.id}`}>
              {ad.policy.approval === 'disapproved' ? 'Disapproved by Google' : 'Eligible (limited)'}
            </Badge>
          )}
        </Flex>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <IconButton variant="ghost" color="gray" aria-label={`Actions for variant ${ad.variant}`} disabled={busy} data-testid={`button-ad-menu-${ad.id}`}>
              <DotsHorizontalIcon />
            </IconButton>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            {paused ? (
              <DropdownMenu.Item onSelect={() => onResume(ad.id)} data-testid={`button-resume-ad-${ad.id}`}>
                Resume Ad
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item onSelect={() => onPause(ad.id)} data-testid={`button-pause-ad-${ad.id}`}>
                Pause Ad
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </Flex>
      <Box mt="2" style={{ opacity: paused ? 0.6 : 1 }}>
        {ad.policy && (
          <Text as="p" size="2" color={ad.policy.approval === 'disapproved' ? 'red' : 'orange'} data-testid={`text-ad-policy-reason-${ad.id}`}>
            {ad.policy.approval === 'disapproved' ? 'Google disapproved this ad, so it cannot serve or win: ' : 'Google limits where or to whom this ad serves: '}
            {ad.policy.reasons.length > 0 ? ad.policy.reasons.join(', ') : 'no reason given'}.
          </Text>
        )}
        <AdCopyLines headlines={ad.headlines} descriptions={ad.descriptions} />
        {ad.aiReasoning && (
          <Box mt="3" p="3" style={{ background: 'var(--accent-a2)', borderRadius: 'var(--radius-3)' }} data-testid={`text-ai-strategy-${ad.id}`}>
            <Text as="p" size="1" weight="bold" color="indigo" mb="1">
              AI Strategy
            </Text>
            <Text as="p" size="2">
              <Text weight="medium">Strategy:</Text> {ad.aiReasoning.strategy}
            </Text>
            <Text as="p" size="2">
              <Text weight="medium">Hypothesis:</Text> {ad.aiReasoning.hypothesis}
            </Text>
            <Text as="p" size="2">
              <Text weight="medium">Key difference:</Text> {ad.aiReasoning.differentiator}
            </Text>
          </Box>
        )}
        <Grid columns={{ initial: '2', xs: '5' }} gap="3" mt="3">
          <Figure label="CPC" value={cpc === null ? '—' : formatCurrency(cpc)} testId={`text-ad-cpc-${ad.id}`} />
          <Figure label="CTR" value={formatPercent(ad.ctr)} testId={`text-ad-ctr-${ad.id}`} />
          <Figure label="Conv. Rate" value={formatPercent(ad.conversionRate)} testId={`text-ad-conv-rate-${ad.id}`} />
          <Figure label="Clicks" value={formatCount(ad.clicks)} testId={`text-ad-clicks-${ad.id}`} />
          <Figure label="Quality Score" value={formatQualityScore(ad.qualityScore)} testId={`text-ad-quality-${ad.id}`} />
        </Grid>
        {ad.ctrInterval && (
          <Box mt="3" data-testid={`text-ad-ctr-interval-${ad.id}`}>
            <Text as="p" size="1" color="gray" mb="1">
              CTR 95% interval: {toTwoDecimals(ad.ctrInterval.low)}% – {toTwoDecimals(ad.ctrInterval.high)}%
            </Text>
            <IntervalBar
              value={ad.ctr}
              low={ad.ctrInterval.low}
              high={ad.ctrInterval.high}
              max={ctrScaleMax}
              label={`CTR ${formatPercent(ad.ctr)}, 95% interval ${toTwoDecimals(ad.ctrInterval.low)} to ${toTwoDecimals(ad.ctrInterval.high)} percent`}
            />
          </Box>
        )}
      </Box>
    </Card>
  );
}
