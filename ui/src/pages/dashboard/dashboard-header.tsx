import { PlusIcon } from '@radix-ui/react-icons';
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';

/** 'Dashboard', the business name, the tagline and the Create New Campaign button. */
export function DashboardHeader({ businessName, onCreateCampaign }: { businessName: string; onCreateCampaign: () => void }) {
  return (
    <Flex justify="between" align={{ initial: 'stretch', sm: 'center' }} direction={{ initial: 'column', sm: 'row' }} gap="4">
      <Box>
        <Heading as="h1" size="8">
          Dashboard
        </Heading>
        <Text as="p" size="4" weight="medium" mt="1" data-testid="text-business-name">
          {businessName}
        </Text>
        <Text as="p" color="gray" size="2">
          Automated campaigns running 24/7
        </Text>
      </Box>
      <Button size="3" onClick={onCreateCampaign} data-testid="button-create-campaign">
        <PlusIcon aria-hidden /> Create New Campaign
      </Button>
    </Flex>
  );
}
