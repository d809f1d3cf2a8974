import { Badge, Box, Button, Callout, Card, Code, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ConversionTrackingResponse, noConversionsMessage } from '../../../../schema/api/conversion-tracking';
import { useGoogleAdsConnection } from './settings-queries';
import { TagManagerPanel } from './tag-manager-panel';
import { TrackingCheckPanel } from './tracking-check';

const CONVERSION_TRACKING_KEY = ['/api/google-ads/conversion-tracking'] as const;

function Snippet({ label, code, testId }: { label: string; code: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Box>
      <Flex justify="between" align="center" mb="1">
        <Text as="p" size="2" weight="medium">
          {label}
        </Text>
        <Button
          size="1"
          variant="soft"
          data-testid={`button-copy-${testId}`}
          onClick={() => navigator.clipboard?.writeText(code).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Flex>
      <Box asChild p="2" style={{ overflowX: 'auto', background: 'var(--gray-a3)', borderRadius: 'var(--radius-2)', fontSize: 12, margin: 0 }}>
        <pre data-testid={`text-${testId}`}>{code}</pre>
      </Box>
    </Box>
  );
}

type ReadyTracking = Extract<ConversionTrackingResponse, { status: 'ready' }>;

const STATUS_LABEL: Record<NonNullable<ReadyTracking['conversionStatus']>['trackingStatus'], string> = {
  RECORDING_CONVERSIONS: 'Recording conversions',
  NO_RECENT_CONVERSIONS: 'No recent conversions',
  UNVERIFIED: 'Unverified: no conversion recorded yet',
};

/** Google Ads' tracking status of the action (read from its conversions by date), or the 30-day count when Google could not be asked. */
function TrackingStatusBadge({ data }: { data: ReadyTracking }) {
  const status = data.conversionStatus;
  const color = status ? (status.trackingStatus === 'RECORDING_CONVERSIONS' ? 'green' : 'amber') : data.conversionsArriving ? 'green' : 'amber';
  const text = status
    ? `${STATUS_LABEL[status.trackingStatus]}${status.conversionsLast30Days > 0 ? ` (${status.conversionsLast30Days} in 30 days)` : ''}`
    : data.conversionsArriving
      ? `Conversions arriving (${data.conversionsLast30Days ?? 0} in 30 days)`
      : 'Waiting for the first conversion';
  return (
    <Badge size="2" color={color} data-testid="text-conversions-status" data-status={status?.trackingStatus}>
      {text}
    </Badge>
  );
}

/**
 * Conversion tracking: with an account connected, the Google tag and event snippet to install (or
 * the Tag Manager values) and whether conversions are arriving; in every mode, the check of the
 * site for the tag. In demo mode it says what is simulated.
 */
export function ConversionTrackingCard() {
  const { data: connection } = useGoogleAdsConnection();
  const connected = connection?.status === 'connected';
  const { data, isLoading } = useQuery<ConversionTrackingResponse>({ queryKey: CONVERSION_TRACKING_KEY, enabled: connected });
  if (!connected) {
    return (
      <Card size="3" data-testid="card-conversion-tracking">
        <Heading as="h2" size="5" mb="2">
          Conversion Tracking
        </Heading>
        <Text as="p" size="2" color="gray" mb="3" data-testid="text-tracking-demo">
          A conversion is a lead your ads bring: a form sent or a call made. Google counts it only when its tag is on your site. In demo mode
          conversions are simulated; once you connect Google Ads, AdPilot gives you the tag for your account. You can already check what your
          site carries.
        </Text>
        <TrackingCheckPanel />
        <Box mt="4">
          <TagManagerPanel />
        </Box>
      </Card>
    );
  }
  return (
    <Card size="3" data-testid="card-conversion-tracking">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="5">
          Conversion Tracking
        </Heading>
        {data?.status === 'ready' && <TrackingStatusBadge data={data} />}
      </Flex>
      {data?.status === 'ready' && data.conversionStatus?.silent && (
        <Callout.Root color="amber" mb="3" data-testid="banner-no-conversions">
          <Callout.Text>{noConversionsMessage(data.conversionStatus.lastConversionDate)}</Callout.Text>
        </Callout.Root>
      )}
      {isLoading && <Text color="gray">Loading conversion tracking...</Text>}
      {data?.status === 'unavailable' && (
        <Callout.Root color="amber">
          <Callout.Text>{data.message}</Callout.Text>
        </Callout.Root>
      )}
      {data?.status === 'ready' && (
        <Flex direction="column" gap="4">
          <Text as="p" size="2" color="gray">
            Install this tag so Google Ads can count the leads your ads bring; the AI optimizes for them. Put the Google tag in the &lt;head&gt; of every
            page and the event snippet on the page people see after they contact you.
          </Text>
          <Snippet label="Google tag (every page)" code={data.globalSiteTag} testId="global-site-tag" />
          <Snippet label="Event snippet (thank-you page)" code={data.eventSnippet} testId="event-snippet" />
          <TrackingCheckPanel />
          <TagManagerPanel />
          <Box>
            <Text as="p" size="2" weight="medium" mb="2">
              Or add the tag in Google Tag Manager yourself
            </Text>
            <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} mb="2">
              <DataList.Item>
                <DataList.Label>Conversion ID</DataList.Label>
                <DataList.Value>
                  <Code data-testid="text-conversion-id">{data.conversionId}</Code>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>Conversion Label</DataList.Label>
                <DataList.Value>
                  <Code data-testid="text-conversion-label">{data.conversionLabel}</Code>
                </DataList.Value>
              </DataList.Item>
            </DataList.Root>
            <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
              {data.tagManagerSteps.map((step) => (
                <li key={step}>
                  <Text size="2">{step}</Text>
                </li>
              ))}
            </ol>
          </Box>
        </Flex>
      )}
    </Card>
  );
}
