import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** Spec part 1 §8: a failure that another attempt cannot fix (401, 403, 404) is not retried; others once. */
export function shouldRetryQuery(failureCount: number, error: Error): boolean {
  if (/401|403|404/.test(error.message)) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: FIVE_MINUTES_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}
