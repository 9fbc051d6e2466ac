import { Migration } from '@mikro-orm/migrations';

/**
 * Billing: invoices and their lines, the per-financial-year numbering series, payments and
 * idempotency records. Money is integer paise (bigint).
 */
export class Migration20261121010400_billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table document_series (
        business_id uuid not null references businesses(id),
        doc_type text not null,
        fy text not null,
        next_value integer not null,
        constraint document_series_pkey primary key (business_id, doc_type, fy)
      )`);

    this.addSql(`
      create table invoices (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        customer_id uuid not null references customers(id) on delete restrict,
        invoice_number text not null,
        fy text not null,
        invoice_date date not null,
        due_date date not null,
        status text not null,
        document_type text not null,
        supply_type text not null,
        place_of_supply text not null,
        supplier_state text not null,
        customer_name text not null,
        customer_gstin text null,
        customer_address text null,
        customer_state text null,
        subtotal bigint not null,
        cgst bigint not null,
        sgst bigint not null,
        igst bigint not null,
        cess bigint not null,
        gst_amount bigint not null,
        round_off bigint not null,
        total bigint not null,
        amount_paid bigint not null default 0,
        notes text null,
        terms_and_conditions text null,
        sales_person_name text null,
        sales_person_email text null,
        sales_person_phone text null,
        payment_terms text null,
        company_udyam text null,
        serial_number text null,
        shipping_address text null,
        shipping_gstin text null,
        authorized_signature text null,
        share_id text not null,
        created_by uuid null,
        issued_at timestamptz null,
        paid_at timestamptz null,
        cancelled_at timestamptz null,
        cancel_reason text null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    // Numbers are unique per business and financial year (CGST Rule 46).
    this.addSql('alter table "invoices" add constraint "invoices_business_id_fy_invoice_number_unique" unique ("business_id", "fy", "invoice_number")');
    this.addSql('alter table "invoices" add constraint "invoices_share_id_unique" unique ("share_id")');
    // The list (keyset on invoice_date desc, id desc), with and without a status filter.
    this.addSql('create index "invoices_business_id_invoice_date_id_index" on "invoices" ("business_id", "invoice_date", "id")');
    this.addSql('create index "invoices_business_id_status_invoice_date_id_index" on "invoices" ("business_id", "status", "invoice_date", "id")');
    // A customer's invoices; also what ON DELETE RESTRICT looks up when a customer is deleted.
    this.addSql('create index "invoices_customer_id_invoice_date_id_index" on "invoices" ("customer_id", "invoice_date", "id")');
    // Search: invoice-number prefix, customer-name prefix (case-insensitive), whatever the collation.
    this.addSql('create index "invoices_number_search_index" on "invoices" ("business_id", "invoice_number" text_pattern_ops)');
    this.addSql('create index "invoices_customer_name_search_index" on "invoices" ("business_id", lower("customer_name") text_pattern_ops)');
    // Unpaid issued invoices by due date: overdue list, outstanding totals (index-only).
    this.addSql(`create index "invoices_sent_due_index" on "invoices" ("business_id", "due_date", "id") include ("total", "amount_paid") where "status" = 'sent'`);
    // Issued invoices by date with their amounts: dashboard and sales-report aggregates (index-only).
    this.addSql(
      `create index "invoices_issued_date_index" on "invoices" ("business_id", "invoice_date") include ("customer_id", "subtotal", "cgst", "sgst", "igst", "cess", "gst_amount", "total", "amount_paid") where "status" in ('sent', 'paid')`,
    );

    this.addSql(`
      create table invoice_items (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        invoice_id uuid not null references invoices(id) on delete cascade,
        position integer not null,
        product_id uuid null,
        product_name text not null,
        description text null,
        hsn text null,
        quantity numeric(14,3) not null,
        unit text not null,
        rate bigint not null,
        discount bigint not null,
        gst_rate numeric(5,2) not null,
        cess_rate numeric(6,2) not null,
        taxable bigint not null,
        cgst bigint not null,
        sgst bigint not null,
        igst bigint not null,
        cess bigint not null,
        total bigint not null,
        serial_number text null
      )`);
    this.addSql('create index "invoice_items_invoice_id_position_index" on "invoice_items" ("invoice_id", "position")');

    this.addSql(`
      create table payments (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        invoice_id uuid not null references invoices(id),
        amount bigint not null,
        payment_date date not null,
        payment_method text not null,
        reference text null,
        notes text null,
        created_by uuid null,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index "payments_business_id_payment_date_id_index" on "payments" ("business_id", "payment_date", "id")');
    this.addSql('create index "payments_invoice_id_index" on "payments" ("invoice_id")');

    this.addSql(`
      create table idempotency_keys (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        key text not null,
        request_hash text not null,
        response_status integer null,
        response_body jsonb null,
        created_at timestamptz not null default now()
      )`);
    this.addSql('alter table "idempotency_keys" add constraint "idempotency_keys_business_id_key_unique" unique ("business_id", "key")');
  }
}
