import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Badge, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { ConnectPanel } from './connect-panel';
import { ConnectedDetails } from './connected-details';
import { useConfigStatus, useGoogleAdsConnection } from './settings-queries';

/**
 * Google Ads Integration: connected details, the connect panel, or the "unavailable" notice.
 * `simulated`: the owner's business still runs on the simulator.
 */
export function GoogleAdsCard({ simulated = false }: { simulated?: boolean }) {
  const connection = useGoogleAdsConnection();
  const config = useConfigStatus();
  const connected = connection.data?.status === 'connected';
  const loading = connection.isLoading || config.isLoading;
  return (
    <Card size="3" data-testid="card-google-ads">
      <Flex justify="between" align="center" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" size="5">
          Google Ads Integration
        </Heading>
        {!loading && (
          <Badge color={connected ? 'green' : 'gray'} size="2" data-testid="text-connection-status">
            {connected ? 'Connected' : 'Not Connected'}
          </Badge>
        )}
      </Flex>
      {loading ? (
        <Flex justify="center" py="5" role="status" aria-label="Loading connection">
          <Spinner />
        </Flex>
      ) : connected && connection.data ? (
        <ConnectedDetails connection={connection.data} simulated={simulated} />
      ) : config.data?.configured ? (
        <ConnectPanel />
      ) : (
        <Callout.Root color="amber" variant="surface" data-testid="text-integration-unavailable">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Flex direction="column" gap="1">
            <Text weight="bold" size="2">
              Google Ads Integration Currently Unavailable
            </Text>
            <Text size="2">
              This server has no Google Ads credentials configured. AdPilot continues in demo mode: your campaigns run on
              simulated data with every feature available.
            </Text>
          </Flex>
        </Callout.Root>
      )}
    </Card>
  );
}
