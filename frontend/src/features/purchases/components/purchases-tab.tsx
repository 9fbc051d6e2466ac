import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Eye, PackagePlus, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { SearchInput } from '@/components/ui/search-input';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { purchasesQuery, type PurchaseListItem } from '../api';
import { orderedRange, PeriodFilter, type Period } from '@/components/period-filter';
import { PurchaseDetailsDialog } from './purchase-details-dialog';
import { PurchaseDialog } from './purchase-dialog';

const COLUMNS: readonly Column<PurchaseListItem>[] = [
  { header: 'Bill', cell: (bill) => <span className="font-medium">{bill.billNumber}</span> },
  { header: 'Supplier', cell: (bill) => bill.supplierName },
  { header: 'Date', cell: (bill) => formatDate(bill.billDate) },
  { header: 'Tax', cell: (bill) => <Badge variant={bill.itcEligible ? 'success' : 'outline'}>{`${bill.supplyType === 'INTER' ? 'IGST' : 'CGST + SGST'}${bill.itcEligible ? ' · ITC' : ''}`}</Badge> },
  { header: 'GST', numeric: true, cell: (bill) => formatRupees(bill.gstAmount) },
  { header: 'Total', numeric: true, cell: (bill) => <span className="font-semibold">{formatRupees(bill.total)}</span> },
];

/** Supplier bills: search, period, newest first, each opened for its lines. */
export function PurchasesTab({ period, onPeriodChange, creating, onCreatingChange }: { period: Period; onPeriodChange: (period: Period) => void; creating: boolean; onCreatingChange: (open: boolean) => void }) {
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(purchasesQuery({ search: useDebouncedValue(search.trim()), ...orderedRange(period) }));
  const bills = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [viewing, setViewing] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchInput aria-label="Search purchase bills" placeholder="Search supplier, GSTIN or bill number" value={search} onChange={(event) => setSearch(event.target.value)} className="lg:w-80" />
        <PeriodFilter value={period} onChange={onPeriodChange} />
      </div>
      <Card>
        {query.isError ? (
          <p role="alert" className="p-6 text-sm text-destructive">
            {errorDescription(query.error, 'Could not load purchase bills.')}
          </p>
        ) : query.isPending || bills.length ? (
          <DataTable
            caption="Purchase bills"
            columns={COLUMNS}
            rows={bills}
            rowKey={(bill) => bill.id}
            loading={query.isPending}
            actions={(bill) => (
              <Button variant="outline" size="sm" onClick={() => setViewing(bill.id)} aria-label={`View bill ${bill.billNumber} from ${bill.supplierName}`}>
                <Eye className="size-4" aria-hidden /> <span className="hidden sm:inline">View</span>
              </Button>
            )}
          />
        ) : (
          <EmptyState
            icon={PackagePlus}
            title="No purchase bills found"
            description={search.trim() ? 'Try another supplier, GSTIN or bill number, or another period.' : 'Record the bills of what you buy: stock comes in and the GST you paid counts as input tax.'}
            action={
              !search.trim() && (
                <Button onClick={() => onCreatingChange(true)}>
                  <Plus className="size-4" aria-hidden /> Record Purchase Bill
                </Button>
              )
            }
          />
        )}
        <LoadMore query={query} />
      </Card>
      {creating && <PurchaseDialog onClose={() => onCreatingChange(false)} />}
      {viewing && <PurchaseDetailsDialog id={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
