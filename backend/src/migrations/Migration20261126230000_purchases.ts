import { Migration } from '@mikro-orm/migrations';

/**
 * Money out (the purchases module): expenses with their receipts, and purchase bills from suppliers
 * with their lines. Amounts are integer paise. Every table leads its date index with the business, so
 * the lists and the reports' period sums read one business's range only.
 */
export class Migration20261126230000_purchases extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table expenses (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        expense_date date not null,
        category text not null,
        amount_paise bigint not null,
        gst_paise bigint not null default 0,
        gst_rate numeric(5,2) null,
        supply_type text not null default 'INTRA',
        cgst_paise bigint not null,
        sgst_paise bigint not null,
        igst_paise bigint not null,
        itc_eligible boolean not null default false,
        payment_method text not null,
        vendor text null,
        notes text null,
        receipt_file_name text null,
        receipt_content_type text null,
        receipt_size integer null,
        receipt_uploaded_at timestamptz null,
        created_by uuid null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index "expenses_business_id_expense_date_id_index" on "expenses" ("business_id", "expense_date", "id")');
    this.addSql('create index "expenses_business_id_category_expense_date_index" on "expenses" ("business_id", "category", "expense_date")');
    // Search anywhere in the vendor or the notes (pg_trgm, btree_gin), as the invoice list searches.
    this.addSql(`create index "expenses_search_trigram_index" on "expenses" using gin ("business_id", (lower(coalesce("vendor", '') || ' ' || coalesce("notes", ''))) gin_trgm_ops)`);

    this.addSql(`
      create table expense_receipts (
        expense_id uuid primary key references expenses(id) on delete cascade,
        business_id uuid not null references businesses(id),
        content bytea not null
      )`);

    this.addSql(`
      create table purchase_bills (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        supplier_name text not null,
        supplier_gstin text null,
        supplier_key text not null,
        bill_number text not null,
        fy text not null,
        bill_date date not null,
        place_of_supply text not null,
        supplier_state text not null,
        supply_type text not null,
        itc_eligible boolean not null,
        subtotal_paise bigint not null,
        cgst_paise bigint not null,
        sgst_paise bigint not null,
        igst_paise bigint not null,
        cess_paise bigint not null,
        gst_amount_paise bigint not null,
        total_paise bigint not null,
        notes text null,
        created_by uuid null,
        created_at timestamptz not null default now()
      )`);
    // A supplier numbers its bills afresh each financial year: one number once a year, in any case.
    this.addSql('create unique index "purchase_bills_business_supplier_fy_number_unique" on "purchase_bills" ("business_id", "supplier_key", "fy", upper("bill_number"))');
    this.addSql('create index "purchase_bills_business_id_bill_date_id_index" on "purchase_bills" ("business_id", "bill_date", "id")');
    this.addSql(
      `create index "purchase_bills_search_trigram_index" on "purchase_bills" using gin ("business_id", (lower("bill_number" || ' ' || "supplier_name" || ' ' || coalesce("supplier_gstin", ''))) gin_trgm_ops)`,
    );

    this.addSql(`
      create table purchase_bill_items (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        bill_id uuid not null references purchase_bills(id) on delete cascade,
        position integer not null,
        product_id uuid null references products(id),
        product_name text not null,
        hsn text not null,
        quantity numeric(14,3) not null,
        unit text not null,
        rate numeric(16,4) not null,
        gst_rate numeric(5,2) not null,
        cess_rate numeric(6,2) not null,
        taxable_paise bigint not null,
        cgst_paise bigint not null,
        sgst_paise bigint not null,
        igst_paise bigint not null,
        cess_paise bigint not null,
        total_paise bigint not null
      )`);
    this.addSql('create index "purchase_bill_items_bill_id_position_index" on "purchase_bill_items" ("bill_id", "position")');
  }
}
