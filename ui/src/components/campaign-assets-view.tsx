import { Badge, Box, Flex, Text } from '@radix-ui/themes';
import type { CampaignAssets } from '../../../schema/assets';
import { LineWithSource } from './line-with-source';
import './campaign-assets-view.css';

/**
 * A campaign's assets (issue 22) as the owner reads them: sitelinks, callouts, structured
 * snippets, the call button and the Business Profile location, each line with its source on
 * hover or tap. Read-only: onboarding's preview and the Ad Testing tab both show it.
 */

/** Google shows "Service catalog" as "Services". */
const HEADER_LABEL: Record<string, string> = { 'Service catalog': 'Services' };

function hostPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
}

export function hasAssets(assets: CampaignAssets | null | undefined): assets is CampaignAssets {
  return Boolean(assets && (assets.sitelinks.length || assets.callouts.length || assets.structuredSnippets.length || assets.call || assets.location));
}

export function CampaignAssetsView({ assets, testId }: { assets: CampaignAssets; testId: string }) {
  return (
    <Box className="campaign-assets" data-testid={testId}>
      <Text as="p" size="1" color="gray" mb="2">
        Assets shown with the ads · tap one to see where it comes from
      </Text>
      <Flex direction="column" gap="3">
        {assets.sitelinks.length > 0 && (
          <Box>
            <Text as="p" size="1" weight="medium" mb="1">
              Sitelinks
            </Text>
            <div className="campaign-assets-sitelinks">
              {assets.sitelinks.map((link) => (
                <Box key={link.finalUrl} className="campaign-assets-sitelink" data-testid="card-asset-sitelink">
                  <Text as="p" size="2" weight="medium" color="blue">
                    <LineWithSource text={link.linkText} source={link.sources.linkText} testId="text-asset-sitelink-text" />
                  </Text>
                  <Text as="p" size="1" color="gray">
                    <LineWithSource text={link.description1} source={link.sources.description1} testId="text-asset-sitelink-description" />
                  </Text>
                  <Text as="p" size="1" color="gray">
                    <LineWithSource text={link.description2} source={link.sources.description2} testId="text-asset-sitelink-description" />
                  </Text>
                  <Text as="p" size="1" color="gray" className="campaign-assets-url">
                    {hostPath(link.finalUrl)}
                  </Text>
                </Box>
              ))}
            </div>
          </Box>
        )}
        {assets.callouts.length > 0 && (
          <Box>
            <Text as="p" size="1" weight="medium" mb="1">
              Callouts
            </Text>
            <Flex gap="2" wrap="wrap">
              {assets.callouts.map((callout) => (
                <Badge key={callout.text} size="2" variant="soft" color="gray" data-testid="badge-asset-callout">
                  <LineWithSource text={callout.text} source={callout.source} testId="text-asset-callout" />
                </Badge>
              ))}
            </Flex>
          </Box>
        )}
        {assets.structuredSnippets.map((snippet) => (
          <Box key={snippet.header} data-testid="text-asset-snippet">
            <Text as="p" size="2">
              <Text weight="medium">{HEADER_LABEL[snippet.header] ?? snippet.header}: </Text>
              <LineWithSource text={snippet.values.join(', ')} source={snippet.source} testId="text-asset-snippet-values" />
            </Text>
          </Box>
        ))}
        {(assets.call || assets.location) && (
          <Flex gap="4" wrap="wrap">
            {assets.call && (
              <Text as="p" size="2" data-testid="text-asset-call">
                <Text weight="medium">Call button: </Text>
                <LineWithSource text={assets.call.phoneNumber} source={assets.call.source} testId="text-asset-call-number" />
              </Text>
            )}
            {assets.location && (
              <Text as="p" size="2" data-testid="text-asset-location">
                <Text weight="medium">Location: </Text>
                <LineWithSource text="your Google Business Profile" source={assets.location.source} testId="text-asset-location-link" />
              </Text>
            )}
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
