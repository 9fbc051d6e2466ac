import { Injectable } from '@nestjs/common';
import { REPORT_LIMITS, type InventoryProductRow, type InventoryReportResponse } from '@hisaab/contracts';
import { addDays } from '@hisaab/gst';
import type { AuthContext } from '../../../shared/tenant';
import { Clock } from '../../../platform/clock/clock';
import type { ReportRange } from '../domain/periods';
import { csvFile } from '../domain/csv';
import { InventoryFigures, type ProductStock, type SaleWindow } from './ports/inventory-figures';
import { csvMoney, periodOf, rupees } from './report-presenter';

export const INVENTORY_CSV_HEADER = [
  'Product', 'SKU', 'Unit', 'Stock', 'Reorder Level', 'Cost Price', 'Price', 'Value at Cost', 'Value at Price',
  'Units In (period)', 'Units Out (period)', 'Low Stock', `No Sale in ${REPORT_LIMITS.noSaleDays} Days`,
];

const productRow = (p: ProductStock): InventoryProductRow => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  unit: p.unit,
  stock: p.stock,
  lowStockThreshold: p.lowStockThreshold,
  costPrice: p.costPrice,
  price: p.price,
  valueAtCost: p.valueAtCostPaise === null ? null : rupees(p.valueAtCostPaise),
  valueAtPrice: rupees(p.valueAtPricePaise),
});

/**
 * Inventory: stock and its value at cost and at price now, the stock ledger's movement in the period,
 * low stock, and products without a sale in the last 90 days (up to today).
 */
@Injectable()
export class InventoryReport {
  constructor(
    private readonly figures: InventoryFigures,
    private readonly clock: Clock,
  ) {}

  private window(): SaleWindow & { asOf: string } {
    const asOf = this.clock.todayInIndia();
    return { asOf, after: addDays(asOf, -REPORT_LIMITS.noSaleDays), through: asOf };
  }

  async json(auth: AuthContext, range: ReportRange): Promise<InventoryReportResponse> {
    const { businessId } = auth;
    const window = this.window();
    const { summary, movement, lowStock, noRecentSale } = await this.figures.report(businessId, range, window, REPORT_LIMITS.listRows);
    return {
      type: 'inventory',
      period: periodOf(range),
      asOf: window.asOf,
      summary: {
        productCount: summary.productCount,
        stockUnits: summary.stockUnits,
        valueAtCost: rupees(summary.valueAtCostPaise),
        valueAtPrice: rupees(summary.valueAtPricePaise),
        productsWithoutCost: summary.productsWithoutCost,
        lowStockCount: summary.lowStockCount,
        noSaleCount: summary.noSaleCount,
      },
      movement,
      lowStock: lowStock.map(productRow),
      noRecentSale: noRecentSale.map(productRow),
    };
  }

  /** Every active product by name, with its movement in the period. */
  async csv(auth: AuthContext, range: ReportRange): Promise<string> {
    const rows = await this.figures.products(auth.businessId, range, this.window());
    const yes = (flag: boolean) => (flag ? 'yes' : 'no');
    return csvFile(
      INVENTORY_CSV_HEADER,
      rows.map((p) => [
        p.name, p.sku ?? '', p.unit, p.stock, p.lowStockThreshold, p.costPrice ?? '', p.price,
        p.valueAtCostPaise === null ? '' : csvMoney(p.valueAtCostPaise), csvMoney(p.valueAtPricePaise),
        p.unitsIn, p.unitsOut, yes(p.lowStock), yes(p.noRecentSale),
      ]),
    );
  }
}
