import { Mail, MessageCircle } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { invoiceMessaging, type InvoiceWhatsAppKind } from '@/lib/messaging';
import type { InvoiceListItem } from '../types';

/** Spec part 1 §2 row menu: the e-mail actions ask for a from-address; the WhatsApp ones send at once. */
export type MessageAction = 'email' | 'emailPdf' | 'reminderEmail' | 'whatsappReminder' | 'whatsappLink';

export interface MessageActionProps {
  invoice: InvoiceListItem;
  onAction: (action: MessageAction, invoice: InvoiceListItem) => void;
  /** Whether this WhatsApp message of the invoice is waiting for the server (its actions are disabled meanwhile). */
  sendingWhatsApp: (invoiceId: string, kind: InvoiceWhatsAppKind) => boolean;
}

export const ACTION_LABELS: Record<MessageAction, string> = {
  email: 'Send Email',
  emailPdf: 'Send Email with PDF',
  reminderEmail: 'Send Reminder Email',
  whatsappReminder: 'Send WhatsApp Reminder',
  whatsappLink: 'Send WhatsApp Download Link',
};

/** Why nothing can be sent about this invoice yet (or any more), or why not by this channel. */
function unsendableReason(invoice: InvoiceListItem, channel: 'email' | 'whatsapp'): string | undefined {
  if (!invoiceMessaging(invoice).canSend) {
    return invoice.status === 'draft' ? 'Send Invoice first: a draft is not sent to the customer' : 'A cancelled invoice is not sent to the customer';
  }
  if (channel === 'email' && !invoice.customer.email) return 'The customer has no e-mail address';
  if (channel === 'whatsapp' && !invoice.customer.phone) return 'The customer has no phone number';
  return undefined;
}

/**
 * Spec part 1 §2: the per-row email and WhatsApp buttons, the menu's actions one click away. On an
 * overdue invoice they remind; otherwise they share the invoice (e-mail, WhatsApp download link).
 */
export function QuickSends({ invoice, onAction, sendingWhatsApp }: MessageActionProps) {
  const remind = invoice.displayStatus === 'overdue' && invoiceMessaging(invoice).canRemind;
  const email: MessageAction = remind ? 'reminderEmail' : 'email';
  const whatsApp: MessageAction = remind ? 'whatsappReminder' : 'whatsappLink';
  return (
    <>
      <IconButton
        icon={Mail}
        label={`${ACTION_LABELS[email]} for ${invoice.invoiceNumber}`}
        tooltip={ACTION_LABELS[email]}
        disabledReason={unsendableReason(invoice, 'email')}
        onClick={() => onAction(email, invoice)}
      />
      <IconButton
        icon={MessageCircle}
        label={`${ACTION_LABELS[whatsApp]} for ${invoice.invoiceNumber}`}
        tooltip={ACTION_LABELS[whatsApp]}
        disabledReason={unsendableReason(invoice, 'whatsapp')}
        loading={sendingWhatsApp(invoice.id, remind ? 'reminder' : 'download_link')}
        onClick={() => onAction(whatsApp, invoice)}
      />
    </>
  );
}
