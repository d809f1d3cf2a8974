import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, userMessage } from './api-error';
import { apiRequest, createQueryClient, getQueryFn } from './query-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
}

/** Runs the default loader and resolves to its result or the error it threw. */
async function load(queryKey: readonly unknown[], on401: 'throw' | 'returnNull' = 'throw'): Promise<unknown> {
  return Promise.resolve(getQueryFn({ on401 })(context(queryKey))).catch((e: unknown) => e);
}

afterEach(() => vi.unstubAllGlobals());

describe('getQueryFn', () => {
  it('GETs the query key joined with "/" with cookies and parses JSON', async () => {
    const fetchMock = stubFetch(Response.json({ id: 'c1' }));
    const result = await getQueryFn({ on401: 'throw' })(context(['/api/campaigns', 'c1', 'history']));
    expect(result).toEqual({ id: 'c1' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/campaigns/c1/history');
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('throws "status: body text" and keeps the parsed error body', async () => {
    const body = { code: 'not_found', message: 'Campaign not found', requestId: 'r1' };
    stubFetch(new Response(JSON.stringify(body), { status: 404, statusText: 'Not Found' }));
    const error = await load(['/api/campaigns/x']);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual(body);
    expect(userMessage(error, 'fallback')).toBe('Campaign not found');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const error = await load(['/api/x']);
    expect((error as ApiError).message).toBe('500: Internal Server Error');
    expect((error as ApiError).body).toBeUndefined();
    expect(userMessage(error, 'fallback')).toBe('fallback');
  });

  it('keeps a non-JSON body as text without a parsed body', async () => {
    stubFetch(new Response('Bad Gateway from proxy', { status: 502 }));
    const error = await load(['/api/x']);
    expect((error as ApiError).message).toBe('502: Bad Gateway from proxy');
    expect((error as ApiError).body).toBeUndefined();
  });

  it('returns null on 401 when asked to', async () => {
    stubFetch(new Response('{"code":"unauthorized","message":"Sign in"}', { status: 401 }));
    expect(await load(['/api/auth/user'], 'returnNull')).toBeNull();
  });

  it('throws on 401 by default', async () => {
    stubFetch(new Response('Unauthorized', { status: 401 }));
    expect((await load(['/api/auth/user'])) as Error).toMatchObject({ message: '401: Unauthorized' });
  });
});

describe('apiRequest', () => {
  it('sends a JSON body with cookies', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await apiRequest('POST', '/api/campaigns/c1/pause', { reason: 'test' });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"reason":"test"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws an ApiError with the server message', async () => {
    stubFetch(new Response('{"code":"rate_limited","message":"Slow down"}', { status: 429 }));
    const error = await apiRequest('POST', '/api/auth/signin', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body?.code).toBe('rate_limited');
  });
});

describe('createQueryClient', () => {
  it('follows SPEC section 7: no retry, no refetch on focus, never stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
