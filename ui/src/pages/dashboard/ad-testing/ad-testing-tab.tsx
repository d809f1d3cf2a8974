import { ChevronRightIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { CampaignAdGroupDetail, HierarchyOutlineAdGroup, HierarchyOutlineCampaign } from '../../../../../schema/api/hierarchy';
import type { HierarchyAd } from '../../../../../schema/entities';
import { formatPercent } from '../../../../../schema/metrics';
import { useSetAdStatus } from '../campaign-actions';
import { useHierarchy } from '../dashboard-queries';
import { plural } from '../number-format';
import { EmptyState, TabSpinner } from '../tab-states';
import { TrafficSplitNote } from '../traffic-split-note';
import { splitByStanding } from './ad-standing';
import { AdVariantCard } from './ad-variant-card';
import { CampaignAssetsView, hasAssets } from '../../../components/campaign-assets-view';
import { KeywordList } from './keyword-list';
import { useCampaignAdTests } from './use-campaign-ad-tests';
import './ad-testing.css';

/** The CTR scale of an ad group's interval bars: its widest interval end, with some headroom. */
function ctrScaleOf(group: CampaignAdGroupDetail): number {
  const ends = group.ads.map((ad) => ad.ctrInterval?.high ?? ad.ctr);
  return Math.max(1, ...ends) * 1.1;
}

/** An ad group's summary from the outline; its ads and keywords once the campaign's detail has loaded. */
function AdGroupSection({ group, detail, defaultOpen }: { group: HierarchyOutlineAdGroup; detail: CampaignAdGroupDetail | undefined; defaultOpen: boolean }) {
  return (
    <details className="ad-testing-group" open={defaultOpen} data-testid={`card-ad-group-${group.id}`}>
      <summary className="ad-testing-summary">
        <ChevronRightIcon className="ad-testing-chevron" aria-hidden />
        <Flex justify="between" align="center" gap="3" wrap="wrap" flexGrow="1">
          <Text weight="bold" dir="auto">
            {group.name}
          </Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="1" color="gray">
              {plural(group.adCount, 'ad')} · {plural(group.keywordCount, 'keyword')} · CTR {formatPercent(group.ctr)}
            </Text>
            <Badge color={group.status === 'active' ? 'green' : 'gray'}>{group.status}</Badge>
          </Flex>
        </Flex>
      </summary>
      {detail && <AdGroupBody detail={detail} />}
    </details>
  );
}

function AdGroupBody({ detail }: { detail: CampaignAdGroupDetail }) {
  const { pause, resume } = useSetAdStatus();
  const busyId = pause.isPending ? pause.variables : resume.isPending ? resume.variables : null;
  const scale = ctrScaleOf(detail);
  const { competing, eliminated } = splitByStanding(detail.ads);
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
    <Flex direction="column" gap="3" mt="3">
      {competing.map(card)}
      {eliminated.length > 0 && (
        <details className="ad-testing-eliminated" data-testid={`card-eliminated-ads-${detail.id}`}>
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
        <KeywordList keywords={detail.keywords} />
      </Box>
    </Flex>
  );
}

/**
 * A campaign of the outline. Its ads and keywords load when it is expanded (the first campaign
 * starts expanded), with a loading state and, if the read fails, an error with a retry.
 */
function CampaignSection({ campaign, defaultOpen }: { campaign: HierarchyOutlineCampaign; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const detail = useCampaignAdTests(campaign.id, open);
  const detailOf = new Map(detail.data?.adGroups.map((group) => [group.id, group]));
  return (
    <details
      className="ad-testing-campaign"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid={`card-hierarchy-campaign-${campaign.id}`}
    >
      <summary className="ad-testing-summary">
        <ChevronRightIcon className="ad-testing-chevron" aria-hidden />
        <Flex justify="between" align="center" gap="3" wrap="wrap" flexGrow="1">
          <Box>
            <Heading as="h3" size="4" dir="auto">
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
      {open && (
        <Flex direction="column" gap="3" mt="3">
          {detail.isPending && (
            <Flex align="center" gap="2" role="status" data-testid={`status-loading-ad-tests-${campaign.id}`}>
              <Spinner size="2" />
              <Text size="2" color="gray">
                Loading ads and keywords…
              </Text>
            </Flex>
          )}
          {detail.isError && !detail.data && (
            <Flex align="center" gap="3" wrap="wrap" role="alert" data-testid={`text-ad-tests-error-${campaign.id}`}>
              <Text size="2" color="red">
                Could not load this campaign's ads and keywords.
              </Text>
              <Button size="1" variant="soft" onClick={() => void detail.refetch()} data-testid={`button-retry-ad-tests-${campaign.id}`}>
                <ReloadIcon aria-hidden /> Try again
              </Button>
            </Flex>
          )}
          {campaign.adGroups.map((group, index) => (
            <AdGroupSection key={group.id} group={group} detail={detailOf.get(group.id)} defaultOpen={index === 0} />
          ))}
          {hasAssets(detail.data?.assets) && <CampaignAssetsView assets={detail.data.assets} testId={`card-campaign-assets-${campaign.id}`} />}
        </Flex>
      )}
    </details>
  );
}

/** Ad Testing: campaign → ad groups (the outline) → ad variants and keywords (loaded per expanded campaign). */
export function AdTestingTab() {
  const hierarchy = useHierarchy();
  if (hierarchy.isLoading) return <TabSpinner label="Loading ad tests" />;
  const campaigns = hierarchy.data ?? [];
  if (campaigns.length === 0) return <EmptyState title="No ad data yet" testId="text-empty-ad-testing" />;
  return (
    <Flex direction="column" gap="4">
      <TrafficSplitNote />
      {campaigns.map((campaign, index) => (
        <CampaignSection key={campaign.id} campaign={campaign} defaultOpen={index === 0} />
      ))}
    </Flex>
  );
}
