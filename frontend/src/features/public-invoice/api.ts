import type { PublicInvoiceResponse } from '@hisaab/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** GET /api/client/invoice/{shareId}: what the customer holding the link may see (no internal ids). */
export type PublicInvoice = PublicInvoiceResponse;

export const publicInvoicePath = (shareId: string) => `/api/client/invoice/${encodeURIComponent(shareId)}`;
export const publicInvoicePdfPath = (shareId: string) => `${publicInvoicePath(shareId)}/pdf`;

export const publicInvoiceQuery = (shareId: string) =>
  queryOptions({
    queryKey: ['/api/client/invoice', shareId] as const,
    queryFn: ({ signal }) => apiRequest<PublicInvoice>('GET', publicInvoicePath(shareId), undefined, { signal, on401: 'ignore' }),
    // A missing invoice stays missing; other failures (network, 429) are worth one more try.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
    staleTime: 60_000,
  });

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
