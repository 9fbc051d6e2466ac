import { Migration } from '@mikro-orm/migrations';

/**
 * A product's price may carry 4 decimals, as an invoice line's rate does (₹14.285 a piece): kept in
 * rupees as numeric(16,4), no longer in whole paise, so picking the product puts its exact price on the line.
 */
export class Migration20261126180000_product_price_decimals extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "products" alter column "price_paise" type numeric(16,4) using "price_paise" / 100.0');
    this.addSql('alter table "products" alter column "cost_price_paise" type numeric(16,4) using "cost_price_paise" / 100.0');
    this.addSql('alter table "products" rename column "price_paise" to "price"');
    this.addSql('alter table "products" rename column "cost_price_paise" to "cost_price"');
  }
}
