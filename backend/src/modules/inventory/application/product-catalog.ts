import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/uuid';
import { InventoryRepository } from './ports/inventory.repository';

/** A product as billing needs it for an invoice line (price in rupees). */
export interface CatalogProduct {
  id: string;
  name: string;
  price: number;
  gstRate: number;
  hsnCode: string | null;
  unit: string;
  stockQuantity: number;
  /** Deleted from the inventory list; kept because old invoices name it. */
  archived: boolean;
}

/** Public API: read products of one business. */
@Injectable()
export class ProductCatalog {
  constructor(private readonly inventory: InventoryRepository) {}

  /** The business's products among `ids` (others left out, archived included), in no particular order. */
  async getManyForBusiness(businessId: string, ids: readonly string[]): Promise<CatalogProduct[]> {
    const valid = [...new Set(ids)].filter(isUuid);
    if (!valid.length) return [];
    const products = await this.inventory.findMany(businessId, valid);
    return products.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      gstRate: p.gstRate,
      hsnCode: p.hsnCode,
      unit: p.unit,
      stockQuantity: p.stockQuantity,
      archived: p.archived,
    }));
  }
}
