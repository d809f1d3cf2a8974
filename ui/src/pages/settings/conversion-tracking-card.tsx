import { Badge, Box, Button, Callout, Card, Code, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConversionTrackingResponse } from '../../../../schema/api/conversion-tracking';
import { useGoogleAdsConnection } from './settings-queries';

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

/**
 * Conversion tracking of the connected account: the Google tag and event snippet to install (or the
 * Tag Manager values), and whether conversions are arriving. Shown only while connected.
 */
export function ConversionTrackingCard() {
  const { data: connection } = useGoogleAdsConnection();
  const connected = connection?.status === 'connected';
  const { data, isLoading } = useQuery<ConversionTrackingResponse>({ queryKey: CONVERSION_TRACKING_KEY, enabled: connected });
  if (!connected) return null;
  return (
    <Card size="3" data-testid="card-conversion-tracking">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="5">
          Conversion Tracking
        </Heading>
        {data?.status === 'ready' && (
          <Badge size="2" color={data.conversionsArriving ? 'green' : 'amber'} data-testid="text-conversions-status">
            {data.conversionsArriving ? `Conversions arriving (${data.conversionsLast30Days ?? 0} in 30 days)` : 'Waiting for the first conversion'}
          </Badge>
        )}
      </Flex>
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
          <Box>
            <Text as="p" size="2" weight="medium" mb="2">
              Using Google Tag Manager instead
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
