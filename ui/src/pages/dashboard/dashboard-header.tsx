import { PlusIcon } from '@radix-ui/react-icons';
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import type { Business } from '../../../../schema/entities';
import { PAUSE_ALL_TEXTS } from '../../../../schema/messages';
import { Link } from 'react-router-dom';
import { PauseAllButton } from './pause-all-button';

/** 'Dashboard', the business name, the tagline, Pause everything / Resume and Create New Campaign. */
export function DashboardHeader({ business, onCreateCampaign }: { business: Business; onCreateCampaign: () => void }) {
  const businessName = business.businessName;
  return (
    <Flex justify="between" align={{ initial: 'stretch', sm: 'center' }} direction={{ initial: 'column', sm: 'row' }} gap="4">
      <Box>
        <Heading as="h1" size="8">
          Dashboard
        </Heading>
        <Text as="p" size="4" weight="medium" mt="1" data-testid="text-business-name" dir="auto">
          {businessName}
        </Text>
        <Text as="p" color={business.pausedSince ? 'amber' : 'gray'} size="2" data-testid="text-header-tagline">
          {business.pausedSince ? PAUSE_ALL_TEXTS.headerTagline.paused : PAUSE_ALL_TEXTS.headerTagline.running}
        </Text>
      </Box>
      <Flex gap="3" direction={{ initial: 'column', xs: 'row' }}>
        <PauseAllButton business={business} />
        <Button asChild size="3" variant="soft" color="gray" data-testid="link-billing-header">
          <Link to="/billing">Billing</Link>
        </Button>
        <Button size="3" onClick={onCreateCampaign} data-testid="button-create-campaign">
          <PlusIcon aria-hidden /> Create New Campaign
        </Button>
      </Flex>
    </Flex>
  );
}
