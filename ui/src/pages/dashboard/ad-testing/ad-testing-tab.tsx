import { ChevronRightIcon } from '@radix-ui/react-icons';
import { Badge, Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { HierarchyAd, HierarchyAdGroup, HierarchyCampaign } from '../../../../../schema/entities';
import { formatPercent } from '../../../../../schema/metrics';
import { plural } from '../number-format';
import { useSetAdStatus } from '../campaign-actions';
import { useHierarchy } from '../dashboard-queries';
import { EmptyState, TabSpinner } from '../tab-states';
import { TrafficSplitNote } from '../traffic-split-note';
import { AdVariantCard } from './ad-variant-card';
import { KeywordList } from './keyword-list';
import { splitByStanding } from './ad-standing';
import './ad-testing.css';

/** The CTR scale of an ad group's interval bars: its widest interval end, with some headroom. */
function ctrScaleOf(group: HierarchyAdGroup): number {
  const ends = group.ads.map((ad) => ad.ctrInterval?.high ?? ad.ctr);
  return Math.max(1, ...ends) * 1.1;
}

function AdGroupSection({ group, defaultOpen }: { group: HierarchyAdGroup; defaultOpen: boolean }) {
  const { pause, resume } = useSetAdStatus();
  const busyId = pause.isPending ? pause.variables : resume.isPending ? resume.variables : null;
  const scale = ctrScaleOf(group);
  const { competing, eliminated } = splitByStanding(group.ads);
  const card = (ad: HierarchyAd) => (
    <AdVariantCard
      key={ad.id}
      ad={ad}
      ctrScaleMax={scale}
      onPause={(id) => pause.mutate(id)}
      onResume={(id) => resume.mutate(id)}
      busy={busyId === ad.id}
    />
  );
  return (
    <details className="ad-testing-group" open={defaultOpen} data-testid={`card-ad-group-${group.id}`}>
      <summary className="ad-testing-summary">
        <ChevronRightIcon className="ad-testing-chevron" aria-hidden />
        <Flex justify="between" align="center" gap="3" wrap="wrap" flexGrow="1">
          <Text weight="bold">{group.name}</Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="1" color="gray">
              {plural(group.ads.length, 'ad')} · {plural(group.keywords.length, 'keyword')} · CTR {formatPercent(group.ctr)}
            </Text>
            <Badge color={group.status === 'active' ? 'green' : 'gray'}>{group.status}</Badge>
          </Flex>
        </Flex>
      </summary>
      <Flex direction="column" gap="3" mt="3">
        {competing.map(card)}
        {eliminated.length > 0 && (
          <details className="ad-testing-eliminated" data-testid={`card-eliminated-ads-${group.id}`}>
            <summary className="ad-testing-summary">
              <ChevronRightIcon className="ad-testing-chevron" aria-hidden />
              <Text size="2" weight="medium">
                Eliminated variants ({eliminated.length})
              </Text>
            </summary>
            <Flex direction="column" gap="3" mt="3">
              {eliminated.map(card)}
            </Flex>
          </details>
        )}
        <Box>
          <Text as="p" size="2" weight="bold" mb="2">
            Keywords
          </Text>
          <KeywordList keywords={group.keywords} />
        </Box>
      </Flex>
    </details>
  );
}

function CampaignSection({ campaign }: { campaign: HierarchyCampaign }) {
  return (
    <details className="ad-testing-campaign" open data-testid={`card-hierarchy-campaign-${campaign.id}`}>
      <summary className="ad-testing-summary">
        <ChevronRightIcon className="ad-testing-chevron" aria-hidden />
        <Flex justify="between" align="center" gap="3" wrap="wrap" flexGrow="1">
          <Box>
            <Heading as="h3" size="4">
              {campaign.name}
            </Heading>
            <Text size="2" color="gray">
              {campaign.theme}
            </Text>
          </Box>
          <Flex gap="2" align="center">
            <Text size="2" color="gray">
              {plural(campaign.adGroups.length, 'ad group')}
            </Text>
            <Badge color={campaign.status === 'active' ? 'green' : 'gray'}>{campaign.status}</Badge>
          </Flex>
        </Flex>
      </summary>
      <Flex direction="column" gap="3" mt="3">
        {campaign.adGroups.map((group, index) => (
          <AdGroupSection key={group.id} group={group} defaultOpen={index === 0} />
        ))}
      </Flex>
    </details>
  );
}

/** Ad Testing: campaign → ad groups → ad variants and keywords. */
export function AdTestingTab() {
  const hierarchy = useHierarchy();
  if (hierarchy.isLoading) return <TabSpinner label="Loading ad tests" />;
  const campaigns = hierarchy.data ?? [];
  if (campaigns.length === 0) return <EmptyState title="No ad data yet" testId="text-empty-ad-testing" />;
  return (
    <Flex direction="column" gap="4">
      <TrafficSplitNote />
      {campaigns.map((campaign) => (
        <CampaignSection key={campaign.id} campaign={campaign} />
      ))}
    </Flex>
  );
}
