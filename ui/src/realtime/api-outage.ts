import type { QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai';
import { ApiError } from '../lib/api-error';
import { onApiUnavailable } from '../lib/query-client';

/**
 * True while the API answers 503 (its database is unreachable) although the socket may still be
 * up: the reconnecting notice shows then too, and the health endpoint is polled until it is back.
 */
export const apiOutageAtom = atom(false);

/** How often /api/health is asked during an outage. */
export const HEALTH_POLL_MS = 2_000;

export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}

export interface ApiOutageWatch {
  queryClient: QueryClient;
  onChange(outage: boolean): void;
  healthPollMs?: number;
  /** GET /api/health; injectable for tests. */
  fetchHealth?: () => Promise<Response>;
}

/**
 * Watches queries, mutations and `apiRequest` for 503 answers. On the first one: `onChange(true)`,
 * then /api/health every `healthPollMs` until it answers 200; then `onChange(false)` and every
 * query is invalidated, so the screen shows fresh data without a reload. Returns the stop function.
 */
export function watchApiOutage(options: ApiOutageWatch): () => void {
  const pollMs = options.healthPollMs ?? HEALTH_POLL_MS;
  const fetchHealth = options.fetchHealth ?? (() => fetch('/api/health', { credentials: 'include', cache: 'no-store' }));
  let outage = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const poll = async () => {
    timer = undefined;
    const healthy = await fetchHealth().then(
      (response) => response.status === 200,
      () => false,
    );
    if (stopped) return;
    if (!healthy) {
      timer = setTimeout(poll, pollMs);
      return;
    }
    outage = false;
    options.onChange(false);
    void options.queryClient.invalidateQueries();
  };
  const enter = () => {
    if (outage || stopped) return;
    outage = true;
    options.onChange(true);
    timer = setTimeout(poll, pollMs);
  };

  const stopQueries = options.queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isServiceUnavailable(event.action.error)) enter();
  });
  const stopMutations = options.queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isServiceUnavailable(event.action.error)) enter();
  });
  const stopRequests = onApiUnavailable(enter);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    stopQueries();
    stopMutations();
    stopRequests();
  };
}
