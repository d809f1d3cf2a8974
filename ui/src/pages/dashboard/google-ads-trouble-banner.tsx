import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { NAVIGATION_PATHS } from '../../../../schema/api/paths';
import type { GoogleAdsConnection } from '../../../../schema/entities';
import { ACCESS_LOST_BANNER, READ_FAILING_BANNER } from '../../../../schema/messages';
import { useGoogleAdsConnection } from '../settings/settings-queries';
import { formatDateTime } from './number-format';

type AccessLost = NonNullable<GoogleAdsConnection['accessLost']>;

/** Google refuses AdPilot's access: since when and why, what happens meanwhile, and the one action that fixes it. */
export function AccessLostCallout({ accessLost }: { accessLost: AccessLost }) {
  return (
    <Callout.Root color="red" variant="surface" role="alert" data-testid="text-access-lost">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2">
        <Text weight="bold" size="2">
          {ACCESS_LOST_BANNER.title}
        </Text>
        <Text size="2">
          Since {formatDateTime(accessLost.since)}: {accessLost.reason}. {ACCESS_LOST_BANNER.meanwhile}
        </Text>
        <Flex>
          <Button asChild size="2" color="red" data-testid="button-reconnect-google-ads">
            <a href={`${NAVIGATION_PATHS.googleAdsAuthStart}?returnTo=settings`}>{ACCESS_LOST_BANNER.action}</a>
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}

/** The dashboard's banner: shown only while the connection is broken, or while every read of the spend fails. */
export function GoogleAdsTroubleBanner() {
  const connection = useGoogleAdsConnection();
  const { accessLost, readFailing } = connection.data ?? {};
  if (accessLost) return <AccessLostCallout accessLost={accessLost} />;
  if (!readFailing) return null;
  return (
    <Callout.Root color="amber" variant="surface" role="status" data-testid="text-read-failing">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="1">
        <Text weight="bold" size="2">
          {READ_FAILING_BANNER.title}
        </Text>
        <Text size="2">
          Since {formatDateTime(readFailing.since)}: {readFailing.reason}. {READ_FAILING_BANNER.meanwhile}
        </Text>
      </Flex>
    </Callout.Root>
  );
}
