import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CsvImportResponse,
  CsvRowError,
  InventoryStats,
  ProductRequest,
  ProductResponse,
  StockAdjustmentRequest,
  StockAdjustmentResponse,
  StockMovementResponse,
  StockReason,
} from '@hisaab/contracts';
import { ApiError, apiRequest, apiUpload, errorDescription } from '@/lib/api-client';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** The /api/products shapes (money in rupees). */
export type Product = ProductResponse;
export type ProductInput = ProductRequest;
export type StockAdjustment = StockAdjustmentRequest;
export type { CsvRowError, StockReason };
/** One row of a product's stock ledger. */
export type StockMovement = StockMovementResponse;

const PAGE_SIZE = 50;

export const productKeys = {
  all: [queryRoots.products] as const,
  list: (search: string) => [queryRoots.products, 'list', search] as const,
  detail: (id: string) => [queryRoots.products, 'detail', id] as const,
  stats: [queryRoots.products, 'stats'] as const,
  history: (id: string) => [queryRoots.products, 'history', id] as const,
};

export const productsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<Product>>('GET', withQuery(queryRoots.products, { search, cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Product>('GET', `${queryRoots.products}/${id}`, undefined, { signal }),
  });

export const inventoryStatsQuery = () =>
  queryOptions({
    queryKey: productKeys.stats,
    queryFn: ({ signal }) => apiRequest<InventoryStats>('GET', `${queryRoots.products}/stats`, undefined, { signal }),
  });

export const stockHistoryQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: productKeys.history(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<StockMovement>>('GET', withQuery(`${queryRoots.products}/${id}/history`, { cursor: pageParam, limit: PAGE_SIZE }), undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Every product change refreshes lists, stats, histories and the dashboard's stock alerts (all under the root). */
function useProductMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  messages: (variables: TVariables) => { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, variables) => {
      toast({ title: messages(variables).success });
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (error, variables) =>
      toast({ title: messages(variables).failure, description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export function useSaveProduct() {
  return useProductMutation(
    ({ id, product }: { id?: string; product: ProductInput }) =>
      id ? apiRequest<Product>('PUT', `${queryRoots.products}/${id}`, product) : apiRequest<Product>('POST', queryRoots.products, product),
    ({ id }) =>
      id
        ? { success: 'Product updated successfully', failure: 'Failed to update product' }
        : { success: 'Product added successfully', failure: 'Failed to add product' },
  );
}

export function useAdjustStock() {
  return useProductMutation(
    ({ id, adjustment }: { id: string; adjustment: StockAdjustment }) =>
      apiRequest<StockAdjustmentResponse>('POST', `${queryRoots.products}/${id}/stock-adjustments`, adjustment),
    () => ({ success: 'Stock updated successfully', failure: 'Failed to update stock' }),
  );
}

export function useDeleteProduct() {
  return useProductMutation(
    (id: string) => apiRequest<void>('DELETE', `${queryRoots.products}/${id}`),
    () => ({ success: 'Product deleted successfully', failure: 'Failed to delete product' }),
  );
}

/** POST /api/products/import-csv, multipart with the file in `csvFile`; all rows or none. */
export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('csvFile', file);
      return apiUpload<CsvImportResponse>(`${queryRoots.products}/import-csv`, form);
    },
    onSuccess: ({ count }) => {
      toast({ title: 'Import Successful', description: `Successfully imported ${count} products from CSV` });
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: (error) => {
      // A file that cannot be read at all comes with the reason (e.g. 'line 3: Invalid Opening Quote').
      const reason = error instanceof ApiError && typeof error.body?.details?.reason === 'string' ? ` (${error.body.details.reason})` : '';
      toast({ title: 'Import Failed', description: `${errorDescription(error, 'Failed to import CSV')}${reason}`, variant: 'destructive' });
    },
  });
}
