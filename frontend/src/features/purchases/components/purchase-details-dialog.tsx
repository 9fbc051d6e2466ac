import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { purchaseQuery, type PurchaseBill } from '../api';

type Item = PurchaseBill['items'][number];

const columns = (bill: PurchaseBill): Column<Item>[] => [
  { header: 'Item', cell: (item) => <span className="font-medium">{item.productName}</span> },
  { header: 'HSN/SAC', cell: (item) => item.hsn },
  { header: 'Qty', numeric: true, cell: (item) => `${item.quantity} ${item.unit}` },
  { header: 'Rate', numeric: true, cell: (item) => formatRupees(item.rate) },
  { header: 'Taxable', numeric: true, cell: (item) => formatRupees(item.taxable) },
  bill.supplyType === 'INTER'
    ? { header: `IGST`, numeric: true, cell: (item) => `${formatRupees(item.igst)} (${item.gstRate}%)` }
    : { header: `CGST + ${bill.intraLabel}`, numeric: true, cell: (item) => `${formatRupees(item.cgst + item.sgst)} (${item.gstRate}%)` },
  { header: 'Total', numeric: true, cell: (item) => formatRupees(item.totalAmount) },
];

/** One bill as recorded, with each line's tax. */
export function PurchaseDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(purchaseQuery(id));
  const bill = query.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{bill ? `Bill ${bill.billNumber}` : 'Purchase bill'}</DialogTitle>
          <DialogDescription>{bill ? `${bill.supplierName} · ${formatDate(bill.billDate)}` : 'Loading the bill'}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-6" label="Loading the bill" />
          </div>
        ) : !bill ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(query.error, 'Could not load the bill.')}
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Supplier GSTIN</dt>
                <dd>{bill.supplierGstin ?? 'Not registered'}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Place of supply</dt>
                <dd>{bill.placeOfSupplyLabel}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Tax</dt>
                <dd>{bill.supplyType === 'INTER' ? 'IGST (inter-state)' : `CGST + ${bill.intraLabel} (intra-state)`}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Input tax credit</dt>
                <dd>{bill.itcEligible ? <Badge variant="success">Claimable</Badge> : <Badge variant="outline">Not claimed</Badge>}</dd>
              </div>
            </dl>
            <DataTable caption={`Items of bill ${bill.billNumber}`} columns={columns(bill)} rows={bill.items} rowKey={(item) => item.id} />
            <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Taxable value</dt>
              <dd className="text-right tabular-nums">{formatRupees(bill.subtotal)}</dd>
              <dt className="text-muted-foreground">GST</dt>
              <dd className="text-right tabular-nums">{formatRupees(bill.gstAmount)}</dd>
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold tabular-nums">{formatRupees(bill.total)}</dd>
            </dl>
            {bill.notes && <p className="text-sm text-muted-foreground">{bill.notes}</p>}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
