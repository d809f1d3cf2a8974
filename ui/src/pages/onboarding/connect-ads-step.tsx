import { ArrowLeftIcon, CheckCircledIcon, ExclamationTriangleIcon, Link2Icon } from '@radix-ui/react-icons';
import { Box, Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { configStatusResponseSchema } from '../../../../schema/api/google-ads';
import { apiUrl, NAVIGATION_PATHS } from '../../../../schema/api/paths';
import { TrackingExplainer } from './tracking-explainer';

const CONFIG_STATUS_QUERY_KEY = [apiUrl('getConfigStatus')] as const;

const DEMO_BENEFITS = [
  'Simulated campaign data that behaves like real ad delivery',
  'AI insights and optimization decisions with their reasoning',
  'The full dashboard: spend, conversions, budget protection and ad testing',
  'All features, so you can connect a real account any time from Settings',
];

const CONNECT_STEPS = [
  'You sign in with Google and allow AdPilot to manage campaigns in your Google Ads account.',
  'AdPilot creates the campaigns you just previewed, with budgets capped to your monthly budget.',
  'Google bills your ad spend directly; AdPilot only charges its service fee.',
];

function BenefitList({ items, testId }: { items: string[]; testId: string }) {
  return (
    <Flex asChild direction="column" gap="2" data-testid={testId}>
      <ul className="onboarding-list">
        {items.map((item) => (
          <li key={item}>
            <CheckCircledIcon aria-hidden className="onboarding-list-icon" />
            <Text size="2">{item}</Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

interface ConnectAdsStepProps {
  /** The site typed in step 1: the conversion-tracking check reads it. */
  websiteUrl?: string;
  onBack(): void;
  onDemo(kind: 'continue' | 'skip'): void;
}

/**
 * Step 3: link a Google Ads account by OAuth, or go on in demo mode. If config-status cannot be
 * read, the integration is treated as not configured: demo mode always works.
 */
export function ConnectAdsStep({ websiteUrl, onBack, onDemo }: ConnectAdsStepProps) {
  const status = useQuery<z.infer<typeof configStatusResponseSchema>>({ queryKey: CONFIG_STATUS_QUERY_KEY });
  const [leaving, setLeaving] = useState(false);
  const configured = status.data?.configured === true;

  const connect = () => {
    setLeaving(true);
    // A browser navigation, not a fetch: Google's consent screen comes next (SPEC.md section 7).
    window.location.assign(`${NAVIGATION_PATHS.googleAdsAuthStart}?returnTo=onboarding`);
  };

  if (status.isLoading) {
    return (
      <Card size="3">
        <Flex justify="center" py="6" role="status" aria-label="Loading">
          <Spinner size="3" />
        </Flex>
      </Card>
    );
  }

  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        {configured ? (
          <Box data-testid="panel-link-google-ads">
            <Heading as="h2" size="5" mb="2">
              Link Your Google Advertising Account
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              When you connect:
            </Text>
            <BenefitList items={CONNECT_STEPS} testId="list-connect-steps" />
            <Callout.Root color="amber" mt="4" data-testid="callout-manager-account">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>
                Connect an actual advertising account where you have admin access, not a manager (MCC) account. Campaigns
                cannot run in a manager account.
              </Callout.Text>
            </Callout.Root>
          </Box>
        ) : (
          <Box data-testid="panel-demo-mode">
            <Heading as="h2" size="5" mb="2">
              Continue in Demo Mode
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              Google Ads is not connected on this server, so your campaigns run on realistic simulated data. You get:
            </Text>
            <BenefitList items={DEMO_BENEFITS} testId="list-demo-benefits" />
          </Box>
        )}
        <TrackingExplainer websiteUrl={websiteUrl} connectable={configured} />
        <Flex justify="between" gap="3" mt="2" wrap="wrap" className="onboarding-actions">
          <Button variant="soft" color="gray" size="3" onClick={onBack} data-testid="button-back">
            <ArrowLeftIcon aria-hidden /> Back
          </Button>
          {configured ? (
            <Flex gap="3" wrap="wrap" className="onboarding-actions-group">
              <Button variant="outline" size="3" onClick={() => onDemo('skip')} data-testid="button-skip-demo">
                Skip for now (Demo Mode)
              </Button>
              <Button size="3" onClick={connect} disabled={leaving} data-testid="button-connect-google-ads">
                {leaving ? <Spinner /> : <Link2Icon aria-hidden />} Connect Your Account
              </Button>
            </Flex>
          ) : (
            <Button size="3" onClick={() => onDemo('continue')} data-testid="button-continue-demo">
              Continue in Demo Mode
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
