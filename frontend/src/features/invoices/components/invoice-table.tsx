import { Ban, BellRing, CheckCircle2, Eye, FileJson, FileText, Link2, Mail, MessageCircle, Paperclip, Pencil, ReceiptText, Send } from 'lucide-react';
import { InvoiceStatusBadge } from '@/components/invoice-status-badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { formatDate, formatRupees } from '@/lib/format';
import { invoiceMessaging } from '@/lib/messaging';
import { copyPublicLink, downloadEInvoice, openInvoicePdf } from '../invoice-links';
import { ACTION_LABELS, QuickSends, type MessageAction, type MessageActionProps } from './invoice-quick-sends';
import type { InvoiceListItem } from '../types';

export type InvoiceAction = 'view' | 'edit' | 'send' | 'markPaid' | 'creditNote' | 'cancel' | MessageAction;
export type { MessageAction };

const COLUMNS: readonly Column<InvoiceListItem>[] = [
  { header: 'Invoice', cell: (invoice) => <span className="font-medium whitespace-nowrap">{invoice.invoiceNumber}</span> },
  { header: 'Customer', cell: (invoice) => invoice.customer?.name || 'Unknown Customer' },
  { header: 'Date', cell: (invoice) => formatDate(invoice.invoiceDate) },
  { header: 'Due', cell: (invoice) => formatDate(invoice.dueDate) },
  { header: 'Total', numeric: true, cell: (invoice) => formatRupees(invoice.total) },
  { header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.displayStatus} /> },
];

interface InvoiceTableProps {
  invoices: readonly InvoiceListItem[];
  loading: boolean;
  onAction: (action: InvoiceAction, invoice: InvoiceListItem) => void;
  sendingWhatsApp: MessageActionProps['sendingWhatsApp'];
}

export function InvoiceTable({ invoices, loading, onAction, sendingWhatsApp }: InvoiceTableProps) {
  return (
    <DataTable
      caption="All Invoices"
      columns={COLUMNS}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      loading={loading}
      skeletonRows={5}
      actions={(invoice) => (
        // Compact in the table, where the content is narrow until xl; full-size touch targets on phone cards.
        <div className="flex items-center justify-end md:[&_button]:size-8">
          <QuickSends invoice={invoice} onAction={onAction} sendingWhatsApp={sendingWhatsApp} />
          <RowMenu invoice={invoice} onAction={onAction} sendingWhatsApp={sendingWhatsApp} />
        </div>
      )}
    />
  );
}

type RowProps = Pick<InvoiceTableProps, 'onAction' | 'sendingWhatsApp'> & { invoice: InvoiceListItem };

function RowMenu({ invoice, onAction, sendingWhatsApp }: RowProps) {
  return (
    <RowActionsMenu label={`Actions for ${invoice.invoiceNumber}`}>
      <DropdownMenuItem onSelect={() => onAction('view', invoice)}>
        <Eye className="size-4" aria-hidden /> View
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => void openInvoicePdf(invoice)}>
        <FileText className="size-4" aria-hidden /> View PDF
      </DropdownMenuItem>
      {(invoice.status === 'sent' || invoice.status === 'paid') && (
        <DropdownMenuItem onSelect={() => void copyPublicLink(invoice.shareId)}>
          <Link2 className="size-4" aria-hidden /> Copy public link
        </DropdownMenuItem>
      )}
      {invoice.status === 'draft' && (
        <DropdownMenuItem onSelect={() => onAction('edit', invoice)}>
          <Pencil className="size-4" aria-hidden /> Edit Invoice
        </DropdownMenuItem>
      )}
      {invoice.status === 'draft' && (
        <DropdownMenuItem onSelect={() => onAction('send', invoice)}>
          <Send className="size-4" aria-hidden /> Send Invoice
        </DropdownMenuItem>
      )}
      {invoice.status === 'sent' && (
        <DropdownMenuItem onSelect={() => onAction('markPaid', invoice)}>
          <CheckCircle2 className="size-4" aria-hidden /> Mark as Paid
        </DropdownMenuItem>
      )}
      {(invoice.status === 'sent' || invoice.status === 'paid') && (
        <DropdownMenuItem onSelect={() => void downloadEInvoice(invoice)}>
          <FileJson className="size-4" aria-hidden /> Download E-invoice JSON
        </DropdownMenuItem>
      )}
      {(invoice.status === 'sent' || invoice.status === 'paid') && (
        <DropdownMenuItem onSelect={() => onAction('creditNote', invoice)}>
          <ReceiptText className="size-4" aria-hidden /> Create Credit Note
        </DropdownMenuItem>
      )}
      <MessageItems invoice={invoice} onAction={onAction} sendingWhatsApp={sendingWhatsApp} />
      {/* An issued invoice with payments or credit notes stands (the server refuses to cancel it). */}
      {(invoice.status === 'draft' || (invoice.status === 'sent' && invoice.amountPaid === 0 && invoice.credited === 0)) && (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => onAction('cancel', invoice)} className="text-destructive">
            <Ban className="size-4" aria-hidden /> Cancel invoice
          </DropdownMenuItem>
        </>
      )}
    </RowActionsMenu>
  );
}

/** Only issued invoices are sent to the customer; reminders only while money is owed (the server's rules). */
function MessageItems({ invoice, onAction, sendingWhatsApp }: RowProps) {
  const { canSend, canRemind } = invoiceMessaging(invoice);
  if (!canSend) return null;
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => onAction('email', invoice)}>
        <Mail className="size-4" aria-hidden /> {ACTION_LABELS.email}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction('emailPdf', invoice)}>
        <Paperclip className="size-4" aria-hidden /> {ACTION_LABELS.emailPdf}
      </DropdownMenuItem>
      {canRemind && (
        <>
          <DropdownMenuItem onSelect={() => onAction('reminderEmail', invoice)}>
            <BellRing className="size-4" aria-hidden /> {ACTION_LABELS.reminderEmail}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={sendingWhatsApp(invoice.id, 'reminder')} onSelect={() => onAction('whatsappReminder', invoice)}>
            <MessageCircle className="size-4" aria-hidden /> {ACTION_LABELS.whatsappReminder}
          </DropdownMenuItem>
        </>
      )}
      <DropdownMenuItem disabled={sendingWhatsApp(invoice.id, 'download_link')} onSelect={() => onAction('whatsappLink', invoice)}>
        <MessageCircle className="size-4" aria-hidden /> {ACTION_LABELS.whatsappLink}
      </DropdownMenuItem>
    </>
  );
}
