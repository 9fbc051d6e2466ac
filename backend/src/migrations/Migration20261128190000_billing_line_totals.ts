import { Migration } from '@mikro-orm/migrations';

/**
 * Fills billing_line_totals from the issued invoices' lines as they stand (every business): empty on a
 * new database, the full history on a populated one. Also run by the bench after it bulk-loads invoices.
 */
export const BILLING_LINE_TOTALS_BACKFILL: readonly string[] = [
  'delete from billing_line_totals',
  `insert into billing_line_totals (business_id, month, product_id, product_name, hsn, gst_rate, line_count, quantity, taxable, cgst, sgst, igst, cess, cost, lines_with_cost)
   select i.business_id, date_trunc('month', i.invoice_date::timestamp)::date, ii.product_id, ii.product_name, ii.hsn, ii.gst_rate, count(*), sum(ii.quantity),
          sum(ii.taxable), sum(ii.cgst), sum(ii.sgst), sum(ii.igst), sum(ii.cess), coalesce(sum(ii.quantity * ii.cost_price_paise), 0), count(ii.cost_price_paise)
     from invoices i join invoice_items ii on ii.invoice_id = i.id and ii.business_id = i.business_id
    where i.status in ('sent', 'paid')
    group by 1, 2, 3, 4, 5, 6`,
];

/**
 * The issued invoices' lines summed per (business, invoice month, product, name, HSN, rate), kept by
 * billing in the transaction that issues or cancels an issued invoice: the reports (sales by product
 * and HSN, output tax by month and rate, cost of goods sold) read ~2,000 rows a month instead of every
 * line (docs/reports.md). `cost` is Σ quantity × the cost price recorded at issue (exact, in paise);
 * `lines_with_cost` counts the lines that had one. A group whose invoices were all cancelled stays at zero.
 */
export class Migration20261128190000_billing_line_totals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table billing_line_totals (
        id bigserial primary key,
        business_id uuid not null references businesses(id),
        month date not null,
        product_id uuid null,
        product_name text not null,
        hsn text null,
        gst_rate numeric(5,2) not null,
        line_count integer not null,
        quantity numeric(18,3) not null,
        taxable bigint not null,
        cgst bigint not null,
        sgst bigint not null,
        igst bigint not null,
        cess bigint not null,
        cost numeric not null,
        lines_with_cost integer not null
      )`);
    // The group is the key (the upserts' conflict target; \`id\` only names a row): a typed line has no
    // product and may have no HSN, and those groups are one row each.
    this.addSql(
      'create unique index "billing_line_totals_group_index" on "billing_line_totals" ("business_id", "month", "product_id", "product_name", "hsn", "gst_rate") nulls not distinct',
    );
    for (const sql of BILLING_LINE_TOTALS_BACKFILL) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql('drop table billing_line_totals');
  }
}
