import { REPORT_LIMITS, STOCK_REASON_LABELS, type InventoryProductRow, type InventoryReportResponse } from '@hisaab/contracts';
import { Figures, money, Section } from './figures';

type MovementRow = InventoryReportResponse['movement'][number];

const productColumns = [
  { header: 'Product', cell: (p: InventoryProductRow) => p.name },
  { header: 'Stock', numeric: true, cell: (p: InventoryProductRow) => `${p.stock} ${p.unit}` },
  { header: 'Reorder level', numeric: true, cell: (p: InventoryProductRow) => p.lowStockThreshold },
  { header: 'Value at cost', numeric: true, cell: (p: InventoryProductRow) => (p.valueAtCost === null ? 'No cost price' : money(p.valueAtCost)) },
] as const;

export function InventoryView({ report: r }: { report: InventoryReportResponse }) {
  const s = r.summary;
  return (
    <div className="flex flex-col gap-6">
      <Figures
        items={[
          ['Products', s.productCount],
          ['Units in stock', s.stockUnits],
          ['Value at cost', money(s.valueAtCost)],
          ['Value at selling price', money(s.valueAtPrice)],
          ['Products without a cost price', s.productsWithoutCost],
          ['Low stock', s.lowStockCount],
          [`No sale in ${REPORT_LIMITS.noSaleDays} days`, s.noSaleCount],
        ]}
      />
      <Section<MovementRow>
        title="Stock movement in the period"
        caption="Stock ledger entries in the period by reason"
        columns={[
          { header: 'Reason', cell: (m) => STOCK_REASON_LABELS[m.reason] },
          { header: 'Entries', numeric: true, cell: (m) => m.entries },
          { header: 'Units', numeric: true, cell: (m) => `${m.quantity > 0 ? '+' : ''}${m.quantity}` },
        ]}
        rows={r.movement}
        rowKey={(m) => m.reason}
        empty="No stock moved in this period."
      />
      <Section<InventoryProductRow> title="Low stock" caption="Products at or below their reorder level" columns={productColumns} rows={r.lowStock} rowKey={(p) => p.id} empty="No product is at or below its reorder level." />
      <Section<InventoryProductRow>
        title={`No sale in ${REPORT_LIMITS.noSaleDays} days`}
        caption={`Products with no sale in the last ${REPORT_LIMITS.noSaleDays} days`}
        columns={productColumns}
        rows={r.noRecentSale}
        rowKey={(p) => p.id}
        empty={`Every product sold in the last ${REPORT_LIMITS.noSaleDays} days.`}
      />
      <p className="text-xs text-muted-foreground">Stock and values are as of {r.asOf}; movement is the ledger's entries in the period.</p>
    </div>
  );
}
