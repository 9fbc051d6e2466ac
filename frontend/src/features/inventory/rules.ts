import type { StockStatus } from '@hisaab/contracts';
import type { BadgeVariant } from '@/components/ui/badge';

/** Spec part 1 §4: out of stock at 0 or less, low at or below the reorder level, else in stock. */
export function stockStatus(stock: number, reorderLevel: number): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= reorderLevel) return 'low_stock';
  return 'in_stock';
}

export const STOCK_BADGES: Record<StockStatus, { label: string; variant: BadgeVariant }> = {
  out_of_stock: { label: 'Out of Stock', variant: 'destructive' },
  low_stock: { label: 'Low Stock', variant: 'warning' },
  in_stock: { label: 'In Stock', variant: 'success' },
};

/** The CSV import takes files named *.csv, whatever type the browser reports (some say application/vnd.ms-excel). */
export function isCsvFile(file: Pick<File, 'name'>): boolean {
  return /\.csv$/i.test(file.name.trim());
}

/** A stock update's quantity: a positive whole number, and no more than the stock when removing. */
export function isValidStockChange(quantity: string, type: 'add' | 'remove', currentStock: number): boolean {
  if (!/^\d+$/.test(quantity.trim())) return false;
  const value = Number(quantity);
  return value > 0 && (type === 'add' || value <= currentStock);
}
