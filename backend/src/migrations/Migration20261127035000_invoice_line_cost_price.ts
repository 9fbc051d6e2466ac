import { Migration } from '@mikro-orm/migrations';

/**
 * The cost price of each invoice line's product when the invoice is issued (paise per unit): the P&L's
 * cost of goods sold. Lines issued before this stay null (their cost at the time is not known) and the
 * report counts them as lines without a cost.
 */
export class Migration20261127035000_invoice_line_cost_price extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invoice_items" add column "cost_price_paise" bigint null`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "invoice_items" drop column "cost_price_paise"`);
  }
}
