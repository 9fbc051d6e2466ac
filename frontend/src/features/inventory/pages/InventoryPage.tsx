import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AlertTriangle, IndianRupee, Package, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { StatCard } from '@/components/ui/stat-card';
import { errorDescription } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParam } from '@/lib/use-search-param';
import { inventoryStatsQuery, productQuery, productsQuery, useDeleteProduct, type Product } from '../api';
import { CsvImportCard } from '../components/csv-import-card';
import { ProductDialog } from '../components/product-dialog';
import { ProductHistoryDialog } from '../components/product-history-dialog';
import { ProductTable, type ProductAction } from '../components/product-table';
import { UpdateStockDialog } from '../components/update-stock-dialog';

/** The dashboard's Reorder button links here with ?restock={productId}: its Update Stock opens. */
const RESTOCK_PARAM = 'restock';
/** `/inventory?new=1` (the dashboard's setup checklist) opens Add Product. */
const NEW_PARAM = 'new';

export default function InventoryPage() {
  const [search, setSearch] = useState('');
  const products = useInfiniteQuery(productsQuery(useDebouncedValue(search.trim())));
  const stats = useQuery(inventoryStatsQuery());
  const deleteProduct = useDeleteProduct();
  const [newParam, setNewParam] = useSearchParam(NEW_PARAM);
  const creating = newParam !== null;
  const setCreating = (open: boolean) => setNewParam(open ? '1' : null);
  const [active, setActive] = useState<{ action: ProductAction; product: Product } | null>(null);
  const [restockId, setRestockId] = useSearchParam(RESTOCK_PARAM);
  const restock = useQuery({ ...productQuery(restockId ?? ''), enabled: Boolean(restockId) });
  const rows = products.data?.pages.flatMap((page) => page.items) ?? [];

  const close = () => setActive(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Inventory"
        subtitle="Products, stock levels and every change of stock."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden /> Add Product
          </Button>
        }
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="Total Products" icon={Package} loading={stats.isPending} value={stats.data?.totalProducts ?? '—'} />
        <StatCard
          title="Low Stock Items"
          icon={AlertTriangle}
          loading={stats.isPending}
          value={stats.data?.lowStockCount ?? '—'}
          hint="At or below their reorder level"
        />
        <StatCard
          title="Total Value"
          icon={IndianRupee}
          loading={stats.isPending}
          value={stats.data ? formatRupees(stats.data.totalValue) : '—'}
          hint="Selling price × stock"
        />
      </div>

      <CsvImportCard />

      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle className="text-lg">Product Inventory</CardTitle>
          <SearchInput
            aria-label="Search products"
            placeholder="Search by name or SKU"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="sm:w-72"
          />
        </CardHeader>
        {products.isError ? (
          <p role="alert" className="px-6 pb-6 text-sm text-destructive">
            {errorDescription(products.error, 'Could not load products.')}
          </p>
        ) : !products.isPending && !rows.length ? (
          <EmptyState
            icon={Package}
            title="No products found"
            description={search ? 'Try another name or SKU.' : 'Add your products, or import them from a CSV file.'}
            action={
              !search && (
                <Button onClick={() => setCreating(true)}>
                  <Plus className="size-4" aria-hidden /> Add Product
                </Button>
              )
            }
          />
        ) : (
          <div className="border-t">
            <ProductTable products={rows} loading={products.isPending} onAction={(action, product) => setActive({ action, product })} />
          </div>
        )}
        <LoadMore query={products} />
      </Card>

      <ProductDialog open={creating || active?.action === 'edit'} onOpenChange={(open) => !open && (setCreating(false), close())} product={active?.action === 'edit' ? active.product : undefined} />
      {active?.action === 'stock' && <UpdateStockDialog product={active.product} onOpenChange={close} />}
      {restockId && restock.data && <UpdateStockDialog product={restock.data} onOpenChange={() => setRestockId(null)} />}
      {active?.action === 'history' && <ProductHistoryDialog product={active.product} onOpenChange={close} />}
      <ConfirmDialog
        open={active?.action === 'delete'}
        onOpenChange={(open) => !open && close()}
        title={`Delete ${active?.product.name ?? 'product'}?`}
        description="This action cannot be undone. Invoices that list this product keep it."
        confirmLabel="Delete"
        confirmVariant="destructive"
        pending={deleteProduct.isPending}
        onConfirm={() => active && deleteProduct.mutate(active.product.id, { onSettled: close })}
      />
    </div>
  );
}
