import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorDescription, getQueryFn, timeoutSecondsFor } from './api-client';
import { registerNavigate } from './app-navigation';
import { AUTH_TOKEN_STORAGE_KEY, getStoredToken } from './auth-token';
import { toast, useToast } from './toast';
import { act, renderHook } from '@testing-library/react';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const jsonReply = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/** A fetch that only ends when its signal aborts, like a server that never answers. */
function hangUntilAborted(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

describe('timeouts', () => {
  it.each([
    ['/api/invoices', 30],
    ['/api/invoices/7/view-pdf', 90],
    ['/api/invoices/7/send-email-with-pdf', 90],
    ['/api/invoices/7/download-pdf', 90],
  ])('gives %s %i seconds', (path, seconds) => {
    expect(timeoutSecondsFor(path)).toBe(seconds);
  });

  it('fails with the spec message when the server does not answer in 30 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangUntilAborted);
    const request = apiRequest('GET', '/api/customers');
    const outcome = expect(request).rejects.toThrow('Request timeout after 30 seconds');
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
  });

  it('waits 90 s for PDF paths', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangUntilAborted);
    const request = apiRequest('GET', '/api/invoices/1/view-pdf');
    const outcome = expect(request).rejects.toThrow('Request timeout after 90 seconds');
    await vi.advanceTimersByTimeAsync(89_000);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
  });
});

describe('request and error text', () => {
  it('sends JSON with the stored bearer token', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'abc');
    fetchMock.mockResolvedValue(jsonReply(200, { id: 1 }));
    await expect(apiRequest('POST', '/api/customers', { name: 'Asha' })).resolves.toEqual({ id: 1 });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"Asha"}');
  });

  it('names the status and the body text, and keeps the parsed body', async () => {
    const body = { code: 'NOT_FOUND', message: 'Customer not found', requestId: 'r1' };
    fetchMock.mockResolvedValue(jsonReply(404, body, 'Not Found'));
    const error = await apiRequest('GET', '/api/customers/9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('NOT_FOUND');
    expect(errorDescription(error, 'Failed')).toBe('Customer not found');
  });

  it('falls back to the status text for an empty body', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiRequest('GET', '/api/customers').catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(errorDescription(error, 'Failed to add customer')).toBe('Failed to add customer');
  });

  it('describes network failures with the fallback', () => {
    expect(errorDescription(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });
});

describe('401 handling', () => {
  const unauthorized = () => jsonReply(401, { code: 'UNAUTHENTICATED', message: 'Session expired', requestId: 'r' }, 'Unauthorized');

  it('ends an expired session: clears the token, tells the user and goes to /login after 500 ms', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    const { result } = renderHook(() => useToast());
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'expired');
    fetchMock.mockResolvedValue(unauthorized());

    await expect(apiRequest('GET', '/api/invoices')).rejects.toThrow(/^401: /);
    expect(getStoredToken()).toBeNull();
    expect(result.current.toasts[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    // The failed call's own error toast does not replace it while the app moves to sign-in.
    act(() => void toast({ title: 'Failed to add customer', variant: 'destructive' }));
    expect(result.current.toasts[0]).toMatchObject({ title: 'Unauthorized' });
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    unregister();
  });

  it('leaves a 401 alone when no token was sent (e.g. wrong password at login)', async () => {
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    fetchMock.mockResolvedValue(unauthorized());
    await expect(apiRequest('POST', '/api/login', { email: 'a@b.in', password: 'x' })).rejects.toThrow(/^401: /);
    expect(navigate).not.toHaveBeenCalled();
    unregister();
  });

  it('lets the default query reader return null instead', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'expired');
    fetchMock.mockResolvedValue(unauthorized());
    const readUser = getQueryFn<{ id: string }>({ on401: 'returnNull' });
    const context = { queryKey: ['/api/user'], signal: new AbortController().signal } as unknown as Parameters<typeof readUser>[0];
    await expect(readUser(context)).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user');
    // The caller decides what a rejected token means; the token is not touched here.
    expect(getStoredToken()).toBe('expired');
  });
});

describe('402 handling', () => {
  it('takes a locked business to /subscription with the server’s message, once for several calls', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    const { result } = renderHook(() => useToast());
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'valid');
    const message = 'Your free trial has ended. Choose a plan to continue using Hisaab.';
    fetchMock.mockImplementation(() => Promise.resolve(jsonReply(402, { code: 'SUBSCRIPTION_REQUIRED', message, requestId: 'r' }, 'Payment Required')));

    await Promise.all([apiRequest('GET', '/api/invoices').catch(() => null), apiRequest('GET', '/api/customers').catch(() => null)]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/subscription');
    expect(result.current.toasts[0]).toMatchObject({ title: 'Subscription Required', description: message });
    // The session is not ended: the owner can still buy a plan.
    expect(getStoredToken()).toBe('valid');
    await vi.advanceTimersByTimeAsync(2000);
    unregister();
  });

  it('leaves the campaign plan check to the campaigns screen', async () => {
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    fetchMock.mockResolvedValue(jsonReply(402, { code: 'PLAN_UPGRADE_REQUIRED', message: 'Upgrade', requestId: 'r' }));
    await expect(apiRequest('GET', '/api/campaigns')).rejects.toThrow(/^402: /);
    expect(navigate).not.toHaveBeenCalled();
    unregister();
  });
});
