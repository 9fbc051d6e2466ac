import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { STOCK_REASONS } from '@hisaab/contracts';
import { addDays } from '@hisaab/gst';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import type { DateRange } from '../domain/periods';
import {
  InventoryFigures,
  type InventoryFigureSet,
  type ProductStock,
  type ProductStockAndMovement,
  type SaleWindow,
  type StockSummary,
} from '../application/ports/inventory-figures';
import { type Statement, IST_DAY_START, lineTotalsParams } from './report-sql';

/**
 * Products sold (a line on an issued invoice) in the window: its whole months from billing's monthly line summary,
 * the days around them from those days' invoices (invoices_issued_date_index) and their lines (read from
 * invoice_items' invoice index alone, which carries the product). Params: saleWindowParams.
 */
const SOLD = `select product_id from billing_line_totals
   where business_id = ? and month >= ?::date and month < ?::date and line_count > 0 and product_id is not null
  union
  select ii.product_id from invoices i
   -- offset 0 keeps the join a nested loop through the index (as in LINE_TOTALS).
   cross join lateral (select product_id from invoice_items ii where ii.invoice_id = i.id and ii.business_id = i.business_id offset 0) ii
   where i.business_id = ? and i.status in ('sent', 'paid') and ii.product_id is not null
     and (i.invoice_date >= ?::date and i.invoice_date < ?::date or i.invoice_date >= ?::date and i.invoice_date < ?::date)`;

/** SOLD's params: the window (after, through] as the days [after + 1, through + 1), split as LINE_TOTALS splits a period. */
const saleWindowParams = (businessId: string, w: SaleWindow) => lineTotalsParams(businessId, { from: addDays(w.after, 1), to: addDays(w.through, 1) });

/**
 * Every active product with its value and whether it is low or had no recent sale: params saleWindowParams,
 * businessId.
 */
const PRODUCTS = `sold as (${SOLD}),
  per as (select p.id, p.name, p.sku, p.unit, p.stock_quantity as stock, p.low_stock_threshold as "lowStockThreshold", p.cost_price as "costPrice",
                 p.price, round(p.stock_quantity * p.cost_price * 100) as "valueAtCostPaise", round(p.stock_quantity * p.price * 100) as "valueAtPricePaise",
                 p.stock_quantity <= p.low_stock_threshold as "lowStock", s.product_id is null as "noRecentSale"
            from products p left join sold s on s.product_id = p.id
           where p.business_id = ? and p.archived_at is null)`;

/**
 * The ledger's rows of the period (IST days), one index-only range of stock_movements_business_id_created_at_index:
 * params businessId, from, to.
 */
const LEDGER_IN_RANGE = `from stock_movements where business_id = ? and created_at >= ${IST_DAY_START()} and created_at < ${IST_DAY_START()}`;

/**
 * Inventory's products, stock_movements and stock_daily_movements, and billing's invoices, lines and line summary (read models,
 * docs/architecture.md). Values are stock × the unit price in rupees, to paise (half up). Exported for the
 * bench's floor.
 */
