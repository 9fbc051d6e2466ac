import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';

/** Label and figure pairs, in two columns from the small breakpoint up unless `single` (a statement read top to bottom). */
export function Figures({ items, single = false }: { items: readonly [label: string, value: ReactNode][]; single?: boolean }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-2 text-sm', !single && 'sm:grid-cols-2')}>
      {items.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 border-b py-1.5 last:border-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled table of a report (a card per row on phones), or its empty text. */
export function Section<T>({ title, caption, columns, rows, rowKey, empty, note }: { title: string; caption: string; columns: readonly Column<T>[]; rows: readonly T[]; rowKey: (row: T) => string; empty: string; note?: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length ? (
        <div className="rounded-md border">
          <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </section>
  );
}

export const money = (rupees: number) => formatRupees(rupees);
export const quantity = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 3 });
export const ratePercent = (rate: number | null) => (rate === null ? '—' : `${rate}%`);

/** 'YYYY-MM' as 'Oct 2026'; days stay as given by formatDate's caller. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** Tax head columns (CGST, SGST/UTGST, IGST, cess) for rows that carry them. */
export function taxColumns<T extends { cgst: number; sgst: number; igst: number; cess: number }>(): Column<T>[] {
  return [
    { header: 'CGST', numeric: true, cell: (r) => money(r.cgst) },
    { header: 'SGST/UTGST', numeric: true, cell: (r) => money(r.sgst) },
    { header: 'IGST', numeric: true, cell: (r) => money(r.igst) },
    { header: 'Cess', numeric: true, cell: (r) => money(r.cess) },
  ];
}
