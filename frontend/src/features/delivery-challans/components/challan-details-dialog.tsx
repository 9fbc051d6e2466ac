import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Download } from 'lucide-react';
import { CHALLAN_PURPOSE_LABELS, TRANSPORT_MODE_LABELS } from '@hisaab/contracts';
import { formatUnitPrice } from '@hisaab/gst';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { challanQuery, downloadChallanPdf, type Challan } from '../api';
import { ChallanStatusBadge } from './challan-status-badge';

type Item = Challan['items'][number];

function itemColumns(challan: Challan): Column<Item>[] {
  const returned = challan.items.some((item) => item.returnedQuantity > 0);
  return [
    {
      header: 'Item',
      cell: (item) => (
        <div>
          <p className="font-medium">{item.productName}</p>
          {item.hsn && <p className="text-xs text-muted-foreground">HSN {item.hsn}</p>}
        </div>
      ),
    },
    { header: 'Qty', numeric: true, cell: (item) => `${item.quantity} ${item.unit}` },
    ...(returned ? [{ header: 'Returned', numeric: true, cell: (item: Item) => `${item.returnedQuantity} ${item.unit}` }] : []),
    { header: 'Rate', numeric: true, cell: (item) => `₹${formatUnitPrice(item.rate)}` },
    { header: 'Amount', numeric: true, cell: (item) => formatRupees(item.amount) },
    ...(challan.taxApplicable ? [{ header: 'GST', numeric: true, cell: (item: Item) => `${item.gstRate}% · ${formatRupees(item.gstAmount)}` }] : []),
  ];
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

export function ChallanDetailsDialog({ challanId, onOpenChange }: { challanId: string; onOpenChange: (open: boolean) => void }) {
  const { data: challan, isError, error } = useQuery(challanQuery(challanId));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader className="text-left">
          <DialogTitle className="flex flex-wrap items-center gap-2 pr-6">
            Delivery Challan {challan?.challanNumber}
            {challan && <ChallanStatusBadge status={challan.status} />}
            {challan?.isInvoiced && <Badge variant="outline">Invoiced</Badge>}
          </DialogTitle>
          <DialogDescription>{challan ? CHALLAN_PURPOSE_LABELS[challan.purpose] : 'Goods sent with a challan'}</DialogDescription>
        </DialogHeader>
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            Error loading challan details: {errorDescription(error, 'please try again.')}
          </p>
        ) : !challan ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6" label="Loading challan" />
          </div>
        ) : (
          <ChallanBody challan={challan} />
        )}
        {challan && (
          <DialogFooter>
            <Button variant="outline" onClick={() => void downloadChallanPdf(challan)}>
              <Download className="size-4" aria-hidden /> Download PDF
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChallanBody({ challan }: { challan: Challan }) {
  const transport = [challan.transportMode && TRANSPORT_MODE_LABELS[challan.transportMode], challan.vehicleNumber].filter(Boolean).join(' · ');
  const driver = [challan.driverName, challan.driverPhone].filter(Boolean).join(' · ');
  return (
    <div className="flex flex-col gap-5 text-sm">
      {challan.ewayBillWarning && (
        <p role="status" className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-yellow-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {challan.ewayBillWarning}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 rounded-lg border p-4 sm:grid-cols-3">
        <Fact label="Customer">
          {challan.customer ? (
            <>
              {challan.customer.name}
              {challan.customer.gstNumber && <span className="block font-mono text-xs font-normal text-muted-foreground">{challan.customer.gstNumber}</span>}
              {challan.customer.address && <span className="block text-xs font-normal text-muted-foreground">{challan.customer.address}</span>}
            </>
          ) : (
            'Customer information not available'
          )}
        </Fact>
        <Fact label="Challan date">{formatDate(challan.challanDate)}</Fact>
        <Fact label="Delivery date">{formatDate(challan.deliveryDate)}</Fact>
        <Fact label="Place of supply">{challan.supplyType === 'INTER' ? challan.placeOfSupplyLabel : `${challan.placeOfSupplyLabel} (within the state)`}</Fact>
        <Fact label="Transport">{transport || '—'}</Fact>
        <Fact label="Driver">{driver || '—'}</Fact>
        {challan.invoiceNumber && <Fact label="Invoice">{challan.invoiceNumber}</Fact>}
      </dl>

      {challan.items.length ? (
        <div className="rounded-lg border">
          <DataTable caption="Challan items" columns={itemColumns(challan)} rows={challan.items} rowKey={(item) => item.id} />
        </div>
      ) : (
        <p className="text-muted-foreground">No items found</p>
      )}

      <dl className="ml-auto grid grid-cols-2 gap-x-6 gap-y-1 tabular-nums">
        <dt className="text-muted-foreground">{challan.taxApplicable ? 'Taxable value' : 'Value of goods'}</dt>
        <dd className="text-right">{formatRupees(challan.subtotal)}</dd>
        {challan.taxApplicable && challan.supplyType === 'INTRA' && (
          <>
            <dt className="text-muted-foreground">CGST</dt>
            <dd className="text-right">{formatRupees(challan.cgst)}</dd>
            <dt className="text-muted-foreground">{challan.sgstLabel}</dt>
            <dd className="text-right">{formatRupees(challan.sgst)}</dd>
          </>
        )}
        {challan.taxApplicable && challan.supplyType === 'INTER' && (
          <>
            <dt className="text-muted-foreground">IGST</dt>
            <dd className="text-right">{formatRupees(challan.igst)}</dd>
          </>
        )}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatRupees(challan.total)}</dd>
      </dl>
      {!challan.taxApplicable && <p className="text-xs text-muted-foreground">No tax: the goods do not move for a supply by a business that charges GST.</p>}
      {challan.notes && (
        <div>
          <h3 className="text-xs text-muted-foreground">Notes</h3>
          <p className="whitespace-pre-line">{challan.notes}</p>
        </div>
      )}
    </div>
  );
}
