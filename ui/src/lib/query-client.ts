import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-error';

const unavailableListeners = new Set<() => void>();

/** Called on every 503 `apiRequest` gets (the API's database is down); returns the unsubscribe. */
export function onApiUnavailable(listener: () => void): () => void {
  unavailableListeners.add(listener);
  return () => unavailableListeners.delete(listener);
}

/** For mutations: sends JSON with the session cookie and throws an ApiError on any non-2xx. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  if (res.status === 503) for (const listener of unavailableListeners) listener();
  return throwIfResNotOk(res);
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default loader (SPEC section 7): GET on the query key joined with '/', parsed as JSON.
 * With `on401: 'returnNull'` a 401 means "no data" rather than an error (used by useAuth).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** SPEC sections 7 and 9: no retries, no refetch on focus, no polling by default, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
