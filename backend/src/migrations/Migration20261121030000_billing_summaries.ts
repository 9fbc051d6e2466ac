import { Migration } from '@mikro-orm/migrations';

/** Issued = sent or paid; pending = sent. The summaries below hold exactly what these rows sum to. */
const ISSUED = `status in ('sent', 'paid')`;

/**
 * Fills the summaries from the invoices as they stand (every business): empty tables on a new
 * database, the full history on a populated one. Also run by the bench after it bulk-loads invoices.
 */
export const BILLING_SUMMARIES_BACKFILL: readonly string[] = [
  'delete from billing_daily_totals',
  'delete from billing_due_totals',
  'delete from customer_activity',
  `insert into billing_daily_totals (business_id, day, issued_count, subtotal, cgst, sgst, igst, cess, gst_amount, total)
   select business_id, invoice_date, count(*), sum(subtotal), sum(cgst), sum(sgst), sum(igst), sum(cess), sum(gst_amount), sum(total)
     from invoices where ${ISSUED}
    group by business_id, invoice_date`,
  `insert into billing_due_totals (business_id, due_date, open_count, outstanding)
   select business_id, due_date, count(*), sum(total - amount_paid)
     from invoices where status = 'sent'
    group by business_id, due_date`,
  `insert into customer_activity (business_id, customer_id, first_invoiced_on, last_invoiced_on, previous_invoiced_on)
   select business_id, customer_id, min(invoice_date), max(invoice_date), max(invoice_date) filter (where invoice_date < last_month_start)
     from (select business_id, customer_id, invoice_date,
                  date_trunc('month', max(invoice_date) over (partition by business_id, customer_id)::timestamp)::date as last_month_start
             from invoices where ${ISSUED}) issued
    group by business_id, customer_id`,
];

/**
 * Dashboard and overdue figures kept incrementally by billing in the transactions that change
 * invoices (issue, pay, settle, cancel), instead of aggregating every invoice per request.
 */
export class Migration20261121030000_billing_summaries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table billing_daily_totals (
        business_id uuid not null references businesses(id),
        day date not null,
        issued_count integer not null,
        subtotal bigint not null,
        cgst bigint not null,
        sgst bigint not null,
        igst bigint not null,
        cess bigint not null,
        gst_amount bigint not null,
        total bigint not null,
        constraint billing_daily_totals_pkey primary key (business_id, day)
      )`);
    this.addSql(`
      create table billing_due_totals (
        business_id uuid not null references businesses(id),
        due_date date not null,
        open_count integer not null,
        outstanding bigint not null,
        constraint billing_due_totals_pkey primary key (business_id, due_date)
      )`);
    this.addSql(`
      create table customer_activity (
        business_id uuid not null references businesses(id),
        customer_id uuid not null references customers(id),
        first_invoiced_on date not null,
        last_invoiced_on date not null,
        previous_invoiced_on date null,
        constraint customer_activity_pkey primary key (business_id, customer_id)
      )`);
    // Active and new customers: one range of this index (index-only).
    this.addSql(
      'create index "customer_activity_last_invoiced_index" on "customer_activity" ("business_id", "last_invoiced_on") include ("previous_invoiced_on")',
    );
    for (const sql of BILLING_SUMMARIES_BACKFILL) this.addSql(sql);
  }
}
