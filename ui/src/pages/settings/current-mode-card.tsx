import { Badge, Card, Heading } from '@radix-ui/themes';
import { useGoogleAdsConnection } from './settings-queries';

/** Live Mode when a Google Ads account is connected, Demo Mode otherwise. */
export function CurrentModeCard() {
  const { data: connection, isLoading } = useGoogleAdsConnection();
  const live = connection?.status === 'connected';
  return (
    <Card size="3" data-testid="card-current-mode">
      <Heading as="h2" size="5" mb="3">
        Current Mode
      </Heading>
      {!isLoading && (
        <Badge size="3" color={live ? 'green' : 'indigo'} data-testid="text-current-mode">
          {live ? 'Live Mode (real API)' : 'Demo Mode (simulated data)'}
        </Badge>
      )}
    </Card>
  );
}
