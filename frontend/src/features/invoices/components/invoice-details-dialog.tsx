import { useQuery } from '@tanstack/react-query';
import { formatUnitPrice, stateByCode } from '@hisaab/gst';
import { Download } from 'lucide-react';
import { CREDIT_NOTE_REASON_LABELS } from '@hisaab/contracts';
import { InvoiceStatusBadge } from '@/components/invoice-status-badge';
import { IconButton } from '@/components/ui/icon-button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { invoiceQuery } from '../api';
import { downloadCreditNotePdf } from '../credit-notes/api';
import type { Invoice, InvoiceItem } from '../types';
import { TaxBreakdown } from './tax-breakdown';

const ITEM_COLUMNS: readonly Column<InvoiceItem>[] = [
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
  { header: 'Rate', numeric: true, cell: (item) => `₹${formatUnitPrice(item.rate)}` },
  { header: 'Taxable', numeric: true, cell: (item) => formatRupees(item.taxable) },
  { header: 'GST', numeric: true, cell: (item) => `${item.gstRate}% · ${formatRupees(item.gstAmount)}` },
  { header: 'Total', numeric: true, cell: (item) => formatRupees(item.totalAmount) },
];

const DOCUMENT_NAMES: Record<Invoice['documentType'], string> = {
  tax_invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  non_gst_invoice: 'Invoice without GST (not registered under GST)',
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

export function InvoiceDetailsDialog({ invoiceId, onOpenChange }: { invoiceId: string; onOpenChange: (open: boolean) => void }) {
  const { data: invoice, isError, error } = useQuery(invoiceQuery(invoiceId));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader className="text-left">
          <DialogTitle className="flex flex-wrap items-center gap-2 pr-6">
            Invoice {invoice?.invoiceNumber}
            {invoice && <InvoiceStatusBadge status={invoice.displayStatus} />}
          </DialogTitle>
          <DialogDescription>{invoice ? DOCUMENT_NAMES[invoice.documentType] : 'Tax invoice'}</DialogDescription>
        </DialogHeader>
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(error, 'Could not load the invoice.')}
          </p>
        ) : !invoice ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6" label="Loading invoice" />
          </div>
        ) : (
          <InvoiceBody invoice={invoice} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The invoice's credit notes, each with its PDF. */
function CreditNoteList({ invoice }: { invoice: Invoice }) {
  return (
    <section aria-labelledby="invoice-credit-notes" className="rounded-lg border p-4">
      <h3 id="invoice-credit-notes" className="font-semibold">
        Credit notes
      </h3>
      <ul className="mt-2 divide-y">
        {invoice.creditNotes.map((note) => (
          <li key={note.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{note.noteNumber}</span>
              <span className="text-muted-foreground">
                {' '}
                · {formatDate(note.noteDate)} · {CREDIT_NOTE_REASON_LABELS[note.reason]}
              </span>
            </span>
            <span className="flex items-center gap-2 tabular-nums">
              {formatRupees(note.total)}
              {note.refundDue > 0 && <span className="text-muted-foreground">({formatRupees(note.refundDue)} to refund)</span>}
              <IconButton label={`Download PDF of ${note.noteNumber}`} tooltip="Download PDF" icon={Download} onClick={() => void downloadCreditNotePdf(note)} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvoiceBody({ invoice }: { invoice: Invoice }) {
  return (
    <div className="flex flex-col gap-5 text-sm">
      <dl className="grid grid-cols-2 gap-4 rounded-lg border p-4 sm:grid-cols-3">
        <Fact label="Customer">
          {invoice.customer.name}
          {invoice.customer.gstNumber && <span className="block font-mono text-xs font-normal text-muted-foreground">{invoice.customer.gstNumber}</span>}
        </Fact>
        <Fact label="Invoice date">{formatDate(invoice.invoiceDate)}</Fact>
        <Fact label="Due date">{formatDate(invoice.dueDate)}</Fact>
        <Fact label="Place of supply">
          {invoice.placeOfSupplyLabel}
          <span className="block text-xs font-normal text-muted-foreground">
            {invoice.supplyType === 'INTRA' ? 'Intra-state' : invoice.customer.sezUnit ? 'Supply to an SEZ unit: IGST' : stateByCode(invoice.placeOfSupply)?.exportOnly ? 'Export: IGST' : 'Inter-state'}
          </span>
        </Fact>
        <Fact label="Payment terms">{invoice.paymentTerms ?? '—'}</Fact>
        {invoice.shippingAddress && <Fact label="Ship to">{invoice.shippingAddress}</Fact>}
        {invoice.sourceChallan && <Fact label="Delivery challan">{invoice.sourceChallan.challanNumber}</Fact>}
      </dl>

      <section aria-label="Items" className="-mx-6 md:mx-0 md:rounded-lg md:border">
        <DataTable caption="Items" columns={ITEM_COLUMNS} rows={invoice.items} rowKey={(item) => item.id} />
      </section>

      <TaxBreakdown invoice={invoice} />
      {invoice.creditNotes.length > 0 && <CreditNoteList invoice={invoice} />}

      {invoice.cancelReason && <p>Cancelled: {invoice.cancelReason}</p>}
      {invoice.notes && (
        <div>
          <h3 className="font-semibold">Notes</h3>
          <p className="whitespace-pre-line text-muted-foreground">{invoice.notes}</p>
        </div>
      )}
      {invoice.termsAndConditions && (
        <div>
          <h3 className="font-semibold">Terms and conditions</h3>
          <p className="whitespace-pre-line text-muted-foreground">{invoice.termsAndConditions}</p>
        </div>
      )}
    </div>
  );
}
