// @vitest-environment happy-dom
import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '../../../../schema/entities';
import { buildBusiness } from '../../../../schema/fixtures';
import { getQueryFn } from '../../lib/query-client';
import { applyServerEvent } from '../../realtime/cache-updates';
import { realtimeStatusAtom } from '../../realtime/realtime-status';
import { MY_BUSINESS_QUERY_KEY } from '../../routing/business-gate';
import { BudgetProtectionCard, budgetDayResetLabel } from './budget-protection-card';
import { useDashboardBusiness } from './dashboard-queries';
import { SpendPacingCard } from './spend-pacing-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Mid-day of March 2nd: the fixture's ledger has the 1st and today (the 2nd). */
const NOW = new Date('2026-03-02T12:00:00.000Z');

function renderCards(business: Business) {
  return render(
    <Theme>
      <BudgetProtectionCard business={business} />
      <SpendPacingCard business={business} now={NOW} />
    </Theme>,
  );
}

/** The vertices of an SVG path written by linePath ('M1,2 L3,4 ...'). */
function vertices(path: Element | null): [number, number][] {
  return (path?.getAttribute('d') ?? '').split(' ').map((part) => part.slice(1).split(',').map(Number) as [number, number]);
}

describe('budget protection and spend pacing cards', () => {
  it("shows today's ledger spend against the daily limit, and the month against the monthly budget", () => {
    renderCards(buildBusiness({ dailyBudget: 50, todayAdSpend: 42.5 }));
    expect(screen.getByTestId('text-budget-daily').textContent).toBe(`$42.50 / $50.00 · spent today, ${budgetDayResetLabel(new Date())}`);
    expect(screen.getByTestId('text-budget-daily-percent').textContent).toBe('85%');
    expect(screen.getByTestId('text-budget-daily-percent').getAttribute('data-variant')).toBe('secondary');
    expect(screen.getByTestId('text-budget-monthly').textContent).toBe('$412.50 / $1,000.00');
  });

  it('draws the actual line through the end of each ledger day up to now, rising by each day’s spend', () => {
    renderCards(buildBusiness({ monthlyBudget: 3100, dailySpend: [{ date: '2026-03-01', spend: 100 }, { date: '2026-03-02', spend: 50 }] }));
    const chart = screen.getByTestId('chart-spend-pacing');
    const [start, endOfFirst, now] = vertices(chart.querySelector('.pacing-chart-actual'));
    expect(vertices(chart.querySelector('.pacing-chart-actual'))).toHaveLength(3);
    // x: day 0, day 1, day 1.5 of 31; y falls as spend rises, 100 then 50 more (2:1, to the path's 0.1 px).
    expect((endOfFirst[0] - start[0]) / (now[0] - start[0])).toBeCloseTo(1 / 1.5, 1);
    expect((start[1] - endOfFirst[1]) / (endOfFirst[1] - now[1])).toBeCloseTo(2, 0);
    expect(chart.getAttribute('aria-label')).toContain('Spent $412.50 by day 2 of 31');
  });

  it('falls back to a straight line to the month total from a server without the daily series', () => {
    renderCards(buildBusiness({ dailySpend: undefined, todayAdSpend: undefined }));
    expect(vertices(screen.getByTestId('chart-spend-pacing').querySelector('.pacing-chart-actual'))).toHaveLength(2);
    expect(screen.getByTestId('text-budget-daily').textContent).toContain('$0.00 / $32.89');
  });
});

describe('useDashboardBusiness', () => {
  function setup(business: Business, status: 'live' | 'reconnecting') {
    const fetchBusiness = vi.fn(async () => new Response(JSON.stringify(business), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchBusiness);
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), staleTime: Number.POSITIVE_INFINITY, retry: false } } });
    client.setQueryData(MY_BUSINESS_QUERY_KEY, business);
    const store = createStore();
    store.set(realtimeStatusAtom, status);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <Provider store={store}>{children}</Provider>
      </QueryClientProvider>
    );
    return { client, fetchBusiness, wrapper };
  }

  it('does not poll while the socket is live; a business.updated push (a metrics sync) replaces the figures', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { client, fetchBusiness, wrapper } = setup(buildBusiness(), 'live');
    const { result } = renderHook(() => useDashboardBusiness(NOW), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchBusiness).not.toHaveBeenCalled();
    await act(async () => {
      applyServerEvent(client, 'business.updated', buildBusiness({ todayAdSpend: 150, currentMonthAdSpend: 420 }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.data).toMatchObject({ todayAdSpend: 150, currentMonthAdSpend: 420 });
  });

  it('polls at the campaigns interval while the socket is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const { fetchBusiness, wrapper } = setup(buildBusiness(), 'reconnecting');
    renderHook(() => useDashboardBusiness(NOW), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(5_100));
    expect(fetchBusiness).toHaveBeenCalledWith('/api/businesses/me', expect.anything());
  });

  it('reads the business again once when the UTC date turns past the ledger’s today', async () => {
    const { fetchBusiness, wrapper } = setup(buildBusiness(), 'live');
    const { rerender } = renderHook(({ now }) => useDashboardBusiness(now), { wrapper, initialProps: { now: NOW } });
    expect(fetchBusiness).not.toHaveBeenCalled();
    rerender({ now: new Date('2026-03-03T00:01:00.000Z') });
    await waitFor(() => expect(fetchBusiness).toHaveBeenCalledTimes(1));
    // The server's day has not turned yet (clocks differ): no second read on the next minute.
    rerender({ now: new Date('2026-03-03T00:02:00.000Z') });
    await act(async () => {});
    expect(fetchBusiness).toHaveBeenCalledTimes(1);
  });
});
