import { Migration } from '@mikro-orm/migrations';

/**
 * Supplies to SEZ units carry IGST even within the supplier's state (docs/gst.md). Customers say whether
 * they are one; invoices keep what the customer was when written, as they keep its name and GSTIN.
 */
export class Migration20261121120000_sez_customers extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "customers" add column "sez_unit" boolean not null default false');
    this.addSql('alter table "invoices" add column "customer_sez" boolean not null default false');
  }
}
