import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('retry policy', () => {
  it.each(['401: {"code":"UNAUTHENTICATED"}', '403: Forbidden', '404: Not Found'])('does not retry %s', (message) => {
    expect(shouldRetryQuery(0, new Error(message))).toBe(false);
  });

  it('retries other failures once', () => {
    const error = new Error('500: Internal Server Error');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(false);
    expect(shouldRetryQuery(0, new Error('Request timeout after 30 seconds'))).toBe(true);
  });

  it('never retries mutations, keeps data fresh 5 minutes and ignores window focus', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(300_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  });
});
