import type { LowStockProduct, StockMovementResponse } from '@hisaab/contracts';
import type { KeysetPosition, Slice } from '../../../../shared/cursor';
import type { ProductFields } from '../../domain/product';
import type { LockedProduct, StockReason, StockReferenceType } from '../../domain/stock';

export interface Product extends ProductFields {
  id: string;
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type { KeysetPosition, Slice };

/** A ledger row (sent as StockMovementResponse, the timestamp in ISO 8601). */
export interface StockMovement extends Omit<StockMovementResponse, 'createdAt'> {
  createdAt: Date;
}

export interface NewMovement {
  productId: string;
  reason: StockReason;
  /** Signed change; the stored stock never goes below 0 (the applied change is recorded). */
  change: number;
  referenceType?: StockReferenceType | null;
  referenceId?: string | null;
  note?: string | null;
}

export type LowStockItem = LowStockProduct;

export interface InventoryStats {
  totalProducts: number;
  lowStockCount: number;
  /** Σ price × stock, in paise. */
  totalValuePaise: number;
}

/** Products and their stock ledger, for one business at a time (tenant first in every method). */
export abstract class InventoryRepository {
  abstract list(businessId: string, query: { search?: string; limit: number; after?: KeysetPosition }): Promise<Slice<Product>>;
  /** Active (not archived) product, or null. */
  abstract findById(businessId: string, id: string): Promise<Product | null>;
  /** Which of these names (compared case-insensitively) the business's current products already use, lower-cased. */
  abstract namesInUse(businessId: string, names: readonly string[]): Promise<Set<string>>;
  /** Inserts products with their first ledger row (`reason`) for any with stock. */
  abstract insertMany(businessId: string, products: { id: string; fields: ProductFields }[], reason: 'opening' | 'import'): Promise<void>;
  /** Updates everything but the stock; null when not an active product of this business. */
  abstract updateDetails(businessId: string, id: string, fields: Omit<ProductFields, 'stockQuantity'>): Promise<Product | null>;
  abstract archive(businessId: string, id: string): Promise<boolean>;

  /** Those of `ids` that are products of the business, archived ones included. */
  abstract existingIds(businessId: string, ids: readonly string[]): Promise<string[]>;
  /** Sets the cost prices (rupees per unit) of the business's products; others are skipped. */
  abstract setCostPrices(businessId: string, prices: readonly { productId: string; costPrice: number }[]): Promise<void>;
  /** Locks the products (SELECT … FOR UPDATE, by id) in the current transaction. */
  abstract lockProducts(businessId: string, ids: readonly string[]): Promise<LockedProduct[]>;
  /**
   * Applies each movement atomically (stock = greatest(stock + change, 0)) and records it with
   * the change actually applied and the resulting stock. Products not of this business are skipped.
   */
  abstract applyMovements(businessId: string, movements: readonly NewMovement[]): Promise<StockMovement[]>;
  /** Net quantity per product still taken out for a reference (positive = taken). */
  abstract netTakenOut(businessId: string, referenceType: StockReferenceType, referenceId: string): Promise<{ productId: string; quantity: number }[]>;
  abstract history(businessId: string, productId: string, query: { limit: number; after?: KeysetPosition }): Promise<Slice<StockMovement>>;

  abstract lowStock(businessId: string, limit: number): Promise<LowStockItem[]>;
  abstract stats(businessId: string): Promise<InventoryStats>;
}
