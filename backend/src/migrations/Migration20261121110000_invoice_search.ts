import { Migration } from '@mikro-orm/migrations';

/**
 * Invoice search matches anywhere in the number or the customer's name ("0042", "traders"), not only
 * at the start: one trigram index over both replaces the two prefix indexes.
 */
export class Migration20261121110000_invoice_search extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm');
    this.addSql('drop index if exists "invoices_number_search_index"');
    this.addSql('drop index if exists "invoices_customer_name_search_index"');
    this.addSql(`create index "invoices_search_trigram_index" on "invoices" using gin ((lower("invoice_number" || ' ' || "customer_name")) gin_trgm_ops)`);
  }
}
