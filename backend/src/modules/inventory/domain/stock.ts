/** The stock ledger's rules: every change of stock is a movement with a reason. */
import type { StockReason } from '@hisaab/contracts';
import { InventoryErrors } from './inventory-errors';

export type { StockReason };

export type StockReferenceType = 'invoice' | 'challan' | 'credit_note' | 'purchase';

export interface StockLine {
  productId: string;
  quantity: number;
}

export interface LockedProduct {
  id: string;
  name: string;
  stockQuantity: number;
  /** Rupees per unit (up to 4 decimals); null when never set. */
  costPrice: number | null;
}

/** Sums lines per product (an invoice may list one product twice), in product-id order. */
export function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Stock is kept in whole units (spec: stockQuantity is an integer). A line linked to a product
 * must therefore have a whole, positive quantity; otherwise say which products are affected.
 */
export function assertWholeQuantities(lines: readonly StockLine[], names: ReadonlyMap<string, string>): void {
  const bad = lines.filter((line) => !Number.isInteger(line.quantity) || line.quantity <= 0);
  if (!bad.length) return;
  const products = bad.map((line) => ({ productId: line.productId, name: names.get(line.productId) ?? null, quantity: line.quantity }));
  throw InventoryErrors.quantityNotWhole(products);
}

/** Every product without enough stock, named in one error; nothing is taken out then. */
export function assertEnoughStock(lines: readonly StockLine[], locked: ReadonlyMap<string, LockedProduct>): void {
  const short = lines
    .map((line) => ({ line, product: locked.get(line.productId) }))
    .filter(({ line, product }) => product && product.stockQuantity < line.quantity)
    .map(({ line, product }) => ({ productId: line.productId, name: product!.name, available: product!.stockQuantity, requested: line.quantity }));
  if (!short.length) return;
  throw InventoryErrors.insufficientStock(short);
}

/** A manual stock update: from the current stock to the wanted value (never below 0). */
export function manualMovement(current: number, wanted: number): { reason: 'manual_add' | 'manual_remove'; change: number } | null {
  const target = Math.max(wanted, 0);
  if (target === current) return null;
  return target > current ? { reason: 'manual_add', change: target - current } : { reason: 'manual_remove', change: target - current };
}
