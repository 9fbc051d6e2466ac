import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { sliceRows } from '../../../shared/cursor';
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

interface ProductSqlRow {
  id: string;
  name: string;
  description: string | null;
  sku: string | null;
  category: string | null;
  price_paise: string;
  cost_price_paise: string | null;
  stock_quantity: number;
  low_stock_threshold: number;
  unit: string;
  hsn_code: string | null;
  gst_rate: string;
  archived_at: Date | null;
  created_at: Date | string;
  updated_at: Date | string;
  sort_key?: string;
}

interface MovementSqlRow {
  id: string;
  product_id: string;
  reason: string;
  quantity_change: number;
  resulting_stock: number;
  reference_type: string | null;
  reference_id: string | null;
  note: string | null;
  created_at: Date | string;
  sort_key?: string;
}

const PRODUCT_COLUMNS =
  'id, name, description, sku, category, price_paise, cost_price_paise, stock_quantity, low_stock_threshold, unit, hsn_code, gst_rate, archived_at, created_at, updated_at';
const MOVEMENT_COLUMNS = 'id, product_id, reason, quantity_change, resulting_stock, reference_type, reference_id, note, created_at';
const INSERT_CHUNK = 500;

@Injectable()
export class MikroOrmInventoryRepository extends InventoryRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(businessId: string, query: { search?: string; limit: number; after?: KeysetPosition }): Promise<Slice<Product>> {
    const where = ['business_id = ?', 'archived_at is null'];
    const params: unknown[] = [businessId];
    if (query.search) {
      where.push(`(name ilike ? escape '!' or lower(sku) = lower(?))`);
      params.push(`%${query.search.replace(/[!%_]/g, '!$&')}%`, query.search);
    }
    if (query.after) {
      where.push('(lower(name), id) > (?, ?)');
      params.push(query.after.key, query.after.id);
    }
    const rows: ProductSqlRow[] = await this.em.execute(
      `select ${PRODUCT_COLUMNS}, lower(name) as sort_key from products where ${where.join(' and ')} order by lower(name), id limit ?`,
      [...params, query.limit + 1],
    );
    return sliceRows(rows, query.limit, toProduct, (r) => r.sort_key ?? '');
  }

  async findById(businessId: string, id: string): Promise<Product | null> {
    const rows: ProductSqlRow[] = await this.em.execute(
      `select ${PRODUCT_COLUMNS} from products where business_id = ? and id = ? and archived_at is null`,
      [businessId, id],
    );
    return rows[0] ? toProduct(rows[0]) : null;
  }

  async namesInUse(businessId: string, names: readonly string[]): Promise<Set<string>> {
    if (!names.length) return new Set();
    const rows: { name: string }[] = await this.em.execute(
      `select distinct lower(name) as name from products where business_id = ? and archived_at is null and lower(name) in (?)`,
      [businessId, names.map((name) => name.toLowerCase())],
    );
    return new Set(rows.map((row) => row.name));
  }

  async findMany(businessId: string, ids: readonly string[]): Promise<Product[]> {
    if (!ids.length) return [];
    const rows: ProductSqlRow[] = await this.em.execute(`select ${PRODUCT_COLUMNS} from products where business_id = ? and id in (?)`, [
      businessId,
      [...ids],
    ]);
    return rows.map(toProduct);
  }

  async insertMany(businessId: string, products: { id: string; fields: ProductFields }[], reason: 'opening' | 'import'): Promise<void> {
    for (let start = 0; start < products.length; start += INSERT_CHUNK) {
      const chunk = products.slice(start, start + INSERT_CHUNK);
      await this.refuseTakenName(chunk.length === 1 ? chunk[0].fields.name : undefined, () => this.em.execute(
        `insert into products (id, business_id, name, description, sku, category, price_paise, cost_price_paise, stock_quantity, low_stock_threshold, unit, hsn_code, gst_rate)
         values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        chunk.flatMap(({ id, fields: f }) => [
          id,
          businessId,
          f.name,
          f.description,
          f.sku,
          f.category,
          f.pricePaise,
          f.costPricePaise,
          f.stockQuantity,
          f.lowStockThreshold,
          f.unit,
          f.hsnCode,
          f.gstRate,
        ]),
      ));
      // Opening stock is recorded when there is some; every imported product gets its import row.
      const movements = chunk.filter(({ fields }) => reason === 'import' || fields.stockQuantity > 0);
      if (!movements.length) continue;
      await this.em.execute(
        `insert into stock_movements (id, business_id, product_id, reason, quantity_change, resulting_stock, created_at)
         values ${movements.map(() => '(?, ?, ?, ?, ?, ?, clock_timestamp())').join(', ')}`,
        movements.flatMap(({ id, fields }) => [randomUUID(), businessId, id, reason, fields.stockQuantity, fields.stockQuantity]),
      );
    }
  }

  async updateDetails(businessId: string, id: string, f: Omit<ProductFields, 'stockQuantity'>): Promise<Product | null> {
    const rows: ProductSqlRow[] = await this.refuseTakenName(f.name, () => this.em.execute(
      `update products set name = ?, description = ?, sku = ?, category = ?, price_paise = ?, cost_price_paise = ?, low_stock_threshold = ?,
              unit = ?, hsn_code = ?, gst_rate = ?, updated_at = now()
        where business_id = ? and id = ? and archived_at is null
        returning ${PRODUCT_COLUMNS}`,
      [f.name, f.description, f.sku, f.category, f.pricePaise, f.costPricePaise, f.lowStockThreshold, f.unit, f.hsnCode, f.gstRate, businessId, id],
    ));
    return rows[0] ? toProduct(rows[0]) : null;
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
    const rows: { id: string }[] = await this.em.execute(
      'update products set archived_at = now(), updated_at = now() where business_id = ? and id = ? and archived_at is null returning id',
      [businessId, id],
    );
    return rows.length > 0;
  }

  async lockProducts(businessId: string, ids: readonly string[]): Promise<LockedProduct[]> {
    if (!ids.length) return [];
    const rows: { id: string; name: string; stock_quantity: number }[] = await this.em.execute(
      'select id, name, stock_quantity from products where business_id = ? and id in (?) order by id for update',
      [businessId, [...ids]],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, stockQuantity: r.stock_quantity }));
  }

  async applyMovements(businessId: string, movements: readonly NewMovement[]): Promise<StockMovement[]> {
    const applied: StockMovement[] = [];
    for (const m of movements) {
      // One statement: lock the row, apply the change floored at 0, record what was applied.
      const rows: MovementSqlRow[] = await this.em.execute(
        `with old as (
           select id, stock_quantity from products where business_id = ? and id = ? for update
         ), updated as (
           update products p set stock_quantity = greatest(p.stock_quantity + ?, 0), updated_at = now()
             from old where p.id = old.id
           returning p.id, p.stock_quantity as resulting, p.stock_quantity - old.stock_quantity as applied
         )
         insert into stock_movements (id, business_id, product_id, reason, quantity_change, resulting_stock, reference_type, reference_id, note, created_at)
         select ?, ?, updated.id, ?, updated.applied, updated.resulting, ?, ?, ?, clock_timestamp() from updated
         returning ${MOVEMENT_COLUMNS}`,
        [businessId, m.productId, m.change, randomUUID(), businessId, m.reason, m.referenceType ?? null, m.referenceId ?? null, m.note ?? null],
      );
      if (rows[0]) applied.push(toMovement(rows[0]));
    }
    return applied;
  }

  async netTakenOut(businessId: string, referenceType: StockReferenceType, referenceId: string): Promise<{ productId: string; quantity: number }[]> {
    const rows: { product_id: string; quantity: number }[] = await this.em.execute(
      `select product_id, (-sum(quantity_change))::int as quantity from stock_movements
        where business_id = ? and reference_type = ? and reference_id = ?
        group by product_id having sum(quantity_change) <> 0 order by product_id`,
      [businessId, referenceType, referenceId],
    );
    return rows.map((r) => ({ productId: r.product_id, quantity: r.quantity }));
  }

  async history(businessId: string, productId: string, query: { limit: number; after?: KeysetPosition }): Promise<Slice<StockMovement>> {
    const where = ['business_id = ?', 'product_id = ?'];
    const params: unknown[] = [businessId, productId];
    if (query.after) {
      where.push('(created_at, id) < (?::timestamptz, ?)');
      params.push(query.after.key, query.after.id);
    }
    const rows: MovementSqlRow[] = await this.em.execute(
      `select ${MOVEMENT_COLUMNS}, created_at::text as sort_key from stock_movements
        where ${where.join(' and ')} order by created_at desc, id desc limit ?`,
      [...params, query.limit + 1],
    );
    return sliceRows(rows, query.limit, toMovement, (r) => r.sort_key ?? '');
  }

  async lowStock(businessId: string, limit: number): Promise<LowStockItem[]> {
    const rows: { id: string; name: string; stock_quantity: number; low_stock_threshold: number; unit: string }[] = await this.em.execute(
      `select id, name, stock_quantity, low_stock_threshold, unit from products
        where business_id = ? and archived_at is null and stock_quantity <= low_stock_threshold
        order by stock_quantity, lower(name), id limit ?`,
      [businessId, limit],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, stock: r.stock_quantity, lowStockThreshold: r.low_stock_threshold, unit: r.unit }));
  }

  async stats(businessId: string): Promise<InventoryStats> {
    const [row]: { total: number; low: number; value: string }[] = await this.em.execute(
      `select count(*)::int as total,
              (count(*) filter (where stock_quantity <= low_stock_threshold))::int as low,
              coalesce(sum(price_paise::numeric * stock_quantity), 0)::text as value
         from products where business_id = ? and archived_at is null`,
      [businessId],
    );
    return { totalProducts: row.total, lowStockCount: row.low, totalValuePaise: Number(row.value) };
  }
}

function toProduct(r: ProductSqlRow): Product {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    sku: r.sku,
    category: r.category,
    pricePaise: Number(r.price_paise),
    costPricePaise: r.cost_price_paise === null ? null : Number(r.cost_price_paise),
    stockQuantity: r.stock_quantity,
    lowStockThreshold: r.low_stock_threshold,
    unit: r.unit as ProductUnit,
    hsnCode: r.hsn_code,
    gstRate: Number(r.gst_rate),
    archived: r.archived_at !== null,
    // Raw queries return timestamps as PostgreSQL text; the API speaks ISO 8601.
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

function toMovement(r: MovementSqlRow): StockMovement {
  return {
    id: r.id,
    productId: r.product_id,
    reason: r.reason as StockReason,
    quantityChange: r.quantity_change,
    resultingStock: r.resulting_stock,
    referenceType: r.reference_type,
    referenceId: r.reference_id,
    note: r.note,
    createdAt: new Date(r.created_at),
  };
}

