import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Amounts: right-aligned in the table. */
  numeric?: boolean;
}

interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  /** The first column is the row's title on the phone card. */
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's menu or buttons, in the last column (top right of the card). */
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  skeletonRows?: number;
}

/** Cell padding: tighter until `xl`, where the content beside the sidebar is about 720 px wide. */
const CELL_X = 'px-3 xl:px-4';

/**
 * A table from the `md` breakpoint up; below it each row becomes a stacked card (label, value),
 * so 360 px phones never scroll sideways.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, actions, loading = false, skeletonRows = 5 }: DataTableProps<T>) {
  const placeholders = Array.from({ length: skeletonRows }, (_, index) => index);
  const [titleColumn, ...detailColumns] = columns;

  return (
    <>
      <table className="hidden w-full text-sm md:table" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn(CELL_X, 'py-3 font-medium', column.numeric && 'text-right')}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className={cn(CELL_X, 'w-12 py-3')}>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {loading
            ? placeholders.map((index) => (
                <tr key={index} className="border-b last:border-0" data-testid="skeleton-row">
                  {columns.map((column) => (
                    <td key={column.header} className={cn(CELL_X, 'py-3')}>
                      <Skeleton className="h-5 w-full max-w-32" />
                    </td>
                  ))}
                  {actions && <td className={cn(CELL_X, 'py-3')} />}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className="border-b last:border-0 hover:bg-surface">
                  {columns.map((column) => (
                    <td key={column.header} className={cn(CELL_X, 'py-3 align-middle', column.numeric && 'text-right tabular-nums')}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions && <td className={cn(CELL_X, 'py-2 text-right')}>{actions(row)}</td>}
                </tr>
              ))}
        </tbody>
      </table>

      <ul className="flex flex-col divide-y md:hidden" aria-label={caption} aria-busy={loading || undefined}>
        {loading
          ? placeholders.map((index) => (
              <li key={index} className="flex flex-col gap-2 p-4">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </li>
            ))
          : rows.map((row) => (
              <li key={rowKey(row)} className="p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0 font-medium break-words">{titleColumn.cell(row)}</div>
                  {actions && <div className="-mt-1 -mr-2 shrink-0">{actions(row)}</div>}
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {detailColumns.map((column) => (
                    <div key={column.header} className="contents">
                      <dt className="text-muted-foreground">{column.header}</dt>
                      <dd className="min-w-0 text-right break-words tabular-nums">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
      </ul>
    </>
  );
}
