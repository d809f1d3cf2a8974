import { Container, Flex, Grid } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useAuth } from '../auth/use-auth';
import { AppTopBar } from '../components/app-top-bar';
import { realtimeStatusAtom } from '../realtime/realtime-status';
import { ReconnectingNotice } from '../realtime/reconnecting-notice';
import { useBusinessRealtime } from '../realtime/use-business-realtime';
import { PageSpinner } from '../routing/require-auth';
import { GoogleAdsTroubleBanner } from './dashboard/google-ads-trouble-banner';
import { NoConversionsBanner } from './dashboard/no-conversions-banner';
import { BillingBanner } from './billing/billing-banner';
import { BudgetProtectionCard } from './dashboard/budget-protection-card';
import { CreateCampaignDialog } from './dashboard/create-campaign/create-campaign-dialog';
import { DashboardHeader } from './dashboard/dashboard-header';
import { DemoBar } from './dashboard/demo-bar';
import { FirstFiguresNote } from './dashboard/first-figures-note';
import { useCampaigns, useDashboardBusiness } from './dashboard/dashboard-queries';
import { DashboardTabs } from './dashboard/dashboard-tabs';
import { ServiceFeeCard } from './dashboard/service-fee-card';
import { SpendPacingCard } from './dashboard/spend-pacing-card';
import { SummaryCards } from './dashboard/summary-cards';
import { useNow, useSimulatedNow } from './dashboard/use-now';
import { WorkflowProgress } from './dashboard/workflow-progress';
import './dashboard/popper-content.css';

/** The signed-in owner's dashboard (SPEC section 2). The route guarantees a user with a business. */
export function DashboardPage() {
  const { user } = useAuth();
  const realNow = useNow();
  const { data: business } = useDashboardBusiness(realNow);
  // Rounds' days left, pacing and today's spend follow the business's own time (simulated in demo mode).
  const now = useSimulatedNow(business, realNow);
  const campaigns = useCampaigns();
  const [creating, setCreating] = useState(false);
  const realtime = useAtomValue(realtimeStatusAtom);
  useBusinessRealtime(business?.id);

  if (!business) return <PageSpinner />;
  return (
    <>
      <AppTopBar user={user} showSettings />
      {/* data-realtime lets tests (and support staff) see whether pushes are arriving. */}
      <main data-realtime={realtime}>
        <Container size="4" px={{ initial: '3', sm: '4' }} py="6">
          <Flex direction="column" gap="5">
            <DashboardHeader business={business} onCreateCampaign={() => setCreating(true)} />
            {business.demoMode && <DemoBar business={business} simulatedNow={now} />}
            <GoogleAdsTroubleBanner />
            <NoConversionsBanner business={business} />
            <BillingBanner />
            <WorkflowProgress />
            <FirstFiguresNote business={business} campaigns={campaigns.data} />
            <SummaryCards business={business} campaigns={campaigns.data ?? []} />
            <Grid columns={{ initial: '1', md: '3' }} gap="4">
              <ServiceFeeCard business={business} />
              <BudgetProtectionCard business={business} />
              <SpendPacingCard business={business} now={now} />
            </Grid>
            <DashboardTabs />
          </Flex>
        </Container>
      </main>
      <CreateCampaignDialog open={creating} onOpenChange={setCreating} />
      <ReconnectingNotice />
    </>
  );
}
