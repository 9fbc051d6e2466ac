import { Mail, MessageCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatRupees } from '@/lib/format';
import type { PendingInvoice } from '../api';
import { pendingStatusText } from '../schema';

interface PendingInvoiceListProps {
  invoices: readonly PendingInvoice[];
  onEmail: (invoice: PendingInvoice) => void;
  onWhatsApp: (invoice: PendingInvoice) => void;
  /** Whether the invoice's WhatsApp reminder is waiting for the server. */
  sendingWhatsApp: (invoice: PendingInvoice) => boolean;
}

/** Spec part 1 §2: each unpaid invoice with 'N days overdue' or 'Pending payment', and a reminder by e-mail or WhatsApp. */
export function PendingInvoiceList({ invoices, onEmail, onWhatsApp, sendingWhatsApp }: PendingInvoiceListProps) {
  return (
    <ul className="flex flex-col divide-y" aria-label="Pending Invoices">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-words">{invoice.customerName}</span>
              <Badge variant={invoice.daysOverdue > 0 ? 'destructive' : 'warning'}>{pendingStatusText(invoice)}</Badge>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {invoice.invoiceNumber} · Due {formatDate(invoice.dueDate)}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
            <div className="text-right">
              <p className="font-semibold tabular-nums">{formatRupees(invoice.outstanding)}</p>
              {invoice.outstanding !== invoice.total && <p className="text-xs text-muted-foreground tabular-nums">of {formatRupees(invoice.total)}</p>}
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={!invoice.hasEmail}
                title={invoice.hasEmail ? undefined : 'The customer has no e-mail address'}
                aria-label={`Send reminder email to ${invoice.customerName} for ${invoice.invoiceNumber}`}
                onClick={() => onEmail(invoice)}
              >
                <Mail className="size-4" aria-hidden /> Email
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!invoice.hasPhone}
                loading={sendingWhatsApp(invoice)}
                title={invoice.hasPhone ? undefined : 'The customer has no phone number'}
                aria-label={`Send WhatsApp reminder to ${invoice.customerName} for ${invoice.invoiceNumber}`}
                onClick={() => onWhatsApp(invoice)}
              >
                <MessageCircle className="size-4" aria-hidden /> WhatsApp
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
