/** Stock and its movement from inventory's products and stock ledger (SQL; amounts in paise). */
import type { StockReason } from '@hisaab/contracts';
import type { Paise } from '@hisaab/gst';
import type { DateRange } from '../../domain/periods';

export interface StockSummary {
  productCount: number;
  stockUnits: number;
  valueAtCostPaise: Paise;
  valueAtPricePaise: Paise;
  productsWithoutCost: number;
  lowStockCount: number;
  noSaleCount: number;
}

export interface ProductStock {
  id: string;
  name: string;
  sku: string | null;
  unit: string;
  stock: number;
  lowStockThreshold: number;
  /** Rupees per unit (up to 4 decimals), as products keep them. */
  costPrice: number | null;
  price: number;
  valueAtCostPaise: Paise | null;
  valueAtPricePaise: Paise;
  lowStock: boolean;
  /** No issued invoice dated in the no-sale window. */
  noRecentSale: boolean;
}

/** A product with its units in and out of the ledger in the period (the CSV's rows). */
export interface ProductStockAndMovement extends ProductStock {
  unitsIn: number;
  unitsOut: number;
}

export interface Movement {
  reason: StockReason;
  entries: number;
  quantity: number;
}

/** The window of "no sale in N days": invoice dates after `after`, up to `through` (inclusive). */
export interface SaleWindow {
  after: string;
  through: string;
}

export interface InventoryFigureSet {
  summary: StockSummary;
  /** By reason. */
  movement: Movement[];
  /** At or below the reorder level, lowest stock first. */
  lowStock: ProductStock[];
  /** No sale in the window, largest value at cost first. */
  noRecentSale: ProductStock[];
}

export abstract class InventoryFigures {
  /** The summary, the period's movement and both lists (at most `limit` rows each), in one read. */
  abstract report(businessId: string, range: DateRange, window: SaleWindow, limit: number): Promise<InventoryFigureSet>;
  /** Every active product by name, with its movement in the period. */
  abstract products(businessId: string, range: DateRange, window: SaleWindow): Promise<ProductStockAndMovement[]>;
}
