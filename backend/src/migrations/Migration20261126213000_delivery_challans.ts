import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery challans (CGST Rule 55) and their lines: the dispatch module. Money is integer paise; the
 * consignee is kept as written. A challan links the one invoice made from it (unique).
 */
export class Migration20261126213000_delivery_challans extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table delivery_challans (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        customer_id uuid not null references customers(id) on delete restrict,
        challan_number text not null,
        fy text not null,
        challan_date date not null,
        delivery_date date null,
        purpose text not null,
        status text not null,
        transport_mode text null,
        vehicle_number text null,
        driver_name text null,
        driver_phone text null,
        notes text null,
        place_of_supply text not null,
        supplier_state text not null,
        supply_type text not null,
        tax_applicable boolean not null,
        customer_name text not null,
        customer_gstin text null,
        customer_address text null,
        customer_state text null,
        subtotal_paise bigint not null,
        cgst_paise bigint not null,
        sgst_paise bigint not null,
        igst_paise bigint not null,
        gst_amount_paise bigint not null,
        total_paise bigint not null,
        invoice_id uuid null references invoices(id),
        invoice_number text null,
        dispatched_at timestamptz null,
        delivered_at timestamptz null,
        returned_at timestamptz null,
        created_by uuid null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('alter table "delivery_challans" add constraint "delivery_challans_business_id_fy_challan_number_unique" unique ("business_id", "fy", "challan_number")');
    this.addSql('alter table "delivery_challans" add constraint "delivery_challans_invoice_id_unique" unique ("invoice_id")');
    this.addSql('create index "delivery_challans_business_id_challan_date_id_index" on "delivery_challans" ("business_id", "challan_date", "id")');
    this.addSql('create index "delivery_challans_business_id_status_challan_date_id_index" on "delivery_challans" ("business_id", "status", "challan_date", "id")');
    this.addSql('create index "delivery_challans_customer_id_index" on "delivery_challans" ("customer_id")');
    // Search anywhere in the number or the customer's name, as the invoice list does (pg_trgm, btree_gin).
    this.addSql(`create index "delivery_challans_search_trigram_index" on "delivery_challans" using gin ("business_id", (lower("challan_number" || ' ' || "customer_name")) gin_trgm_ops)`);

    this.addSql(`
      create table delivery_challan_items (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        challan_id uuid not null references delivery_challans(id) on delete cascade,
        position integer not null,
        product_id uuid null,
        product_name text not null,
        hsn text null,
        quantity numeric(14,3) not null,
        unit text not null,
        rate numeric(16,4) not null,
        gst_rate numeric(5,2) not null,
        taxable_paise bigint not null,
        cgst_paise bigint not null,
        sgst_paise bigint not null,
        igst_paise bigint not null,
        total_paise bigint not null,
        returned_quantity numeric(14,3) not null default 0
      )`);
    this.addSql('create index "delivery_challan_items_challan_id_position_index" on "delivery_challan_items" ("challan_id", "position")');
  }
}