export const inventoryStatements = {
  /** The summary, the movement by reason and both lists in one statement, one row each, tagged by kind. */
  report: (businessId: string, r: DateRange, w: SaleWindow, limit: number): Statement => ({
    sql: `with ${PRODUCTS},
          ranked as (select per.*, row_number() over (partition by "lowStock" order by stock, lower(name), id) as low_place,
                            row_number() over (partition by "noRecentSale" order by "valueAtCostPaise" desc nulls last, lower(name), id) as sale_place
                       from per)
          select 'summary' as kind, json_build_object(
                   'productCount', count(*), 'stockUnits', coalesce(sum(stock), 0), 'valueAtCostPaise', coalesce(sum("valueAtCostPaise"), 0),
                   'valueAtPricePaise', coalesce(sum("valueAtPricePaise"), 0), 'productsWithoutCost', count(*) filter (where "costPrice" is null),
                   'lowStockCount', count(*) filter (where "lowStock"), 'noSaleCount', count(*) filter (where "noRecentSale")) as row
            from per
          union all
          select 'movement', json_build_object('reason', reason, 'entries', sum(entries), 'quantity', sum(quantity))
            from stock_daily_movements where business_id = ? and day >= ?::date and day < ?::date group by reason
          union all
          select 'lowStock', to_json(ranked) from ranked where "lowStock" and low_place <= ?
          union all
          select 'noRecentSale', to_json(ranked) from ranked where "noRecentSale" and sale_place <= ?`,
    params: [...saleWindowParams(businessId, w), businessId, businessId, r.from, r.to, limit, limit],
  }),
  /** Every active product by name, with its units in and out of the ledger in the period (the CSV). */
  products: (businessId: string, r: DateRange, w: SaleWindow): Statement => ({
    sql: `with ${PRODUCTS},
          moved as (select product_id, coalesce(sum(quantity_change) filter (where quantity_change > 0), 0) as units_in,
                           coalesce(-sum(quantity_change) filter (where quantity_change < 0), 0) as units_out
                      ${LEDGER_IN_RANGE} group by product_id)
          select per.*, coalesce(m.units_in, 0) as "unitsIn", coalesce(m.units_out, 0) as "unitsOut"
            from per left join moved m on m.product_id = per.id order by lower(name), id`,
    params: [...saleWindowParams(businessId, w), businessId, businessId, r.from, r.to],
  }),
};

const SummaryRow = z.object({
  productCount: column.count,
  stockUnits: column.count,
  valueAtCostPaise: column.paise,
  valueAtPricePaise: column.paise,
  productsWithoutCost: column.count,
  lowStockCount: column.count,
  noSaleCount: column.count,
});
const MovementRow = z.object({ reason: z.enum(STOCK_REASONS), entries: column.count, quantity: column.count });
const ProductRow = z.object({
  id: column.uuid,
  name: column.text,
  sku: column.text.nullable(),
  unit: column.text,
  stock: column.count,
  lowStockThreshold: column.count,
  costPrice: column.decimal.nullable(),
  price: column.decimal,
  valueAtCostPaise: column.paise.nullable(),
  valueAtPricePaise: column.paise,
  lowStock: column.boolean,
  noRecentSale: column.boolean,
});
const ProductMovementRow = ProductRow.extend({ unitsIn: column.count, unitsOut: column.count });

/** One row of the report statement: its kind, and the row as JSON (parsed by that kind's schema). */
const Tagged = z.object({ kind: z.enum(['summary', 'movement', 'lowStock', 'noRecentSale']), row: z.record(z.string(), z.unknown()) });

const byName = (a: ProductStock, b: ProductStock) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.id < b.id ? -1 : 1);
const EMPTY_SUMMARY: StockSummary = { productCount: 0, stockUnits: 0, valueAtCostPaise: 0, valueAtPricePaise: 0, productsWithoutCost: 0, lowStockCount: 0, noSaleCount: 0 };

@Injectable()
export class SqlInventoryFigures extends InventoryFigures {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async report(businessId: string, range: DateRange, window: SaleWindow, limit: number): Promise<InventoryFigureSet> {
    const { sql, params } = inventoryStatements.report(businessId, range, window, limit);
    const set: InventoryFigureSet = { summary: EMPTY_SUMMARY, movement: [], lowStock: [], noRecentSale: [] };
    for (const { kind, row } of await parsedRows(this.em, Tagged, sql, params)) {
      if (kind === 'summary') set.summary = SummaryRow.parse(row);
      else if (kind === 'movement') set.movement.push(MovementRow.parse(row));
      else set[kind].push(ProductRow.parse(row));
    }
    // A union keeps no order: each list is put in its own.
    set.lowStock.sort((a, b) => a.stock - b.stock || byName(a, b));
    set.noRecentSale.sort((a, b) => (b.valueAtCostPaise ?? -1) - (a.valueAtCostPaise ?? -1) || byName(a, b));
    set.movement.sort((a, b) => (a.reason < b.reason ? -1 : 1));
    return set;
  }

  products(businessId: string, range: DateRange, window: SaleWindow): Promise<ProductStockAndMovement[]> {
    const { sql, params } = inventoryStatements.products(businessId, range, window);
    return parsedRows(this.em, ProductMovementRow, sql, params);
  }
}
