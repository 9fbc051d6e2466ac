import { Migration } from '@mikro-orm/migrations';

/**
 * Recurring invoices (docs/recurring.md): templates, their lines, and one run per (template,
 * period) — its unique key is what makes each period generate once, whoever runs it and how often.
 */
export class Migration20261127041000_recurring_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table recurring_invoices (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        customer_id uuid not null references customers(id),
        template_name text not null,
        frequency text not null,
        start_date date not null,
        end_date date null,
        next_invoice_date date null,
        last_period_date date null,
        due_in_days integer not null default 0,
        notes text null,
        terms_and_conditions text null,
        delivery text not null,
        send_email boolean not null default false,
        send_whatsapp boolean not null default false,
        is_active boolean not null default true,
        subtotal bigint not null,
        gst_amount bigint not null,
        total bigint not null,
        total_invoices_generated integer not null default 0,
        last_run_period date null,
        last_run_status text null,
        last_run_message text null,
        last_run_invoice_id uuid null,
        last_run_invoice_number text null,
        last_run_at timestamptz null,
        created_by uuid not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index "recurring_invoices_business_id_lower_name_id_index" on "recurring_invoices" ("business_id", lower("template_name"), "id")');
    this.addSql('create index "recurring_invoices_due_index" on "recurring_invoices" ("next_invoice_date", "id") where "next_invoice_date" is not null');
    this.addSql('create index "recurring_invoices_customer_id_index" on "recurring_invoices" ("customer_id")');
    this.addSql(`
      create table recurring_invoice_items (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        template_id uuid not null references recurring_invoices(id) on delete cascade,
        position integer not null,
        product_id uuid null,
        product_name text not null,
        description text null,
        hsn_code text null,
        quantity numeric(14,3) not null,
        unit text not null,
        rate numeric(16,4) not null,
        gst_rate numeric(5,2) not null
      )`);
    this.addSql('create index "recurring_invoice_items_template_id_position_index" on "recurring_invoice_items" ("template_id", "position")');
    this.addSql(`
      create table recurring_invoice_runs (
        id uuid primary key,
        business_id uuid not null references businesses(id),
        template_id uuid not null references recurring_invoices(id) on delete cascade,
        period_date date not null,
        status text not null,
        trigger text not null,
        message text null,
        invoice_id uuid null,
        invoice_number text null,
        invoice_date date null,
        queued_at timestamptz not null,
        created_at timestamptz not null,
        finished_at timestamptz null,
        constraint recurring_invoice_runs_template_id_period_date_unique unique (template_id, period_date)
      )`);
    this.addSql(
      `create index "recurring_invoice_runs_open_index" on "recurring_invoice_runs" ("status", "business_id", "queued_at") where "status" in ('pending', 'waiting')`,
    );
  }
}
