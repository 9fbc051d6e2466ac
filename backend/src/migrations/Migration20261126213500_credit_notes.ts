import { Migration } from '@mikro-orm/migrations';

/**
 * Credit notes (CGST Act Section 34, Rule 53; docs/gst.md "Credit notes"): a note against one issued
 * invoice, numbered CN/26-27/0001 per financial year, with its lines (each against an invoice line)
 * and amounts in paise. The invoice keeps the sum of its notes in `credited`, so its balance
 * (total − credited − paid) is read from its own row by the lists, the overdue page and the summaries.
 */
export class Migration20261126213500_credit_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoices" add column "credited" bigint not null default 0;`);
    this.addSql(`
      create table credit_notes (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        invoice_id uuid not null references invoices(id),
        customer_id uuid not null references customers(id) on delete restrict,
        note_number text not null,
        fy text not null,
        note_date date not null,
        reason text not null,
        kind text not null,
        restock boolean not null default false,
        notes text null,
        customer_name text not null,
        subtotal bigint not null,
        cgst bigint not null,
        sgst bigint not null,
        igst bigint not null,
        cess bigint not null,
        gst_amount bigint not null,
        round_off bigint not null,
        total bigint not null,
        refund_due bigint not null,
        created_by uuid null,
        created_at timestamptz not null default now()
      )`);
    // Rule 53: a serial unique per financial year.
    this.addSql('alter table "credit_notes" add constraint "credit_notes_business_id_fy_note_number_unique" unique ("business_id", "fy", "note_number")');
    // The list (keyset on note_date desc, id desc) and an invoice's notes.
    this.addSql('create index "credit_notes_business_id_note_date_id_index" on "credit_notes" ("business_id", "note_date", "id")');
    this.addSql('create index "credit_notes_business_id_invoice_id_index" on "credit_notes" ("business_id", "invoice_id")');
    // Search anywhere in the number or the customer's name, as the invoice list does.
    this.addSql(
      `create index "credit_notes_business_search_trigram_index" on "credit_notes" using gin ("business_id", (lower("note_number" || ' ' || "customer_name")) gin_trgm_ops)`,
    );
    this.addSql(`
      create table credit_note_items (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        credit_note_id uuid not null references credit_notes(id),
        invoice_item_id uuid not null references invoice_items(id),
        position integer not null,
        product_id uuid null,
        product_name text not null,
        hsn text null,
        quantity numeric(14,3) null,
        unit text not null,
        rate numeric(16,4) not null,
        gst_rate numeric(5,2) not null,
        cess_rate numeric(6,2) not null,
        taxable bigint not null,
        cgst bigint not null,
        sgst bigint not null,
        igst bigint not null,
        cess bigint not null,
        total bigint not null
      )`);
    this.addSql('create index "credit_note_items_credit_note_id_position_index" on "credit_note_items" ("credit_note_id", "position")');
    // What is credited already of each invoice line: summed under the invoice's row lock.
    this.addSql('create index "credit_note_items_invoice_item_id_index" on "credit_note_items" ("invoice_item_id")');
  }
}
