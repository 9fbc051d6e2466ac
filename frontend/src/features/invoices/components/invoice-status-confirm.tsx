import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useChangeInvoiceStatus } from '../api';
import type { InvoiceListItem } from '../types';

const CONFIRMATIONS = {
  sent: {
    title: (number: string) => `Send invoice ${number}?`,
    description:
      'Sending issues the invoice: its number and amounts become final, it counts as a sale, and the inventory products on it are deducted from stock (goods already sent with a delivery challan are not taken again).',
    confirmLabel: 'Send Invoice',
    variant: 'default',
  },
  cancelled: {
    title: (number: string) => `Cancel invoice ${number}?`,
    description:
      'A cancelled invoice stays on record with its number (GST rules allow no reuse). Stock taken when it was sent is returned; an invoice made from a delivery challan frees the challan to be invoiced again or returned. This cannot be undone.',
    confirmLabel: 'Cancel invoice',
    variant: 'destructive',
  },
} as const;

interface InvoiceStatusConfirmProps {
  invoice: InvoiceListItem;
  status: keyof typeof CONFIRMATIONS;
  onClose: () => void;
}

/** Sending and cancelling change an invoice for good, so each asks first and says what follows. */
export function InvoiceStatusConfirm({ invoice, status, onClose }: InvoiceStatusConfirmProps) {
  const change = useChangeInvoiceStatus();
  const text = CONFIRMATIONS[status];
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title(invoice.invoiceNumber)}
      description={text.description}
      confirmLabel={text.confirmLabel}
      confirmVariant={text.variant}
      pending={change.isPending}
      onConfirm={() => change.mutate({ id: invoice.id, status }, { onSettled: onClose })}
    />
  );
}
