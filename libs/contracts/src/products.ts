/** Products contract (/api/products, docs/spec/part-1.md §5 "Product form", §9): units, defaults, payloads and messages. */

import { unitMessage, type Unit } from './units';

/** Spec part 1 §9 "Product defaults": what an empty field becomes. */
export const PRODUCT_DEFAULTS = { unit: 'nos', gstRate: 18, lowStockThreshold: 10, stockQuantity: 0, price: 0 } as const;

/**
 * Number bounds: stock is whole units; ₹10 crore per unit is far above any real price and far below
 * paise overflow in Σ price × stock.
 */
export const PRODUCT_LIMITS = { maxStock: 1_000_000_000, maxPrice: 100_000_000, maxGstRate: 50, maxNote: 500 } as const;

/** The longest text each free-text product field takes. */
export const PRODUCT_TEXT_MAX = { name: 200, description: 2000, sku: 64, category: 100 } as const;

export const STOCK_REASONS = ['opening', 'manual_add', 'manual_remove', 'import', 'invoice', 'invoice_cancelled', 'challan', 'challan_returned', 'credit_note', 'purchase'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** How screens name each reason of the stock ledger (Product History, the inventory report). */
export const STOCK_REASON_LABELS: Readonly<Record<StockReason, string>> = {
  opening: 'Opening stock',
  manual_add: 'Stock added',
  manual_remove: 'Stock removed',
  import: 'CSV import',
  invoice: 'Invoice issued',
  invoice_cancelled: 'Invoice cancelled',
  challan: 'Delivery challan dispatched',
  challan_returned: 'Returned on delivery challan',
  credit_note: 'Returned on credit note',
  purchase: 'Purchase bill',
};

/** Spec part 1 §4 stock badge: out of stock at 0 or less, low at or below the reorder level. */
export type StockStatus = 'out_of_stock' | 'low_stock' | 'in_stock';

/** POST/PUT /api/products body (money in rupees). The stock is sent for a new product only; a PUT may also send only {stockQuantity}. */
export interface ProductRequest {
  name: string;
  description: string | null;
  sku: string | null;
  category: string | null;
  price: number;
  costPrice: number | null;
  stockQuantity?: number;
  /** The reorder level. */
  lowStockThreshold: number;
  unit: Unit;
  hsnCode: string | null;
  gstRate: number;
}

/** A product as /api/products replies (money in rupees, timestamps ISO 8601). */
export interface ProductResponse extends Omit<ProductRequest, 'stockQuantity'> {
  id: string;
  stockQuantity: number;
  stockStatus: StockStatus;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/products/stats. */
export interface InventoryStats {
  totalProducts: number;
  lowStockCount: number;
  /** Σ price × stock, rupees. */
  totalValue: number;
}

/** GET /api/products/low-stock: lowest stock first. */
export interface LowStockProduct {
  id: string;
  name: string;
  stock: number;
  lowStockThreshold: number;
  unit: string;
}

/** One row of a product's stock ledger (GET /api/products/{id}/history). */
export interface StockMovementResponse {
  id: string;
  productId: string;
  reason: StockReason;
  quantityChange: number;
  resultingStock: number;
  referenceType: string | null;
  referenceId: string | null;
  note: string | null;
  createdAt: string;
}

/** POST /api/products/{id}/stock-adjustments body and reply. */
export interface StockAdjustmentRequest {
  type: 'add' | 'remove';
  quantity: number;
  note?: string | null;
}
export interface StockAdjustmentResponse {
  product: ProductResponse;
  movement: StockMovementResponse | null;
}

/** POST /api/products/import-csv reply. */
export interface CsvImportResponse {
  count: number;
  message: string;
}

/** A 400 from the CSV import lists the rows at fault (details.rows). */
export interface CsvRowError {
  /** Line number in the file (the header is line 1). */
  row: number;
  /** Column name as in the file → message. */
  errors: Record<string, string>;
}

export const ProductMessages = {
  nameRequired: 'Product name is required',
  price: 'Price must be positive',
  costPrice: 'Cost price must be positive',
  stock: 'Stock must be positive',
  lowStockThreshold: 'Reorder level must be positive',
  gstRate: 'GST rate must be between 0-50%',
  unit: unitMessage,
  hsnCode: 'HSN code must be 4, 6 or 8 digits',
  decimals: (label: string) => `${label} can have at most 4 decimal places`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  tooLarge: (label: string) => `${label} is too large`,
  text: (label: string, max: number) => `${label} must be text of at most ${max} characters`,
  stockQuantityAdjust: 'Quantity must be a positive whole number',
  productNotFound: 'Product not found',
} as const;
