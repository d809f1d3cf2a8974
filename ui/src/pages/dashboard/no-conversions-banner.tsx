import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { Business } from '../../../../schema/entities';
import { NO_CONVERSIONS_BANNER } from '../../../../schema/messages';

/**
 * Live only: Google recorded no conversion for 14 days (the daily conversion watch's reading). What
 * to check, what AdPilot does meanwhile, and the way to Settings → Conversion Tracking.
 */
/** '2026-11-08' (the account's own date) as 'Nov 8, 2026', which a phone does not break mid-date. */
function readableDate(isoDate: string | null): string | null {
  if (!isoDate) return null;
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function NoConversionsBanner({ business }: { business: Business }) {
  const silence = business.conversionSilence;
  if (!silence || business.demoMode) return null;
  return (
    <Callout.Root color="amber" variant="surface" role="status" data-testid="banner-no-conversions">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2">
        <Text weight="bold" size="2">
          {NO_CONVERSIONS_BANNER.title}
        </Text>
        <Text size="2">{NO_CONVERSIONS_BANNER.last(readableDate(silence.lastConversionDate))}</Text>
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {NO_CONVERSIONS_BANNER.checks.map((check) => (
            <li key={check}>
              <Text size="2">{check}</Text>
            </li>
          ))}
        </ul>
        <Text size="2">{NO_CONVERSIONS_BANNER.meanwhile}</Text>
        <Flex>
          <Button asChild size="2" variant="soft" color="amber" data-testid="button-check-conversion-tracking">
            <Link to="/settings">{NO_CONVERSIONS_BANNER.action}</Link>
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
