import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Box, Button, Container, Flex, Heading } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { AppTopBar } from '../components/app-top-bar';
import { ReconnectingNotice } from '../realtime/reconnecting-notice';
import { useBusinessRealtime } from '../realtime/use-business-realtime';
import { useMyBusiness } from '../routing/business-gate';
import { BudgetCard } from './settings/budget-card';
import { ConversionTrackingCard } from './settings/conversion-tracking-card';
import './dashboard/popper-content.css';
import { CurrentModeCard } from './settings/current-mode-card';
import { EmailCard } from './settings/email-card';
import { GoLiveCard } from './settings/go-live-card';
import { GoogleAdsCard } from './settings/google-ads-card';
import { PaymentCard } from './settings/payment-card';
import { useGoogleAdsConnection } from './settings/settings-queries';
import { SimulationHistoryCard } from './settings/simulation-history-card';
import { YourDataCard } from './settings/your-data-card';

/** Settings: the Google Ads connection and the mode the product runs in (SPEC section 2). */
export function SettingsPage() {
  const { user } = useAuth();
  const { data: business } = useMyBusiness();
  const { data: connection } = useGoogleAdsConnection();
  const canGoLive = business?.demoMode === true && connection?.status === 'connected';
  // Keeps the connection live too: a connection.updated push rewrites the card.
  useBusinessRealtime(business?.id);
  return (
    <>
      <AppTopBar user={user} />
      <main>
        <Container size="3" px={{ initial: '3', sm: '4' }} py="6">
          <Box>
            <Button asChild variant="ghost" color="gray" data-testid="button-back-to-dashboard">
              <Link to="/dashboard">
                <ArrowLeftIcon aria-hidden /> Back to Dashboard
              </Link>
            </Button>
          </Box>
          <Heading as="h1" size="8" mt="4">
            Settings
          </Heading>
          <Flex direction="column" gap="4" mt="5">
            {business && <BudgetCard key={business.monthlyBudget} business={business} />}
            {business && <PaymentCard />}
            {canGoLive && <GoLiveCard business={business} connection={connection} />}
            <GoogleAdsCard simulated={business?.demoMode === true} />
            <ConversionTrackingCard />
            {business && <EmailCard />}
            <CurrentModeCard />
            {business?.simulationHistory && <SimulationHistoryCard history={business.simulationHistory} />}
            {user && business && <YourDataCard email={user.email} />}
          </Flex>
        </Container>
      </main>
      <ReconnectingNotice />
    </>
  );
}
