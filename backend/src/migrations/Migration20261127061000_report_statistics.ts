import { Migration } from '@mikro-orm/migrations';

/**
 * How many (product, name, HSN, rate) groups invoice lines fall into. Without it PostgreSQL multiplies the
 * columns' distinct counts, expects ~50,000 groups for a year of 260,000 lines and sorts them to disk; with
 * it, it expects the ~2,000 there are and hashes them (the sales report by product and HSN: 430 → 235 ms
 * on the bench's data). ANALYZE (autovacuum) fills it.
 */
export class Migration20261127061000_report_statistics extends Migration {
  override async up(): Promise<void> {
    this.addSql('create statistics if not exists "invoice_items_sales_groups" (ndistinct) on "product_id", "product_name", "hsn", "gst_rate" from "invoice_items"');
  }

  override async down(): Promise<void> {
    this.addSql('drop statistics if exists "invoice_items_sales_groups"');
  }
}
