import { formatRupees } from '@/lib/format';
import type { Invoice } from '../types';

type TaxColumn = 'cgst' | 'sgst' | 'igst';

/** Taxable value and tax per GST rate, in the columns this invoice prints, then the totals. */
export function TaxBreakdown({ invoice }: { invoice: Invoice }) {
  const { labels, applicable, rates, totals } = invoice.taxBreakdown;
  const columns = (['cgst', 'sgst', 'igst'] as const).filter((key) => applicable.includes(labels[key]));
  const cell = 'px-3 py-2 text-right tabular-nums';

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {columns.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="px-3 pt-3 text-left font-semibold">Tax breakdown</caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Rate
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Taxable
                </th>
                {columns.map((key) => (
                  <th key={key} scope="col" className={`${cell} font-medium`}>
                    {labels[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rates.map((row) => (
                <tr key={row.gstRate} className="border-b last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {row.gstRate}%
                  </th>
                  <td className={cell}>{formatRupees(row.taxable)}</td>
                  {columns.map((key: TaxColumn) => (
                    <td key={key} className={cell}>
                      {formatRupees(row[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-muted-foreground">Bill of supply: no GST is charged.</p>
      )}

      <dl className="flex flex-col gap-1.5 rounded-lg border bg-surface p-4">
        <Line label="Subtotal" amount={totals.taxable} />
        {columns.map((key) => (
          <Line key={key} label={labels[key]} amount={totals[key]} />
        ))}
        {totals.cess > 0 && <Line label="Cess" amount={totals.cess} />}
        <Line label="Round off" amount={totals.roundOff} />
        <Line label="Total" amount={totals.total} strong />
        {invoice.amountPaid > 0 && <Line label="Paid" amount={invoice.amountPaid} />}
        {invoice.credited > 0 && <Line label="Credit notes" amount={invoice.credited} />}
        {invoice.outstanding > 0 && <Line label="Outstanding" amount={invoice.outstanding} />}
        {invoice.refundDue > 0 && <Line label="Refund due" amount={invoice.refundDue} />}
        <p className="pt-1 text-xs text-muted-foreground">{invoice.amountInWords}</p>
      </dl>
    </div>
  );
}

function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between border-t pt-2 text-base font-semibold' : 'flex justify-between'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupees(amount)}</dd>
    </div>
  );
}
