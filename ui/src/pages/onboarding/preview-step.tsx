import { ArrowLeftIcon, ArrowRightIcon, GlobeIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Card, Flex, Heading, Separator, Spinner, Text } from '@radix-ui/themes';
import { Fragment } from 'react';
import type { CampaignPreviewResponse, PreviewCampaign } from '../../../../schema/api/onboarding';
import { CampaignAssetsView, hasAssets } from '../../components/campaign-assets-view';
import { LineWithSource } from '../../components/line-with-source';
import { textDirection } from '../../lib/text-direction';
import type { Targeting } from '../../../../schema/targeting';
import { formatUsd } from './format-usd';
import { PreviewTargeting } from './preview-targeting';

/** Ads shown per campaign; the rest compete too, a count says how many. */
const ADS_SHOWN = 2;

function AdCopyPreview({ ad, label }: { ad: PreviewCampaign['ads'][number]; label: string }) {
  return (
    <Box className="onboarding-ad" data-testid="card-preview-ad">
      <Text as="p" size="1" color="gray" mb="1">
        {label} · tap a line to see where it comes from
      </Text>
      <Text as="p" size="3" weight="medium" color="blue" className="onboarding-ad-headlines" dir={textDirection(ad.headlines.join(' '))}>
        {ad.headlines.map((headline, index) => (
          <Fragment key={headline}>
            {index > 0 && ' | '}
            <LineWithSource text={headline} source={ad.sources?.headlines[index]} testId="text-preview-headline" />
          </Fragment>
        ))}
      </Text>
      {ad.descriptions.map((description, index) => (
        <Text as="p" size="2" color="gray" key={description} dir={textDirection(description)}>
          <LineWithSource text={description} source={ad.sources?.descriptions[index]} testId="text-preview-description" />
        </Text>
      ))}
    </Box>
  );
}

function CampaignPreviewCard({ campaign, index }: { campaign: PreviewCampaign; index: number }) {
  const extra = campaign.ads.length - ADS_SHOWN;
  return (
    <Card size="2" data-testid={`card-preview-campaign-${index}`}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Box style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Heading as="h4" size="4" data-testid={`text-campaign-name-${index}`} dir="auto">
              {campaign.name}
            </Heading>
            <Text as="p" size="2" color="gray" mt="1" dir="auto">
              {campaign.description}
            </Text>
          </Box>
          <Badge size="2" color="green" variant="soft" data-testid={`text-campaign-budget-${index}`}>
            {formatUsd(campaign.budget)}/month
          </Badge>
        </Flex>
        {campaign.ads.slice(0, ADS_SHOWN).map((ad, adIndex) => (
          <AdCopyPreview key={ad.headlines.join('|')} ad={ad} label={`Ad ${adIndex + 1}`} />
        ))}
        {extra > 0 && (
          <Text size="1" color="gray">
            +{extra} more ad {extra === 1 ? 'variant' : 'variants'} will compete in testing
          </Text>
        )}
        {hasAssets(campaign.assets) && <CampaignAssetsView assets={campaign.assets} testId={`card-preview-assets-${index}`} />}
      </Flex>
    </Card>
  );
}

interface PreviewStepProps {
  preview: CampaignPreviewResponse | null;
  websiteUrl: string | undefined;
  onBack(): void;
  onNext(): void;
  /** The owner changed the plan's locations or languages. */
  onTargetingChange(targeting: Targeting): void;
}

/** Step 2: what the AI will build, before anything is created. */
export function PreviewStep({ preview, websiteUrl, onBack, onNext, onTargetingChange }: PreviewStepProps) {
  if (!preview) {
    return (
      <Card size="3">
        <Flex direction="column" align="center" gap="3" py="6" role="status">
          <Spinner size="3" />
          <Text color="gray">AI is analyzing your website...</Text>
        </Flex>
      </Card>
    );
  }
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="5">
          Your AI campaign plan
        </Heading>
        {websiteUrl && (
          <Flex align="center" gap="2" className="onboarding-website">
            <GlobeIcon aria-hidden />
            <Text size="2" color="gray" data-testid="text-preview-website">
              {websiteUrl}
            </Text>
          </Flex>
        )}
        <Box className="onboarding-strategy">
          <Heading as="h3" size="3" mb="2">
            Campaign Strategy
          </Heading>
          <Text as="p" size="2" data-testid="text-preview-strategy">
            {preview.strategy}
          </Text>
        </Box>
        {preview.targeting && <PreviewTargeting targeting={preview.targeting} onChange={onTargetingChange} />}
        <Separator size="4" />
        {preview.campaigns.length === 0 ? (
          <Text as="p" size="2" color="gray" data-testid="text-preview-fallback">
            2-3 targeted campaigns based on your industry
          </Text>
        ) : (
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              Campaigns ({preview.campaigns.length})
            </Heading>
            {preview.campaigns.map((campaign, index) => (
              <CampaignPreviewCard key={campaign.name} campaign={campaign} index={index} />
            ))}
          </Flex>
        )}
        <Flex justify="between" gap="3" mt="2" className="onboarding-actions">
          <Button variant="soft" color="gray" size="3" onClick={onBack} data-testid="button-back">
            <ArrowLeftIcon aria-hidden /> Back
          </Button>
          <Button size="3" onClick={onNext} data-testid="button-next">
            Looks Good! Next Step <ArrowRightIcon aria-hidden />
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
