import { formatUnitPrice } from '@hisaab/gst';
import { STOCK_REASON_LABELS } from '@hisaab/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorDescription } from '@/lib/api-client';
import { stockHistoryQuery, type Product, type StockMovement } from '../api';
import { StockBadge } from './stock-badge';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const COLUMNS: readonly Column<StockMovement>[] = [
  { header: 'When', cell: (row) => dateTime.format(new Date(row.createdAt)) },
  { header: 'Reason', cell: (row) => STOCK_REASON_LABELS[row.reason] ?? row.reason },
  {
    header: 'Change',
    numeric: true,
    cell: (row) => (
      <span className={row.quantityChange < 0 ? 'text-destructive' : 'text-success'}>
        {row.quantityChange > 0 ? '+' : ''}
        {row.quantityChange}
      </span>
    ),
  },
  { header: 'Stock after', numeric: true, cell: (row) => row.resultingStock },
  { header: 'Note', cell: (row) => row.note ?? '—' },
];

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

export function ProductHistoryDialog({ product, onOpenChange }: { product: Product; onOpenChange: (open: boolean) => void }) {
  const history = useInfiniteQuery(stockHistoryQuery(product.id));
  const movements = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Product History</DialogTitle>
          <DialogDescription>{product.name}: every change of stock, newest first.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-4 rounded-lg border p-4 text-sm sm:grid-cols-4">
          <Fact label="Current stock" value={`${product.stockQuantity} ${product.unit}`} />
          <Fact label="Reorder level" value={product.lowStockThreshold} />
          <div>
            <dt className="text-xs text-muted-foreground">Status</dt>
            <dd>
              <StockBadge stock={product.stockQuantity} reorderLevel={product.lowStockThreshold} />
            </dd>
          </div>
          <Fact label="Price" value={`₹${formatUnitPrice(product.price)}`} />
          <Fact label="SKU" value={product.sku ?? '—'} />
          <Fact label="Category" value={product.category ?? '—'} />
          <Fact label="HSN code" value={product.hsnCode ?? '—'} />
          <Fact label="GST rate" value={`${product.gstRate}%`} />
        </dl>
        <section aria-label="Stock ledger">
          <h3 className="mb-2 font-semibold">Stock ledger</h3>
          {history.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorDescription(history.error, 'Could not load the history.')}
            </p>
          ) : !history.isPending && !movements.length ? (
            <p className="py-4 text-sm text-muted-foreground">No stock changes recorded yet.</p>
          ) : (
            <div className="-mx-6 rounded-lg md:mx-0 md:border">
              <DataTable caption="Stock ledger" columns={COLUMNS} rows={movements} rowKey={(row) => row.id} loading={history.isPending} skeletonRows={3} />
            </div>
          )}
          {history.hasNextPage && (
            <Button variant="outline" className="mt-3" loading={history.isFetchingNextPage} onClick={() => history.fetchNextPage()}>
              Load more
            </Button>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
