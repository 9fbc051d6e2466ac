import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { formatRupees } from '@/lib/format';
import { overdueInvoicesQuery, PAYMENT_REMINDERS } from '../api';
import { AlertListCard } from './alert-list-card';

/** Shown only while some sent invoice is past its due date. */
export function PaymentReminders() {
  const { data } = useQuery(overdueInvoicesQuery());
  return (
    <AlertListCard
      title="Payment Reminders"
      icon={<BellRing className="size-5 text-destructive" aria-hidden />}
      className="border-red-200"
      items={(data?.items ?? []).slice(0, PAYMENT_REMINDERS)}
      keyOf={(invoice) => invoice.id}
      render={(invoice) => ({
        title: invoice.customer?.name || 'Unknown Customer',
        detail: <p className="text-sm text-destructive">Overdue - {formatRupees(invoice.outstanding)}</p>,
        aside: <span className="shrink-0 text-xs text-muted-foreground">{invoice.invoiceNumber}</span>,
      })}
    />
  );
}
