import { CheckCircledIcon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Box, Button, Callout, Code, Flex, Spinner, Text } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import type { TrackingCheck, TrackingCheckStatus } from '../../../../schema/api/conversion-tracking';
import { apiUrl } from '../../../../schema/api/paths';
import { userMessage } from '../../lib/api-error';
import { apiRequest } from '../../lib/query-client';

const COLOR: Record<TrackingCheckStatus, 'green' | 'amber' | 'red' | 'blue'> = {
  verified: 'green',
  found: 'blue',
  tag_manager: 'amber',
  other_account: 'red',
  container_not_loaded: 'red',
  analytics_only: 'amber',
  no_tag: 'red',
  unreachable: 'amber',
};

export const TRACKING_SIMULATED_NOTE =
  'Demo mode: this check of your site is real, but the conversions on your dashboard are simulated until you connect Google Ads.';

function TrackingCheckResult({ check }: { check: TrackingCheck }) {
  const ids = [...check.found.adsIds, ...check.found.tagManagerContainers, ...check.found.otherTagIds];
  return (
    <Flex direction="column" gap="2" data-testid="tracking-check-result" data-status={check.status}>
      <Callout.Root color={COLOR[check.status]}>
        <Callout.Icon>{check.status === 'verified' ? <CheckCircledIcon /> : check.status === 'found' ? <InfoCircledIcon /> : <ExclamationTriangleIcon />}</Callout.Icon>
        <Callout.Text data-testid="text-tracking-check">{check.message}</Callout.Text>
      </Callout.Root>
      <Text size="1" color="gray">
        {check.pagesChecked.length > 0 ? `Pages read: ${check.pagesChecked.map((url) => new URL(url).pathname).join(', ')}. ` : ''}
        {ids.length > 0 ? (
          <>
            Found:{' '}
            {ids.map((id) => (
              <Code key={id} size="1" mr="1">
                {id}
              </Code>
            ))}
          </>
        ) : null}
      </Text>
      {check.simulated && (
        <Text size="1" color="gray" data-testid="text-tracking-simulated">
          {TRACKING_SIMULATED_NOTE}
        </Text>
      )}
    </Flex>
  );
}

/**
 * "Check my site": looks for the Google tag on the owner's website from outside (the server reads
 * the pages) and says "tracking verified" or what is missing. `websiteUrl` is the onboarding form's;
 * Settings leaves it out and the business's own site is checked.
 */
export function TrackingCheckPanel({ websiteUrl }: { websiteUrl?: string }) {
  const check = useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', apiUrl('checkConversionTracking'), websiteUrl ? { websiteUrl } : {})).json()) as TrackingCheck,
  });
  return (
    <Box data-testid="panel-tracking-check">
      <Flex gap="3" align="center" wrap="wrap" mb={check.data || check.error ? '3' : '0'}>
        <Button variant="soft" onClick={() => check.mutate()} disabled={check.isPending} data-testid="button-check-tracking">
          {check.isPending ? <Spinner /> : null} {check.data ? 'Check again' : 'Check my site for the tag'}
        </Button>
      </Flex>
      {check.error && (
        <Callout.Root color="red">
          <Callout.Text>{userMessage(check.error, 'Your site could not be checked just now. Please try again.')}</Callout.Text>
        </Callout.Root>
      )}
      {check.data && <TrackingCheckResult check={check.data} />}
    </Box>
  );
}
