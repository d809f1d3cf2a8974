import { Badge, Card, Heading } from '@radix-ui/themes';
import { useMyBusiness } from '../../routing/business-gate';
import { useGoogleAdsConnection } from './settings-queries';

/**
 * Live Mode when the business runs on Google Ads, Demo Mode otherwise: a connected account alone is
 * not enough, since a demo business keeps its simulated campaigns until its owner goes live. Without
 * a business yet, the connection decides (onboarding launches live once connected).
 */
export function CurrentModeCard() {
  const { data: connection, isLoading } = useGoogleAdsConnection();
  const { data: business } = useMyBusiness();
  const live = business ? business.demoMode === false : connection?.status === 'connected';
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
