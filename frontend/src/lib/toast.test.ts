import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TOAST_REMOVE_DELAY_MS, dismissToast, pinnedToast, toast, useToast } from './toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows at most one and removes a dismissed one after 3000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.toasts.map((item) => item.title)).toEqual(['Second']);

    act(() => dismissToast());
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(result.current.toasts).toEqual([]);
  });

  it('keeps a pinned toast against errors for its time, but shows what the user did next', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    act(() => {
      pinnedToast({ title: 'Subscription Required', variant: 'destructive' }, 2000);
      toast({ title: 'Could not load invoices', variant: 'destructive' });
    });
    expect(result.current.toasts.map((item) => item.title)).toEqual(['Subscription Required']);
    act(() => {
      toast({ title: 'Payment verified and subscription activated!' });
    });
    expect(result.current.toasts.map((item) => item.title)).toEqual(['Payment verified and subscription activated!']);
  });
});
