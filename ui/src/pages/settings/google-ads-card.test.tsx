// @vitest-environment happy-dom
import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGoogleAdsConnection } from '../../../../schema/fixtures';
import type { ConfigStatus, GoogleAdsConnection } from '../../../../schema/entities';
import { DISCONNECT_CONFIRM_PROMPT } from '../../../../schema/messages';
import { QUERY_KEYS } from '../../realtime/query-keys';
import { ConnectedDetails } from './connected-details';
import { GoogleAdsCard } from './google-ads-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(node: React.ReactNode, connection: GoogleAdsConnection, config: ConfigStatus) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  client.setQueryData(QUERY_KEYS.connection, connection);
  client.setQueryData(QUERY_KEYS.configStatus, config);
  return render(
    <QueryClientProvider client={client}>
      <Theme>{node}</Theme>
    </QueryClientProvider>,
  );
}

const notConnected = buildGoogleAdsConnection({ status: 'not_connected', customerId: null, connectedAt: null, lastSyncAt: null });

describe('GoogleAdsCard', () => {
  it('shows the account details when connected, with the manager id only when present', () => {
    renderWith(<GoogleAdsCard />, buildGoogleAdsConnection({ loginCustomerId: '999-888-7777' }), { configured: true });
    expect(screen.getByTestId('text-connection-status').textContent).toBe('Connected');
    expect(screen.getByTestId('text-customer-id').textContent).toBe('123-456-7890');
    expect(screen.getByTestId('text-manager-id').textContent).toBe('999-888-7777');
  });

  it('offers to connect when the server is configured', () => {
    renderWith(<GoogleAdsCard />, notConnected, { configured: true });
    expect(screen.getByTestId('text-connection-status').textContent).toBe('Not Connected');
    expect(screen.getByTestId('button-connect-google-ads').getAttribute('href')).toBe('/api/google-ads/auth/start?returnTo=settings');
  });

  it('says the integration is unavailable when the server is not configured', () => {
    renderWith(<GoogleAdsCard />, notConnected, { configured: false });
    expect(screen.getByTestId('text-integration-unavailable').textContent).toContain('Google Ads Integration Currently Unavailable');
    expect(screen.queryByTestId('button-connect-google-ads')).toBeNull();
  });
});

describe('ConnectedDetails', () => {
  it('asks the exact confirm prompt and does nothing when the owner cancels', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const confirm = vi.fn(() => false);
    renderWith(<ConnectedDetails connection={buildGoogleAdsConnection()} confirm={confirm} />, buildGoogleAdsConnection(), { configured: true });
    fireEvent.click(screen.getByTestId('button-disconnect-google-ads'));
    expect(confirm).toHaveBeenCalledWith(DISCONNECT_CONFIRM_PROMPT);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
