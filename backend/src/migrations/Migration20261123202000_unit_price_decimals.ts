import { Migration } from '@mikro-orm/migrations';

/** A line's unit price may carry 4 decimals (₹14.285 a piece): kept in rupees as numeric(16,4), no longer in whole paise. */
export class Migration20261123202000_unit_price_decimals extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "invoice_items" alter column "rate" type numeric(16,4) using "rate" / 100.0');
  }
}
