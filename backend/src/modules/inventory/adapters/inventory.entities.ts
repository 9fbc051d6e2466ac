import { BigIntType, DecimalType, EntitySchema } from '@mikro-orm/core';

/** products, stock_movements (SQL in Migration20261121010300_inventory) and stock_daily_movements. */
export class ProductRow {
  id!: string;
  businessId!: string;
  name!: string;
  description!: string | null;
  sku!: string | null;
  category!: string | null;
  /** Rupees per unit, up to 4 decimals, as an invoice line's rate. */
  price!: number;
  costPrice!: number | null;
  stockQuantity!: number;
  lowStockThreshold!: number;
  unit!: string;
  hsnCode!: string | null;
  gstRate!: number;
  archivedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export class StockMovementRow {
  id!: string;
  businessId!: string;
  productId!: string;
  reason!: string;
  quantityChange!: number;
  resultingStock!: number;
  referenceType!: string | null;
  referenceId!: string | null;
  note!: string | null;
  createdAt!: Date;
}

/** The ledger summed per (business, IST day of created_at, reason): how many rows and their quantity_change. */
export class StockDailyMovementRow {
  businessId!: string;
  day!: string;
  reason!: string;
  entries!: number;
  quantity!: number;
}

const timestamptz = { type: 'datetime', columnType: 'timestamptz' } as const;
const optionalText = { type: 'text', nullable: true } as const;

export const ProductSchema = new EntitySchema<ProductRow>({
  class: ProductRow,
  tableName: 'products',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid', fieldName: 'business_id' },
    name: { type: 'text' },
    description: optionalText,
    sku: optionalText,
    category: optionalText,
    price: { type: new DecimalType('number'), columnType: 'numeric(16,4)', precision: 16, scale: 4, default: 0 },
    costPrice: { type: new DecimalType('number'), columnType: 'numeric(16,4)', precision: 16, scale: 4, nullable: true },
    stockQuantity: { type: 'integer', default: 0 },
    lowStockThreshold: { type: 'integer', default: 10 },
    unit: { type: 'text', default: 'nos' },
    hsnCode: optionalText,
    gstRate: { type: new DecimalType('number'), columnType: 'numeric(5,2)', precision: 5, scale: 2, default: 18 },
    archivedAt: { ...timestamptz, nullable: true },
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
    updatedAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [
    {
      name: 'products_business_id_lower_name_id_index',
      expression: 'create index "products_business_id_lower_name_id_index" on "products" ("business_id", lower("name"), "id") where "archived_at" is null',
    },
    {
      name: 'products_business_id_lower_sku_index',
      expression: 'create index "products_business_id_lower_sku_index" on "products" ("business_id", lower("sku")) where "archived_at" is null',
    },
  ],
  uniques: [
    {
      name: 'products_business_id_lower_name_unique',
      expression: 'create unique index "products_business_id_lower_name_unique" on "products" ("business_id", lower("name")) where "archived_at" is null',
    },
  ],
});

export const StockMovementSchema = new EntitySchema<StockMovementRow>({
  class: StockMovementRow,
  tableName: 'stock_movements',
  properties: {
    id: { type: 'uuid', primary: true },
    businessId: { type: 'uuid', fieldName: 'business_id' },
    productId: { type: 'uuid', fieldName: 'product_id' },
    reason: { type: 'text' },
    quantityChange: { type: 'integer' },
    resultingStock: { type: 'integer' },
    referenceType: optionalText,
    referenceId: { type: 'uuid', nullable: true },
    note: optionalText,
    createdAt: { ...timestamptz, defaultRaw: 'now()' },
  },
  indexes: [
    { name: 'stock_movements_business_id_product_id_created_at_id_index', properties: ['businessId', 'productId', 'createdAt', 'id'] },
    { name: 'stock_movements_business_id_reference_type_reference_id_index', properties: ['businessId', 'referenceType', 'referenceId'] },
    {
      name: 'stock_movements_business_id_created_at_index',
      expression:
        'create index "stock_movements_business_id_created_at_index" on "stock_movements" ("business_id", "created_at") include ("reason", "quantity_change", "product_id")',
    },
  ],
});

export const StockDailyMovementSchema = new EntitySchema<StockDailyMovementRow>({
  class: StockDailyMovementRow,
  tableName: 'stock_daily_movements',
  properties: {
    businessId: { type: 'uuid', primary: true },
    day: { type: 'date', primary: true },
    reason: { type: 'text', primary: true },
    entries: { type: 'integer' },
    quantity: { type: new BigIntType('number'), columnType: 'bigint' },
  },
});
