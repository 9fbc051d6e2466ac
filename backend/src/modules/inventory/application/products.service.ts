import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PRODUCT_LIMITS, type InventoryStats } from '@hisaab/contracts';
import { calendarDate, toRupees } from '@hisaab/gst';
import { decodeKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import { DomainError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/uuid';
import { parseAdjustQuantity, parseProduct, parseStockValue, ProductInput, ProductMessages } from '../domain/product';
import { manualMovement, StockErrorCode } from '../domain/stock';
import { InventoryRepository, LowStockItem, StockMovement } from './ports/inventory.repository';
import { ProductView, toProductView } from './product-view';

export const PRODUCT_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;
export const LOW_STOCK_LIMIT = { defaultLimit: 100, maxLimit: 500 } as const;

export function productNotFound(): DomainError {
  return DomainError.notFound('Product', StockErrorCode.PRODUCT_NOT_FOUND);
}

function stockValue(value: unknown): number {
  const parsed = parseStockValue(value);
  if ('error' in parsed) throw DomainError.validation({ stockQuantity: parsed.error }, parsed.error);
  return parsed.stock;
}

/** Inventory screen: products, stock updates through the ledger, low stock, stats, history. */
@Injectable()
export class ProductsService {
  constructor(private readonly inventory: InventoryRepository) {}

  async list(businessId: string, query: { search?: string; limit?: number; cursor?: string }): Promise<Page<ProductView>> {
    const limit = pageLimit(query.limit, PRODUCT_PAGE);
    const after = query.cursor ? decodeKeyset(query.cursor) : undefined;
    const slice = await this.inventory.list(businessId, { search: query.search?.trim() || undefined, limit, after });
    return { items: slice.items.map(toProductView), nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  async get(businessId: string, id: string): Promise<ProductView> {
    return toProductView(await this.find(businessId, id));
  }

  async create(businessId: string, input: ProductInput): Promise<ProductView> {
    const fields = this.parse(input);
    const id = randomUUID();
    await this.inventory.transactional(() => this.inventory.insertMany(businessId, [{ id, fields }], 'opening'));
    return this.get(businessId, id);
  }

  /**
   * PUT: the full form, or only `{stockQuantity}` (the Update Stock dialog). A changed stock
   * always goes through the ledger as a manual adjustment.
   */
  async update(businessId: string, id: string, input: ProductInput): Promise<ProductView> {
    if (!isUuid(id)) throw productNotFound();
    const keys = Object.keys(input).filter((key) => input[key as keyof ProductInput] !== undefined);
    if (keys.length === 1 && keys[0] === 'stockQuantity') return this.setStock(businessId, id, input.stockQuantity);

    const fields = this.parse(input);
    const stockGiven = input.stockQuantity !== undefined && input.stockQuantity !== null && input.stockQuantity !== '';
    // A stock that is sent must be a number: ' ' is no reason to set the stock to 0.
    const stock = stockGiven ? stockValue(input.stockQuantity) : undefined;
    return this.inventory.transactional(async () => {
      const { stockQuantity: _default, ...details } = fields;
      const updated = await this.inventory.updateDetails(businessId, id, details);
      if (!updated) throw productNotFound();
      if (stock !== undefined) await this.moveTo(businessId, id, stock, updated.stockQuantity);
      return this.get(businessId, id);
    });
  }

  /** Sets the stock to a value (what the spec's client sends), recorded as manual add/remove. */
  async setStock(businessId: string, id: string, value: unknown, note?: string): Promise<ProductView> {
    if (!isUuid(id)) throw productNotFound();
    const stock = stockValue(value);
    return this.inventory.transactional(async () => {
      const [locked] = await this.inventory.lockProducts(businessId, [id]);
      if (!locked || !(await this.inventory.findById(businessId, id))) throw productNotFound();
      await this.moveTo(businessId, id, stock, locked.stockQuantity, note);
      return this.get(businessId, id);
    });
  }

  /** Adds or removes a quantity atomically; removal floors at 0. */
  async adjust(businessId: string, id: string, input: { type?: unknown; quantity?: unknown; note?: unknown }): Promise<{ product: ProductView; movement: StockMovement | null }> {
    if (!isUuid(id)) throw productNotFound();
    const errors: Record<string, string> = {};
    if (input.type !== 'add' && input.type !== 'remove') errors.type = 'Choose add or remove';
    const quantity = parseAdjustQuantity(input.quantity);
    if (quantity === undefined) errors.quantity = ProductMessages.stockQuantityAdjust;
    if (input.note !== undefined && input.note !== null && (typeof input.note !== 'string' || input.note.length > PRODUCT_LIMITS.maxNote)) errors.note = `Note must be text of at most ${PRODUCT_LIMITS.maxNote} characters`;
    if (Object.keys(errors).length) throw DomainError.validation(errors, Object.values(errors)[0]);
    const note = typeof input.note === 'string' && input.note.trim() ? input.note.trim() : null;
    return this.inventory.transactional(async () => {
      if (!(await this.inventory.findById(businessId, id))) throw productNotFound();
      const add = input.type === 'add';
      const [movement] = await this.inventory.applyMovements(businessId, [
        { productId: id, reason: add ? 'manual_add' : 'manual_remove', change: add ? quantity! : -quantity!, note },
      ]);
      return { product: await this.get(businessId, id), movement: movement ?? null };
    });
  }

  async remove(businessId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.inventory.archive(businessId, id))) throw productNotFound();
  }

  lowStock(businessId: string, limit?: number): Promise<LowStockItem[]> {
    return this.inventory.lowStock(businessId, pageLimit(limit, LOW_STOCK_LIMIT));
  }

  async stats(businessId: string): Promise<InventoryStats> {
    const stats = await this.inventory.stats(businessId);
    const value = Number.isSafeInteger(stats.totalValuePaise) ? toRupees(stats.totalValuePaise) : stats.totalValuePaise / 100;
    return { totalProducts: stats.totalProducts, lowStockCount: stats.lowStockCount, totalValue: value };
  }

  async history(businessId: string, id: string, query: { limit?: number; cursor?: string }): Promise<Page<StockMovement>> {
    await this.find(businessId, id);
    const after = query.cursor ? decodeKeyset(query.cursor) : undefined;
    const slice = await this.inventory.history(businessId, id, { limit: pageLimit(query.limit, PRODUCT_PAGE), after });
    return { items: slice.items, nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  private async moveTo(businessId: string, id: string, wanted: number, current: number, note?: string): Promise<void> {
    const movement = manualMovement(current, wanted);
    if (!movement) return;
    await this.inventory.applyMovements(businessId, [{ productId: id, reason: movement.reason, change: movement.change, note: note ?? null }]);
  }

  private async find(businessId: string, id: string) {
    const product = isUuid(id) ? await this.inventory.findById(businessId, id) : null;
    if (!product) throw productNotFound();
    return product;
  }

  private parse(input: ProductInput) {
    const result = parseProduct(input, calendarDate(new Date()));
    if ('errors' in result) throw DomainError.validation(result.errors, Object.values(result.errors)[0]);
    return result.product;
  }
}
