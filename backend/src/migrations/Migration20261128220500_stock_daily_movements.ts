import { Migration } from '@mikro-orm/migrations';

/**
 * Fills stock_daily_movements from the stock ledger as it stands (every business): empty on a new
 * database, the full history on a populated one. Also run by the bench after it bulk-loads the ledger.
 */
export const STOCK_DAILY_MOVEMENTS_BACKFILL: readonly string[] = [
  'delete from stock_daily_movements',
  `insert into stock_daily_movements (business_id, day, reason, entries, quantity)
   select business_id, (created_at at time zone 'Asia/Kolkata')::date, reason, count(*), sum(quantity_change)
     from stock_movements
    group by 1, 2, 3`,
];

/**
 * The stock ledger summed per (business, IST day, reason), kept by inventory in the transaction that writes
 * the ledger's rows: the inventory report's movement by reason reads ~4 rows a day instead of every row of
 * the period (a year of the bench's ledger: 254,000 rows, ~90 ms).
 */
export class Migration20261128220500_stock_daily_movements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table stock_daily_movements (
        business_id uuid not null references businesses(id),
        day date not null,
        reason text not null,
        entries integer not null,
        quantity bigint not null,
        primary key (business_id, day, reason)
      )`);
    for (const sql of STOCK_DAILY_MOVEMENTS_BACKFILL) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql('drop table stock_daily_movements');
  }
}
