import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, QueryOrder, raw, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Clock } from '../../../platform/clock/clock';
import { column, entityRows, executeStatement, parsedRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import { sliceRows } from '../../../shared/cursor';
import { likeLiteral } from '../../../shared/like';
import { ProductSchema, type ProductRow, StockMovementSchema, type StockMovementRow } from './inventory.entities';
import { InventoryErrors } from '../domain/inventory-errors';
import { type ProductFields, type ProductUnit } from '../domain/product';
import type { LockedProduct, StockReason, StockReferenceType } from '../domain/stock';
import {
  InventoryRepository,
  InventoryStats,
  KeysetPosition,
  LowStockItem,
  NewMovement,
  Product,
  Slice,
  StockMovement,
} from '../application/ports/inventory.repository';

const INSERT_CHUNK = 500;

const NetTakenOutRow = z.object({ productId: column.uuid, quantity: column.count });
const StatsRow = z.object({
  totalProducts: column.count,
  lowStockCount: column.count,
  // Σ price × stock can pass 2^53 paise: read as the nearest number, never refused.
  totalValuePaise: column.decimal,
});

@Injectable()
export class MikroOrmInventoryRepository extends InventoryRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  private products() {
    return this.em.createQueryBuilder(ProductSchema);
  }

  async list(businessId: string, query: { search?: string; limit: number; after?: KeysetPosition }): Promise<Slice<Product>> {
    const qb = this.products()
      .select(['*', raw('lower(name) as sort_key')])
      .where({ businessId, archivedAt: null })
      .orderBy({ [raw('lower(name)')]: QueryOrder.ASC, id: QueryOrder.ASC })
      .limit(query.limit + 1);
    if (query.search) qb.andWhere({ $or: [{ name: { $ilike: `%${likeLiteral(query.search)}%` } }, { [raw('lower(sku)')]: query.search.toLowerCase() }] });
    if (query.after) qb.andWhere('(lower(name), id) > (?, ?)', [query.after.key, query.after.id]);
    const rows = await entityRows<ProductRow & { sort_key: string }, ProductRow>(this.em, ProductSchema, qb);
    return sliceRows(rows, query.limit, toProduct, (r) => r.sort_key);
  }

  async findById(businessId: string, id: string): Promise<Product | null> {
    const [row] = await entityRows<ProductRow>(this.em, ProductSchema, this.products().select('*').where({ businessId, id, archivedAt: null }));
    return row ? toProduct(row) : null;
  }

  async namesInUse(businessId: string, names: readonly string[]): Promise<Set<string>> {
    if (!names.length) return new Set();
    const rows = await this.products()
      .select(raw('distinct lower(name) as name'))
      .where({ businessId, archivedAt: null, [raw('lower(name)')]: { $in: names.map((name) => name.toLowerCase()) } })
      .execute<{ name: string }[]>('all', false);
    return new Set(rows.map((row) => row.name));
  }

  async insertMany(businessId: string, products: { id: string; fields: ProductFields }[], reason: 'opening' | 'import'): Promise<void> {
    for (let start = 0; start < products.length; start += INSERT_CHUNK) {
      const chunk = products.slice(start, start + INSERT_CHUNK);
      await this.refuseTakenName(chunk.length === 1 ? chunk[0].fields.name : undefined, () =>
        this.em.insertMany(
          ProductSchema,
          chunk.map(({ id, fields: f }) => ({
            id,
            businessId,
            name: f.name,
            description: f.description,
            sku: f.sku,
            category: f.category,
            price: f.price,
            costPrice: f.costPrice,
            stockQuantity: f.stockQuantity,
            lowStockThreshold: f.lowStockThreshold,
            unit: f.unit,
            hsnCode: f.hsnCode,
            gstRate: f.gstRate,
            // The columns' defaults, spelled out: the schema's type requires both.
            createdAt: raw('now()'),
            updatedAt: raw('now()'),
          })),
        ),
      );
      // Opening stock is recorded when there is some; every imported product gets its import row.
      const movements = chunk.filter(({ fields }) => reason === 'import' || fields.stockQuantity > 0);
      if (!movements.length) continue;
      const movementIds = movements.map(() => randomUUID());
      await this.em.insertMany(
        StockMovementSchema,
        movements.map(({ id, fields }, i) => ({
          id: movementIds[i],
          businessId,
          productId: id,
          reason,
          quantityChange: fields.stockQuantity,
          resultingStock: fields.stockQuantity,
          // Per row, not the transaction's now(): the history orders by it.
          createdAt: raw('clock_timestamp()'),
        })),
      );
      await this.addToDailyMovements(businessId, movementIds);
    }
  }

  async updateDetails(businessId: string, id: string, fields: Omit<ProductFields, 'stockQuantity'>): Promise<Product | null> {
    const changed = await this.refuseTakenName(fields.name, () =>
      this.em.nativeUpdate(ProductSchema, { businessId, id, archivedAt: null }, { ...fields, updatedAt: this.clock.now() }),
    );
    return changed ? this.findById(businessId, id) : null;
  }

  /** The unique index decides, so two requests racing for one name get a 409, never a 500. */
  private async refuseTakenName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && /products_business_id_lower_name_unique/.test(error.message)) throw InventoryErrors.nameTaken(name);
      throw error;
    }
  }

  async archive(businessId: string, id: string): Promise<boolean> {
    const now = this.clock.now();
    return (await this.em.nativeUpdate(ProductSchema, { businessId, id, archivedAt: null }, { archivedAt: now, updatedAt: now })) > 0;
  }

  async existingIds(businessId: string, ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.products().select(['id']).where({ businessId, id: { $in: [...ids] } }).execute<{ id: string }[]>('all', true);
    return rows.map((row) => row.id);
  }

  async lockProducts(businessId: string, ids: readonly string[]): Promise<LockedProduct[]> {
    if (!ids.length) return [];
    // By id: two transactions locking overlapping products take them in one order, so never deadlock.
    const qb = this.products()
      .select(['id', 'name', 'stockQuantity', 'costPrice'])
      .where({ businessId, id: { $in: [...ids] } })
      .orderBy({ id: QueryOrder.ASC })
      .setLockMode(LockMode.PESSIMISTIC_WRITE);
    // entityRows: the cost price is numeric, which the builder's own mapping leaves as text.
    return entityRows<LockedProduct, ProductRow>(this.em, ProductSchema, qb);
  }

  async setCostPrices(businessId: string, prices: readonly { productId: string; costPrice: number }[]): Promise<void> {
    const now = this.clock.now();
    for (const { productId, costPrice } of prices) await this.em.nativeUpdate(ProductSchema, { businessId, id: productId }, { costPrice, updatedAt: now });
  }

  async applyMovements(businessId: string, movements: readonly NewMovement[]): Promise<StockMovement[]> {
    const applied: StockMovement[] = [];
    for (const m of movements) {
      // One statement: lock the row, apply the change floored at 0, record what was applied.
      const [row] = await entityRows<Omit<StockMovementRow, 'businessId'>, StockMovementRow>(
        this.em,
        StockMovementSchema,
        `with old as (
           select id, stock_quantity from products where business_id = ? and id = ? for update
         ), updated as (
           update products p set stock_quantity = greatest(p.stock_quantity + ?, 0), updated_at = now()
             from old where p.id = old.id
           returning p.id, p.stock_quantity as resulting, p.stock_quantity - old.stock_quantity as applied
         )
         insert into stock_movements (id, business_id, product_id, reason, quantity_change, resulting_stock, reference_type, reference_id, note, created_at)
         select ?, ?, updated.id, ?, updated.applied, updated.resulting, ?, ?, ?, clock_timestamp() from updated
         returning id, product_id, reason, quantity_change, resulting_stock, reference_type, reference_id, note, created_at`,
        [businessId, m.productId, m.change, randomUUID(), businessId, m.reason, m.referenceType ?? null, m.referenceId ?? null, m.note ?? null],
      );
      if (row) applied.push(movementOf(row));
    }
    await this.addToDailyMovements(businessId, applied.map((movement) => movement.id));
    return applied;
  }

  /**
   * stock_daily_movements: the ledger rows just written, summed per IST day and reason, added in key order.
   * Once per call, after the products' rows are locked (every writer takes those first), so a day's row is
   * always locked last and concurrent writers never deadlock on it.
   */
  private async addToDailyMovements(businessId: string, movementIds: readonly string[]): Promise<void> {
    if (!movementIds.length) return;
    await executeStatement(
      this.em,
      sql`insert into stock_daily_movements as t (business_id, day, reason, entries, quantity)
          select business_id, (created_at at time zone 'Asia/Kolkata')::date, reason, count(*), sum(quantity_change)
            from stock_movements where business_id = ${businessId} and id = any(${movementIds}::uuid[])
           group by 1, 2, 3 order by 2, 3
          on conflict (business_id, day, reason) do update set entries = t.entries + excluded.entries, quantity = t.quantity + excluded.quantity`,
    );
  }

  netTakenOut(businessId: string, referenceType: StockReferenceType, referenceId: string): Promise<{ productId: string; quantity: number }[]> {
    return parsedRows(
      this.em,
      NetTakenOutRow,
      `select product_id as "productId", (-sum(quantity_change))::int as quantity from stock_movements
        where business_id = ? and reference_type = ? and reference_id = ?
        group by product_id having sum(quantity_change) <> 0 order by product_id`,
      [businessId, referenceType, referenceId],
    );
  }

  async history(businessId: string, productId: string, query: { limit: number; after?: KeysetPosition }): Promise<Slice<StockMovement>> {
    const qb = this.em
      .createQueryBuilder(StockMovementSchema)
      // The keyset keeps PostgreSQL's microseconds, which a JavaScript Date would round away.
      .select(['*', raw('created_at::text as sort_key')])
      .where({ businessId, productId })
      .orderBy({ createdAt: QueryOrder.DESC, id: QueryOrder.DESC })
      .limit(query.limit + 1);
    if (query.after) qb.andWhere('(created_at, id) < (?::timestamptz, ?)', [query.after.key, query.after.id]);
    const rows = await entityRows<StockMovementRow & { sort_key: string }, StockMovementRow>(this.em, StockMovementSchema, qb);
    return sliceRows(rows, query.limit, movementOf, (r) => r.sort_key);
  }

  async lowStock(businessId: string, limit: number): Promise<LowStockItem[]> {
    const rows = await this.products()
      .select(['id', 'name', 'stockQuantity', 'lowStockThreshold', 'unit'])
      .where({ businessId, archivedAt: null })
      .andWhere('stock_quantity <= low_stock_threshold')
      .orderBy({ stockQuantity: QueryOrder.ASC, [raw('lower(name)')]: QueryOrder.ASC, id: QueryOrder.ASC })
      .limit(limit)
      .execute<Pick<ProductRow, 'id' | 'name' | 'stockQuantity' | 'lowStockThreshold' | 'unit'>[]>('all', true);
    return rows.map((r) => ({ id: r.id, name: r.name, stock: r.stockQuantity, lowStockThreshold: r.lowStockThreshold, unit: r.unit }));
  }

  async stats(businessId: string): Promise<InventoryStats> {
    const [row] = await parsedRows(
      this.em,
      StatsRow,
      `select count(*) as "totalProducts",
              count(*) filter (where stock_quantity <= low_stock_threshold) as "lowStockCount",
              coalesce(round(sum(price * stock_quantity) * 100), 0)::text as "totalValuePaise"
         from products where business_id = ? and archived_at is null`,
      [businessId],
    );
    return row;
  }
}

function toProduct({ businessId: _tenant, archivedAt, sort_key: _key, ...product }: ProductRow & { sort_key?: string }): Product {
  return {
    ...product,
    unit: product.unit as ProductUnit,
    archived: archivedAt !== null,
  };
}

function movementOf({ businessId: _tenant, sort_key: _key, ...movement }: Omit<StockMovementRow, 'businessId'> & { businessId?: string; sort_key?: string }): StockMovement {
  return { ...movement, reason: movement.reason as StockReason };
}
