import { formatUnitPrice } from '@hisaab/gst';
import { History, Package, Pencil, Trash2 } from 'lucide-react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import type { Product } from '../api';
import { StockBadge } from './stock-badge';

export type ProductAction = 'edit' | 'stock' | 'history' | 'delete';

const COLUMNS: readonly Column<Product>[] = [
  {
    header: 'Product',
    cell: (product) => (
      <div className="min-w-0">
        <p className="font-medium">{product.name}</p>
        <p className="text-xs text-muted-foreground">{[product.sku, product.hsnCode && `HSN ${product.hsnCode}`].filter(Boolean).join(' · ') || '—'}</p>
      </div>
    ),
  },
  { header: 'Stock', numeric: true, cell: (product) => `${product.stockQuantity} ${product.unit}` },
  { header: 'Price', numeric: true, cell: (product) => `₹${formatUnitPrice(product.price)}` },
  { header: 'GST', numeric: true, cell: (product) => `${product.gstRate}%` },
  { header: 'Status', cell: (product) => <StockBadge stock={product.stockQuantity} reorderLevel={product.lowStockThreshold} /> },
];

interface ProductTableProps {
  products: readonly Product[];
  loading: boolean;
  onAction: (action: ProductAction, product: Product) => void;
}

export function ProductTable({ products, loading, onAction }: ProductTableProps) {
  return (
    <DataTable
      caption="Product Inventory"
      columns={COLUMNS}
      rows={products}
      rowKey={(product) => product.id}
      loading={loading}
      skeletonRows={5}
      actions={(product) => (
        <RowActionsMenu label={`Actions for ${product.name}`}>
          <DropdownMenuItem onSelect={() => onAction('edit', product)}>
            <Pencil className="size-4" aria-hidden /> Edit Product
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('stock', product)}>
            <Package className="size-4" aria-hidden /> Update Stock
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('history', product)}>
            <History className="size-4" aria-hidden /> View History
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => onAction('delete', product)} className="text-destructive">
            <Trash2 className="size-4" aria-hidden /> Delete
          </DropdownMenuItem>
        </RowActionsMenu>
      )}
    />
  );
}
