import { useQuery } from '@tanstack/react-query';
import { InvoiceStatusBadge } from '@/components/invoice-status-badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate, formatRupees } from '@/lib/format';
import { customerInvoicesQuery, type Customer, type CustomerInvoice } from '../api';

const COLUMNS: readonly Column<CustomerInvoice>[] = [
  { header: 'Invoice', cell: (invoice) => invoice.invoiceNumber },
  { header: 'Date', cell: (invoice) => formatDate(invoice.invoiceDate) },
  { header: 'Total', cell: (invoice) => formatRupees(invoice.total), numeric: true },
  { header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.displayStatus} /> },
];

export function CustomerInvoicesDialog({ customer, onOpenChange }: { customer: Customer; onOpenChange: (open: boolean) => void }) {
  const { data, isPending, isError } = useQuery(customerInvoicesQuery(customer.id));
  const invoices = data?.items ?? [];
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Invoices for {customer.name}</DialogTitle>
          <DialogDescription>Newest first.</DialogDescription>
        </DialogHeader>
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the invoices. Please try again.
          </p>
        ) : !isPending && !invoices.length ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No invoices found for this customer</p>
        ) : (
          <div className="-mx-6 md:mx-0">
            <DataTable caption={`Invoices for ${customer.name}`} columns={COLUMNS} rows={invoices} rowKey={(invoice) => invoice.id} loading={isPending} skeletonRows={3} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
