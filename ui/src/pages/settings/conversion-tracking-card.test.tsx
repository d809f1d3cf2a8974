// @vitest-environment happy-dom
import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversionTrackingResponse } from '../../../../schema/api/conversion-tracking';
import { apiUrl } from '../../../../schema/api/paths';
import type { TagManagerContainersResponse, TagManagerStatus } from '../../../../schema/api/tag-manager';
import type { GoogleAdsConnection } from '../../../../schema/entities';
import { buildGoogleAdsConnection } from '../../../../schema/fixtures';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { ConversionTrackingCard } from './conversion-tracking-card';

afterEach(cleanup);

function renderWith(connection: GoogleAdsConnection, tracking?: ConversionTrackingResponse, tagManager?: { status: TagManagerStatus; containers?: TagManagerContainersResponse }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  client.setQueryData(QUERY_KEYS.connection, connection);
  if (tagManager) client.setQueryData([apiUrl('getTagManagerStatus')], tagManager.status);
  if (tagManager?.containers) client.setQueryData([apiUrl('listTagManagerContainers')], tagManager.containers);
  if (tracking) client.setQueryData(['/api/google-ads/conversion-tracking'], tracking);
  return render(
    <QueryClientProvider client={client}>
      <Theme>
        <ConversionTrackingCard />
      </Theme>
    </QueryClientProvider>,
  );
}

const ready: ConversionTrackingResponse = {
  status: 'ready',
  conversionActionId: '5550001',
  globalSiteTag: '<script async src="https://www.googletagmanager.com/gtag/js?id=AW-987654321"></script>',
  eventSnippet: "<script>gtag('event', 'conversion', {'send_to': 'AW-987654321/AbC'});</script>",
  conversionId: 'AW-987654321',
  conversionLabel: 'AbC',
  tagManagerSteps: ['Add a Google Ads Conversion Tracking tag.'],
  conversionsLast30Days: 0,
  conversionsArriving: false,
  conversionStatus: { trackingStatus: 'UNVERIFIED', lastConversionDate: null, conversionsLast30Days: 0, silent: false },
};

describe('ConversionTrackingCard', () => {
  it('shows the tag to install and says no conversion arrived yet', () => {
    renderWith(buildGoogleAdsConnection(), ready);
    expect(screen.getByTestId('text-global-site-tag').textContent).toContain('gtag/js?id=AW-987654321');
    expect(screen.getByTestId('text-event-snippet').textContent).toContain("'send_to': 'AW-987654321/AbC'");
    expect(screen.getByTestId('text-conversion-label').textContent).toBe('AbC');
    expect(screen.getByTestId('text-conversions-status').textContent).toBe('Unverified: no conversion recorded yet');
    expect(screen.queryByTestId('banner-no-conversions')).toBeNull();
  });

  it('tells the owner when no conversion was recorded for 14 days', () => {
    renderWith(buildGoogleAdsConnection(), {
      ...ready,
      conversionStatus: { trackingStatus: 'NO_RECENT_CONVERSIONS', lastConversionDate: '2026-11-01', conversionsLast30Days: 2, silent: true },
    } as ConversionTrackingResponse);
    expect(screen.getByTestId('text-conversions-status').textContent).toBe('No recent conversions (2 in 30 days)');
    expect(screen.getByTestId('banner-no-conversions').textContent).toContain('No conversion was recorded for 14 days (the last on 2026-11-01)');
  });

  it('says conversions are arriving once Google counted some', () => {
    renderWith(buildGoogleAdsConnection(), { ...ready, conversionsLast30Days: 4, conversionsArriving: true, conversionStatus: null } as ConversionTrackingResponse);
    expect(screen.getByTestId('text-conversions-status').textContent).toBe('Conversions arriving (4 in 30 days)');
  });

  it('without an account, says conversions are simulated and still offers the check of the site', () => {
    renderWith(buildGoogleAdsConnection({ status: 'not_connected', customerId: null, connectedAt: null, lastSyncAt: null }));
    expect(screen.getByTestId('text-tracking-demo').textContent).toContain('In demo mode conversions are simulated');
    expect(screen.getByTestId('button-check-tracking').textContent).toContain('Check my site for the tag');
    expect(screen.queryByTestId('text-global-site-tag')).toBeNull();
  });

  it('in demo mode, says setting up Google Tag Manager needs a Google connection', () => {
    renderWith(buildGoogleAdsConnection({ status: 'not_connected', customerId: null, connectedAt: null, lastSyncAt: null }), undefined, {
      status: { available: false, googleAdsReady: false, connected: false, connectedAt: null, lastPublish: null },
    });
    expect(screen.getByTestId('text-gtm-needs-google').textContent).toContain('needs a Google connection');
    expect(screen.queryByTestId('button-gtm-connect')).toBeNull();
  });

  it('offers the Tag Manager consent, then the container, the thank-you page and what was published', () => {
    const status: TagManagerStatus = { available: true, googleAdsReady: true, connected: false, connectedAt: null, lastPublish: null };
    renderWith(buildGoogleAdsConnection(), ready, { status });
    expect(screen.getByTestId('button-gtm-connect').getAttribute('href')).toBe('/api/tag-manager/auth/start');
    cleanup();
    renderWith(buildGoogleAdsConnection(), ready, {
      status: {
        ...status,
        connected: true,
        connectedAt: '2026-11-01T00:00:00.000Z',
        lastPublish: { containerPublicId: 'GTM-HB12345', versionId: '3', thankYouPath: '/danke', publishedAt: '2026-11-01T00:05:00.000Z' },
      },
      containers: { containers: [{ accountId: '6001', accountName: 'Harbor Bikes', containerId: '7001', publicId: 'GTM-HB12345', name: 'harbor.example' }] },
    });
    expect(screen.getByTestId('text-gtm-last-publish').textContent).toBe('Published version 3 in container GTM-HB12345');
    expect((screen.getByTestId('input-thank-you-path') as HTMLInputElement).value).toBe('/danke');
    expect(screen.getByTestId('button-gtm-publish').hasAttribute('disabled')).toBe(false);
  });
});
