import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Send } from 'lucide-react';
import { SendInvoiceEmailDialog } from '@/components/messaging/send-invoice-email-dialog';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';
import { overdueInvoicesQuery, PAYMENT_REMINDERS } from '../api';
import { AlertListCard } from './alert-list-card';

interface Reminding {
  id: string;
  invoiceNumber: string;
  customerName?: string;
}

/** Shown only while some sent invoice is past its due date; Send e-mails the customer a reminder. */
export function PaymentReminders() {
  const { data } = useQuery(overdueInvoicesQuery());
  const [reminding, setReminding] = useState<Reminding | null>(null);
  return (
    <>
      <AlertListCard
        title="Payment Reminders"
        icon={<BellRing className="size-5 text-destructive" aria-hidden />}
        className="border-red-200"
        items={(data?.items ?? []).slice(0, PAYMENT_REMINDERS)}
        keyOf={(invoice) => invoice.id}
        render={(invoice) => ({
          title: invoice.customer?.name || 'Unknown Customer',
          detail: (
            <>
              <p className="text-sm text-destructive">Overdue - {formatRupees(invoice.outstanding)}</p>
              <p className="text-xs text-muted-foreground">{invoice.invoiceNumber}</p>
            </>
          ),
          aside: (
            <Button
              size="sm"
              variant="outline"
              className="shrink-0"
              disabled={!invoice.customer?.email}
              title={invoice.customer?.email ? undefined : 'The customer has no e-mail address'}
              aria-label={`Send a reminder for ${invoice.invoiceNumber}`}
              onClick={() => setReminding({ id: invoice.id, invoiceNumber: invoice.invoiceNumber, customerName: invoice.customer?.name })}
            >
              <Send className="size-4" aria-hidden /> Send
            </Button>
          ),
        })}
      />
      {reminding && <SendInvoiceEmailDialog invoice={reminding} kind="reminder" onClose={() => setReminding(null)} />}
    </>
  );
}
