import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { getStoredToken, rememberSessionUser, rememberedSessionUser, storeToken } from '@/lib/auth-token';
import { useAuth } from './use-auth';
import { sampleUser } from '@/test/fixtures';

const user = sampleUser;

const fetchMock = vi.fn<typeof fetch>();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  storeToken('token-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('useAuth', () => {
  it('remembers the user the server confirmed', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(user), { status: 200 }));
    const { result } = renderHook(useAuth, { wrapper });
    await waitFor(() => expect(result.current.user?.email).toBe(user.email));
    expect(rememberedSessionUser()?.firstName).toBe('Kavya');
  });

  it('keeps the signed-in session when a reload finds no network', async () => {
    rememberSessionUser(user);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(useAuth, { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.user?.firstName).toBe('Kavya');
    expect(getStoredToken()).toBe('token-1');
  });

  it('keeps the session while the query waits for the network to return', () => {
    rememberSessionUser(user);
    onlineManager.setOnline(false);
    try {
      const { result } = renderHook(useAuth, { wrapper });
      expect(result.current).toMatchObject({ isAuthenticated: true, isLoading: false });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps the session at once when the browser starts offline, without waiting for the request', () => {
    rememberSessionUser(user);
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { result } = renderHook(useAuth, { wrapper });
      expect(result.current).toMatchObject({ isAuthenticated: true, isLoading: false });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('ends the session, remembered user included, when the server refuses the token', async () => {
    rememberSessionUser(user);
    fetchMock.mockResolvedValue(new Response('{"message":"Unauthorized"}', { status: 401 }));
    const { result } = renderHook(useAuth, { wrapper });
    await waitFor(() => expect(getStoredToken()).toBeNull());
    expect(result.current.isAuthenticated).toBe(false);
    expect(rememberedSessionUser()).toBeNull();
  });
});
