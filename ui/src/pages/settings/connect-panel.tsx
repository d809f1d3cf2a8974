import { CheckIcon, ExternalLinkIcon } from '@radix-ui/react-icons';
import { Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { NAVIGATION_PATHS } from '../../../../schema/api/paths';

const BENEFITS = [
  'Run real campaigns on your Google Ads account',
  'See live metrics from Google',
  'AI optimization of your real ads',
  'Budget guardrails on real spend',
];
const PREREQUISITES = [
  'A Google Ads account with active billing',
  'Permission to manage campaigns in that account',
  'Your Google Ads customer ID ready',
];

function CheckList({ items, testId }: { items: string[]; testId: string }) {
  return (
    <Flex asChild direction="column" gap="2">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={testId}>
        {items.map((item) => (
          <li key={item}>
            <Flex gap="2" align="start">
              <Text color="green" aria-hidden>
                <CheckIcon />
              </Text>
              <Text size="2">{item}</Text>
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** Not connected but configured: why connect, what is needed, and the OAuth start (a browser navigation). */
export function ConnectPanel() {
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Box>
          <Heading as="h3" size="3" mb="2">
            Benefits
          </Heading>
          <CheckList items={BENEFITS} testId="text-connect-benefits" />
        </Box>
        <Box>
          <Heading as="h3" size="3" mb="2">
            Before you connect
          </Heading>
          <CheckList items={PREREQUISITES} testId="text-connect-prerequisites" />
        </Box>
      </Grid>
      <Box>
        <Button asChild size="3" data-testid="button-connect-google-ads">
          <a href={`${NAVIGATION_PATHS.googleAdsAuthStart}?returnTo=settings`}>
            Connect Google Ads <ExternalLinkIcon aria-hidden />
          </a>
        </Button>
      </Box>
    </Flex>
  );
}
