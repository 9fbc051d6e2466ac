import type { ProductResponse } from '@hisaab/contracts';
import { stockStatus } from '../domain/product';
import type { Product, StockMovement } from './ports/inventory.repository';

/** A product as the API returns it: money in rupees, timestamps in ISO 8601. */
export type ProductView = ProductResponse;

export function toProductView(p: Product): ProductView {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    sku: p.sku,
    category: p.category,
    price: p.price,
    costPrice: p.costPrice,
    stockQuantity: p.stockQuantity,
    lowStockThreshold: p.lowStockThreshold,
    unit: p.unit,
    hsnCode: p.hsnCode,
    gstRate: p.gstRate,
    stockStatus: stockStatus(p.stockQuantity, p.lowStockThreshold),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export type MovementView = StockMovement;
