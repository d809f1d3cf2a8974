// @vitest-environment happy-dom
import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGoogleAdsConnection } from '../../../../schema/fixtures';
import type { ConfigStatus, GoogleAdsConnection } from '../../../../schema/entities';
import { DISCONNECT_CHOICES, DISCONNECT_CONFIRM_PROMPT } from '../../../../schema/messages';
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
  it('asks with the exact confirm prompt in a dialog and does nothing when the owner cancels', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWith(<ConnectedDetails connection={buildGoogleAdsConnection()} />, buildGoogleAdsConnection(), { configured: true });
    fireEvent.click(screen.getByTestId('button-disconnect-google-ads'));
    expect((await screen.findByTestId('text-disconnect-prompt')).textContent).toBe(DISCONNECT_CONFIRM_PROMPT);
    expect(screen.getByTestId('card-disconnect-dialog').textContent).toContain(DISCONNECT_CHOICES.pause.consequence);
    expect(screen.getByTestId('card-disconnect-dialog').textContent).toContain(DISCONNECT_CHOICES.leave.consequence);
    fireEvent.click(screen.getByTestId('button-cancel-disconnect'));
    await waitFor(() => expect(screen.queryByTestId('card-disconnect-dialog')).toBeNull());
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('pauses the campaigns by default, and leaves them running only when the owner picks that', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ message: 'done', connection: notConnected }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWith(<ConnectedDetails connection={buildGoogleAdsConnection()} />, buildGoogleAdsConnection(), { configured: true });
    fireEvent.click(screen.getByTestId('button-disconnect-google-ads'));
    fireEvent.click(await screen.findByTestId('button-confirm-disconnect'));
    await waitFor(() => expect(bodies).toEqual([{ campaigns: 'pause' }]));
    await waitFor(() => expect(screen.queryByTestId('card-disconnect-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('button-disconnect-google-ads'));
    fireEvent.click(await screen.findByTestId('input-disconnect-leave'));
    fireEvent.click(screen.getByTestId('button-confirm-disconnect'));
    await waitFor(() => expect(bodies).toEqual([{ campaigns: 'pause' }, { campaigns: 'leave' }]));
  });

  it('says when Google refuses the access, with the reconnect action', () => {
    const broken = buildGoogleAdsConnection({ accessLost: { since: '2026-11-25T08:00:00.000Z', reason: 'access to your Google Ads account was revoked' } });
    renderWith(<ConnectedDetails connection={broken} />, broken, { configured: true });
    expect(screen.getByTestId('text-access-lost').textContent).toContain('access to your Google Ads account was revoked');
    expect(screen.getByTestId('button-reconnect-google-ads').getAttribute('href')).toBe('/api/google-ads/auth/start?returnTo=settings');
  });
});
