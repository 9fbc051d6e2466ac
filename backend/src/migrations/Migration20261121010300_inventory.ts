import { Migration } from '@mikro-orm/migrations';

/** Inventory module: products (soft-deleted with archived_at) and the stock ledger. */
export class Migration20261121010300_inventory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table products (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        name text not null,
        description text null,
        sku text null,
        category text null,
        price_paise bigint not null default 0,
        cost_price_paise bigint null,
        stock_quantity integer not null default 0,
        low_stock_threshold integer not null default 10,
        unit text not null default 'nos',
        hsn_code text null,
        gst_rate numeric(5,2) not null default 18,
        archived_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(
      'create index "products_business_id_lower_name_id_index" on "products" ("business_id", lower("name"), "id") where "archived_at" is null',
    );
    this.addSql('create index "products_business_id_lower_sku_index" on "products" ("business_id", lower("sku")) where "archived_at" is null');

    this.addSql(`
      create table stock_movements (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        product_id uuid not null references products(id),
        reason text not null,
        quantity_change integer not null,
        resulting_stock integer not null,
        reference_type text null,
        reference_id uuid null,
        note text null,
        created_at timestamptz not null default now()
      )`);
    this.addSql(
      'create index "stock_movements_business_id_product_id_created_at_id_index" on "stock_movements" ("business_id", "product_id", "created_at", "id")',
    );
    this.addSql(
      'create index "stock_movements_business_id_reference_type_reference_id_index" on "stock_movements" ("business_id", "reference_type", "reference_id")',
    );
  }
}
