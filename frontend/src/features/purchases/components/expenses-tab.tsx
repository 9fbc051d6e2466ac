import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Paperclip, Pencil, Plus, ReceiptIndianRupee, Trash2 } from 'lucide-react';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, ExpenseMessages, type ExpenseCategory } from '@hisaab/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { LoadMore } from '@/components/ui/load-more';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { expensesQuery, useDeleteExpense, useRemoveReceipt, type Expense } from '../api';
import { ExpenseDialog } from './expense-dialog';
import { MonthlyTotals } from './monthly-totals';
import { orderedRange, PeriodFilter, type Period } from '@/components/period-filter';
import { ReceiptViewer } from './receipt-viewer';

type WithReceipt = Expense & { receipt: NonNullable<Expense['receipt']> };
const hasReceipt = (expense: Expense): expense is WithReceipt => expense.receipt !== null;

const COLUMNS: readonly Column<Expense>[] = [
  { header: 'Expense', cell: (e) => <span className="font-medium">{e.vendor ?? EXPENSE_CATEGORY_LABELS[e.category]}</span> },
  { header: 'Date', cell: (e) => formatDate(e.expenseDate) },
  { header: 'Category', cell: (e) => <Badge variant="secondary">{EXPENSE_CATEGORY_LABELS[e.category]}</Badge> },
  { header: 'Paid by', cell: (e) => PAYMENT_METHOD_LABELS[e.paymentMethod] },
  {
    header: 'GST',
    numeric: true,
    cell: (e) => (e.gstPaid ? `${formatRupees(e.gstPaid)}${e.itcEligible ? ' · ITC' : ''}` : '—'),
  },
  { header: 'Total', numeric: true, cell: (e) => <span className="font-semibold">{formatRupees(e.total)}</span> },
];

/** Ordered-by-date list with filters, totals by month and category, and the expense dialogs. */
export function ExpensesTab({ period, onPeriodChange, creating, onCreatingChange }: { period: Period; onPeriodChange: (period: Period) => void; creating: boolean; onCreatingChange: (open: boolean) => void }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ExpenseCategory | ''>('');
  const range = orderedRange(period);
  const query = useInfiniteQuery(expensesQuery({ search: useDebouncedValue(search.trim()), category, ...range }));
  const expenses = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [editing, setEditing] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [viewing, setViewing] = useState<WithReceipt | null>(null);
  const deleteExpense = useDeleteExpense();
  const removeReceipt = useRemoveReceipt();
  const filtered = Boolean(search.trim() || category);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchInput aria-label="Search expenses" placeholder="Search vendor or notes" value={search} onChange={(event) => setSearch(event.target.value)} className="lg:w-72" />
        <FormField label="Category" className="w-full sm:w-56">
          <Select value={category} onChange={(event) => setCategory(event.target.value as ExpenseCategory | '')}>
            <option value="">All categories</option>
            {EXPENSE_CATEGORIES.map((code) => (
              <option key={code} value={code}>
                {EXPENSE_CATEGORY_LABELS[code]}
              </option>
            ))}
          </Select>
        </FormField>
        <PeriodFilter value={period} onChange={onPeriodChange} />
      </div>

      <Card>
        {query.isError ? (
          <p role="alert" className="p-6 text-sm text-destructive">
            {errorDescription(query.error, 'Could not load expenses.')}
          </p>
        ) : query.isPending || expenses.length ? (
          <DataTable
            caption="Expenses"
            columns={COLUMNS}
            rows={expenses}
            rowKey={(expense) => expense.id}
            loading={query.isPending}
            actions={(expense) => (
              <RowActionsMenu label={`Actions for the expense of ${formatDate(expense.expenseDate)}, ${formatRupees(expense.total)}`}>
                <DropdownMenuItem onSelect={() => setEditing(expense)}>
                  <Pencil className="size-4" aria-hidden /> Edit
                </DropdownMenuItem>
                {hasReceipt(expense) && (
                  <>
                    <DropdownMenuItem onSelect={() => setViewing(expense)}>
                      <Paperclip className="size-4" aria-hidden /> View Receipt
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => removeReceipt.mutate(expense.id)}>
                      <Paperclip className="size-4" aria-hidden /> Remove Receipt
                    </DropdownMenuItem>
                  </>
                )}
                <DropdownMenuItem className="text-destructive" onSelect={() => setDeleting(expense)}>
                  <Trash2 className="size-4" aria-hidden /> Delete
                </DropdownMenuItem>
              </RowActionsMenu>
            )}
          />
        ) : (
          <EmptyState
            icon={ReceiptIndianRupee}
            title="No expenses found"
            description={filtered ? 'Try another search, category or period.' : 'Record rent, salaries, bills and other spending to see where the money goes.'}
            action={
              !filtered && (
                <Button onClick={() => onCreatingChange(true)}>
                  <Plus className="size-4" aria-hidden /> Record Expense
                </Button>
              )
            }
          />
        )}
        <LoadMore query={query} />
      </Card>

      <MonthlyTotals range={range} />

      {(creating || editing) && (
        <ExpenseDialog
          expense={editing ?? undefined}
          onClose={() => {
            setEditing(null);
            onCreatingChange(false);
          }}
        />
      )}
      {viewing && <ReceiptViewer expense={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete expense?"
        description={deleting ? ExpenseMessages.deleteConfirm(`of ${formatDate(deleting.expenseDate)} for ${formatRupees(deleting.total)}`) : ''}
        confirmLabel="Delete"
        confirmVariant="destructive"
        pending={deleteExpense.isPending}
        onConfirm={() => deleting && deleteExpense.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
