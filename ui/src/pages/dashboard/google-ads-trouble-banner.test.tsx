// @vitest-environment happy-dom
import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GoogleAdsConnection } from '../../../../schema/entities';
import { buildGoogleAdsConnection } from '../../../../schema/fixtures';
import { ACCESS_LOST_BANNER, READ_FAILING_BANNER } from '../../../../schema/messages';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { GoogleAdsTroubleBanner } from './google-ads-trouble-banner';

afterEach(cleanup);

function renderWith(connection: GoogleAdsConnection) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  client.setQueryData(QUERY_KEYS.connection, connection);
  return render(
    <QueryClientProvider client={client}>
      <Theme>
        <GoogleAdsTroubleBanner />
      </Theme>
    </QueryClientProvider>,
  );
}

describe('GoogleAdsTroubleBanner', () => {
  it('shows nothing while the connection works', () => {
    const { container } = renderWith(buildGoogleAdsConnection());
    expect(container.textContent).toBe('');
  });

  it('says access is lost, what happens meanwhile, and offers the reconnect', () => {
    renderWith(buildGoogleAdsConnection({ accessLost: { since: '2026-11-25T08:00:00.000Z', reason: 'your Google Ads account is suspended' } }));
    const banner = screen.getByTestId('text-access-lost');
    expect(banner.textContent).toContain(ACCESS_LOST_BANNER.title);
    expect(banner.textContent).toContain('your Google Ads account is suspended');
    expect(banner.textContent).toContain(ACCESS_LOST_BANNER.meanwhile);
    expect(screen.getByTestId('button-reconnect-google-ads').textContent).toBe(ACCESS_LOST_BANNER.action);
  });

  it('says when the spend cannot be read, and that budgets are kept safe meanwhile', () => {
    renderWith(buildGoogleAdsConnection({ readFailing: { since: '2026-11-25T08:00:00.000Z', reason: 'Google Ads could not read campaign and ad metrics' } }));
    const banner = screen.getByTestId('text-read-failing');
    expect(banner.textContent).toContain(READ_FAILING_BANNER.title);
    expect(banner.textContent).toContain('could not read campaign and ad metrics');
    expect(screen.queryByTestId('button-reconnect-google-ads')).toBeNull();
  });
});
