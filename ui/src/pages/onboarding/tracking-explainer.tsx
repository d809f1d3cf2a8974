import { Box, Heading, Text } from '@radix-ui/themes';
import { TrackingCheckPanel } from '../settings/tracking-check';

/**
 * Step 3's word on conversion tracking: what a conversion is, the two ways to install Google's tag
 * (snippet or Tag Manager container), and a check of the owner's site for it right now.
 */
export function TrackingExplainer({ websiteUrl, connectable }: { websiteUrl?: string; connectable: boolean }) {
  return (
    <Box data-testid="panel-tracking-explainer" pt="4" style={{ borderTop: '1px solid var(--gray-a5)' }}>
      <Heading as="h3" size="4" mb="2">
        Measure your leads: conversion tracking
      </Heading>
      <Text as="p" size="2" color="gray" mb="2">
        A conversion is a lead your ads bring: a form sent or a call made. Google counts it only through its tag on your site, and the AI optimizes
        for what is counted. Install it one of two ways:
      </Text>
      <Box asChild mb="3">
        <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          <li>
            <Text size="2">the Google tag in the &lt;head&gt; of every page and the event snippet on your thank-you page, or</Text>
          </li>
          <li>
            <Text size="2">in Google Tag Manager, a "Google Ads Conversion Tracking" tag in your container (GTM-…) with the conversion ID and label.</Text>
          </li>
        </ol>
      </Box>
      <Text as="p" size="2" color="gray" mb="3">
        {connectable
          ? 'Once your account is connected, Settings shows its tag and Tag Manager values to copy, and checks your site for them.'
          : 'In demo mode conversions are simulated; connect Google Ads later from Settings to get your own tag.'}{' '}
        See what your site carries now:
      </Text>
      <TrackingCheckPanel websiteUrl={websiteUrl} />
    </Box>
  );
}
