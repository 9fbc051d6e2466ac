import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { InvoiceStatusBadge } from '@/components/invoice-status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { recentInvoicesQuery } from '../api';

export function RecentInvoices() {
  const { data, isPending, isError } = useQuery(recentInvoicesQuery());
  const invoices = data?.items ?? [];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-lg">Recent Invoices</CardTitle>
        <Link to="/invoices" className="text-sm font-medium text-primary hover:underline">
          View all
        </Link>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ul className="flex flex-col gap-3" aria-busy>
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-12 w-full" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load recent invoices.
          </p>
        ) : invoices.length ? (
          <ul className="flex flex-col divide-y">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{invoice.invoiceNumber}</p>
                  <p className="truncate text-sm text-muted-foreground">{invoice.customer?.name || 'Unknown Customer'}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-medium tabular-nums">{formatRupees(invoice.total)}</span>
                  <InvoiceStatusBadge status={invoice.displayStatus} />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No invoices found.{' '}
            <Link to="/invoices?new=1" className="font-medium text-primary underline-offset-2 hover:underline">
              Create your first invoice
            </Link>{' '}
            to get started.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
