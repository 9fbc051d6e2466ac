import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../../shared/tenant';
import { type InventoryStats, PRODUCT_LIMITS, ProductMessages, type StockAdjustmentRequest } from '@hisaab/contracts';
import { toRupees } from '@hisaab/gst';
import { decodeInstantKeyset, decodeKeyset, encodeKeyset, type Page, pageLimit } from '../../../shared/cursor';
import { isUuid } from '../../../shared/uuid';
import { PRODUCT_FIELD_READERS, type ProductForm, resolveProduct } from '../domain/product';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { Clock } from '../../../platform/clock/clock';
import { InventoryErrors } from '../domain/inventory-errors';
import { manualMovement } from '../domain/stock';
import { InventoryRepository, LowStockItem, StockMovement } from './ports/inventory.repository';
import { ProductView, toProductView } from './product-view';

export const PRODUCT_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;
export const LOW_STOCK_LIMIT = { defaultLimit: 100, maxLimit: 500 } as const;

/** A stock that is sent must be a number: ' ' is no reason to set the stock to 0. */
function stockValue(value: unknown): number {
  const read = PRODUCT_FIELD_READERS.stockQuantity(value);
  if ('error' in read) throw InventoryErrors.invalid({ stockQuantity: read.error });
  if (read.value === undefined) throw InventoryErrors.invalid({ stockQuantity: ProductMessages.stock });
  return read.value;
}

/** Inventory screen: products, stock updates through the ledger, low stock, stats, history. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly inventory: InventoryRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, query: { search?: string; limit?: number; cursor?: string }): Promise<Page<ProductView>> {
    const limit = pageLimit(query.limit, PRODUCT_PAGE);
    const after = query.cursor ? decodeKeyset(query.cursor) : undefined;
    const slice = await this.inventory.list(auth.businessId, { search: query.search?.trim() || undefined, limit, after });
    return { items: slice.items.map(toProductView), nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  async get(auth: AuthContext, id: string): Promise<ProductView> {
    return toProductView(await this.find(auth.businessId, id));
  }

  async create(auth: AuthContext, input: ProductForm): Promise<ProductView> {
    const fields = this.parse(input);
    const id = randomUUID();
    await this.unitOfWork.run(() => this.inventory.insertMany(auth.businessId, [{ id, fields }], 'opening'));
    return this.get(auth, id);
  }

  /**
   * PUT: the full form, or only `{stockQuantity}` (the Update Stock dialog). A changed stock
   * always goes through the ledger as a manual adjustment.
   */
  async update(auth: AuthContext, id: string, input: ProductForm): Promise<ProductView> {
    if (!isUuid(id)) throw InventoryErrors.productNotFound();
    const keys = Object.keys(input).filter((key) => input[key as keyof ProductForm] !== undefined);
    if (keys.length === 1 && keys[0] === 'stockQuantity') return this.setStock(auth, id, input.stockQuantity);

    const fields = this.parse(input);
    const stockGiven = input.stockQuantity !== undefined && input.stockQuantity !== null && input.stockQuantity !== '';
    const stock = stockGiven ? stockValue(input.stockQuantity) : undefined;
    return this.unitOfWork.run(async () => {
      const { stockQuantity: _default, ...details } = fields;
      const updated = await this.inventory.updateDetails(auth.businessId, id, details);
      if (!updated) throw InventoryErrors.productNotFound();
      if (stock !== undefined) await this.moveTo(auth.businessId, id, stock, updated.stockQuantity);
      return this.get(auth, id);
    });
  }

  /** Sets the stock to a value (what the spec's client sends), recorded as manual add/remove. */
  async setStock(auth: AuthContext, id: string, value: unknown, note?: string): Promise<ProductView> {
    if (!isUuid(id)) throw InventoryErrors.productNotFound();
    const stock = stockValue(value);
    return this.unitOfWork.run(async () => {
      const [locked] = await this.inventory.lockProducts(auth.businessId, [id]);
      if (!locked || !(await this.inventory.findById(auth.businessId, id))) throw InventoryErrors.productNotFound();
      await this.moveTo(auth.businessId, id, stock, locked.stockQuantity, note);
      return this.get(auth, id);
    });
  }

  /** Adds or removes a quantity atomically; removal floors at 0. */
  async adjust(auth: AuthContext, id: string, input: StockAdjustmentRequest): Promise<{ product: ProductView; movement: StockMovement | null }> {
    if (!isUuid(id)) throw InventoryErrors.productNotFound();
    const { quantity, note = null } = input;
    return this.unitOfWork.run(async () => {
      // The row lock makes "check the limit, then add" one step against concurrent additions.
      const [locked] = await this.inventory.lockProducts(auth.businessId, [id]);
      if (!locked || !(await this.inventory.findById(auth.businessId, id))) throw InventoryErrors.productNotFound();
      const add = input.type === 'add';
      if (add && locked.stockQuantity + quantity > PRODUCT_LIMITS.maxStock) throw InventoryErrors.invalid({ quantity: ProductMessages.tooLarge('Stock') });
      const [movement] = await this.inventory.applyMovements(auth.businessId, [
        { productId: id, reason: add ? 'manual_add' : 'manual_remove', change: add ? quantity : -quantity, note },
      ]);
      return { product: await this.get(auth, id), movement: movement ?? null };
    });
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.inventory.archive(auth.businessId, id))) throw InventoryErrors.productNotFound();
  }

  lowStock(auth: AuthContext, limit?: number): Promise<LowStockItem[]> {
    return this.inventory.lowStock(auth.businessId, pageLimit(limit, LOW_STOCK_LIMIT));
  }

  async stats(auth: AuthContext): Promise<InventoryStats> {
    const stats = await this.inventory.stats(auth.businessId);
    const value = Number.isSafeInteger(stats.totalValuePaise) ? toRupees(stats.totalValuePaise) : stats.totalValuePaise / 100;
    return { totalProducts: stats.totalProducts, lowStockCount: stats.lowStockCount, totalValue: value };
  }

  async history(auth: AuthContext, id: string, query: { limit?: number; cursor?: string }): Promise<Page<StockMovement>> {
    await this.find(auth.businessId, id);
    const after = decodeInstantKeyset(query.cursor);
    const slice = await this.inventory.history(auth.businessId, id, { limit: pageLimit(query.limit, PRODUCT_PAGE), after });
    return { items: slice.items, nextCursor: slice.next && encodeKeyset(slice.next) };
  }

  private async moveTo(businessId: string, id: string, wanted: number, current: number, note?: string): Promise<void> {
    const movement = manualMovement(current, wanted);
    if (!movement) return;
    await this.inventory.applyMovements(businessId, [{ productId: id, reason: movement.reason, change: movement.change, note: note ?? null }]);
  }

  private async find(businessId: string, id: string) {
    const product = isUuid(id) ? await this.inventory.findById(businessId, id) : null;
    if (!product) throw InventoryErrors.productNotFound();
    return product;
  }

  private parse(input: ProductForm) {
    const result = resolveProduct(input, this.clock.todayInIndia());
    if ('errors' in result) throw InventoryErrors.invalid(result.errors);
    return result.product;
  }
}
