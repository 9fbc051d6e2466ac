import { Migration } from '@mikro-orm/migrations';

/**
 * The supplier's name, GSTIN, address and contact as they were when an invoice was issued, so a
 * later change of settings never rewrites an issued invoice. Invoices issued before this migration
 * keep printing the current settings (their details at issue were not recorded).
 */
export class Migration20261121140000_supplier_details extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "invoices" add column "supplier_details" jsonb null');
  }
}
