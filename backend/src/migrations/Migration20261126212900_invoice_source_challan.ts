import { Migration } from '@mikro-orm/migrations';

/**
 * An invoice made from a delivery challan keeps the challan's id and number (shown on the invoice) and
 * the goods that left stock with it, so issuing the invoice does not take them out a second time. No
 * foreign key: billing knows no challans (the challan holds the link to its invoice).
 */
export class Migration20261126212900_invoice_source_challan extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoices" add column "source_challan_id" uuid null, add column "source_challan_number" text null, add column "challan_goods" jsonb null;`);
  }
}
