// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { apiRequest } from '../lib/query-client';
import { watchApiOutage } from './api-outage';
import { ReconnectingNotice } from './reconnecting-notice';
import { realtimeStatusAtom } from './realtime-status';

const UNAVAILABLE = { code: 'unavailable', message: 'The database is unreachable. Please try again in a moment.' } as const;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A health endpoint that answers 503 `downFor` times, then 200. */
function health(downFor: number) {
  let calls = 0;
  const fetchHealth = vi.fn(async () => (++calls <= downFor ? jsonResponse(503, { status: 'unavailable' }) : jsonResponse(200, { status: 'ok' })));
  return fetchHealth;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('watchApiOutage', () => {
  it('reports an outage on a query answered 503, polls health until 200, then reports recovery and refetches', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let databaseUp = false;
    const queryFn = vi.fn(async () => {
      if (!databaseUp) throw new ApiError(503, `503: ${JSON.stringify(UNAVAILABLE)}`, UNAVAILABLE);
      return ['campaign'];
    });
    const changes: boolean[] = [];
    const fetchHealth = vi.fn(async () => (databaseUp ? jsonResponse(200, { status: 'ok' }) : jsonResponse(503, { status: 'unavailable' })));
    const stop = watchApiOutage({ queryClient, onChange: (outage) => changes.push(outage), healthPollMs: 5, fetchHealth });
    // An active observer (a mounted screen), so that invalidation refetches its query.
    const observer = new QueryObserver(queryClient, { queryKey: ['/api/campaigns'], queryFn });
    const unobserve = observer.subscribe(() => {});

    await waitFor(() => expect(changes).toEqual([true]));
    expect(observer.getCurrentResult().status).toBe('error');
    await waitFor(() => expect(fetchHealth.mock.calls.length).toBeGreaterThan(1));
    expect(changes).toEqual([true]);
    databaseUp = true;
    await waitFor(() => expect(changes).toEqual([true, false]));
    await waitFor(() => expect(queryClient.getQueryData(['/api/campaigns'])).toEqual(['campaign']));
    expect(queryFn).toHaveBeenCalledTimes(2);

    unobserve();
    stop();
  });

  it('ignores other errors and reports a 503 from a mutation once, however many arrive', async () => {
    const queryClient = new QueryClient();
    const changes: boolean[] = [];
    const stop = watchApiOutage({ queryClient, onChange: (outage) => changes.push(outage), healthPollMs: 60_000, fetchHealth: health(0) });
    const fail = (status: number) =>
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: async () => {
            throw new ApiError(status, `${status}: x`, undefined);
          },
        })
        .execute(undefined)
        .catch(() => {});
    await fail(500);
    await fail(400);
    expect(changes).toEqual([]);
    await fail(503);
    await fail(503);
    expect(changes).toEqual([true]);
    stop();
  });
});

describe('ReconnectingNotice during a database outage', () => {
  it('appears when apiRequest gets a 503 while the socket is live, and goes once /api/health answers 200', async () => {
    let databaseUp = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/health')) return databaseUp ? jsonResponse(200, { status: 'ok' }) : jsonResponse(503, { status: 'unavailable' });
      return databaseUp ? jsonResponse(200, {}) : jsonResponse(503, UNAVAILABLE);
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    store.set(realtimeStatusAtom, 'live');
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <ReconnectingNotice healthPollMs={5} />
        </QueryClientProvider>
      </Provider>,
    );
    expect(screen.queryByTestId('text-reconnecting')).toBeNull();

    await act(async () => {
      await expect(apiRequest('POST', '/api/campaigns/c1/pause')).rejects.toMatchObject({ status: 503 });
    });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Reconnecting…');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/health')).length).toBeGreaterThan(1));
    expect(screen.queryByTestId('text-reconnecting')).not.toBeNull();

    databaseUp = true;
    await waitFor(() => expect(screen.queryByTestId('text-reconnecting')).toBeNull());
    expect(invalidate).toHaveBeenCalled();
  });
});
