import { queryOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BulkReminderMessages, FROM_EMAIL_MAX_LENGTH, FROM_EMAIL_PATTERN, type BusinessConfig, type SendResultResponse } from '@hisaab/contracts';
import { apiRequest, errorDescription } from './api-client';
import { newIdempotencyKey } from './idempotency-key';
import { queryRoots } from './query-keys';
import { toast } from './toast';

/**
 * Messages to customers (docs/spec/part-1.md §7, §8): e-mails and WhatsApp about one invoice or payment.
 * Shared by the invoices, payments and communications screens (features do not import each other).
 */

/** Spec part 1 §5 "Bulk reminder form" messages; the single e-mail sends use the same two. */
export const FromEmailMessages = {
  invalid: BulkReminderMessages.fromEmail,
  required: BulkReminderMessages.fromEmailRequired,
} as const;

/** The server's rule (@hisaab/contracts, checked by backend communications.dto.ts), so a refused address is caught before it is sent. */
export { FROM_EMAIL_PATTERN };

export const isValidFromEmail = (value: string) => value.length <= FROM_EMAIL_MAX_LENGTH && FROM_EMAIL_PATTERN.test(value);

/** A required from-address: the address the customer's reply goes to. */
export const fromEmailSchema = z.object({
  fromEmail: z.string().trim().min(1, FromEmailMessages.required).refine(isValidFromEmail, FromEmailMessages.invalid),
});
export type FromEmailValues = z.infer<typeof fromEmailSchema>;

export type InvoiceEmailKind = 'invoice' | 'invoice_pdf' | 'reminder';
export type InvoiceWhatsAppKind = 'reminder' | 'download_link';

/** The reply of every single send: 202 when queued; 200 with a wa.me `url` when WhatsApp is not configured on the server. */
export type SendResult = SendResultResponse;

/** What an invoice needs for the send rules. */
export interface MessageableInvoice {
  id: string;
  status: 'draft' | 'sent' | 'paid' | 'cancelled';
  outstanding: number;
}

/**
 * The server's rules (send-communications.service.ts): an issued invoice (sent or paid) can be
 * e-mailed and its download link shared; a reminder only while it is sent and still owes money.
 * Drafts and cancelled invoices send nothing.
 */
export function invoiceMessaging(invoice: MessageableInvoice): { canSend: boolean; canRemind: boolean } {
  const issued = invoice.status === 'sent' || invoice.status === 'paid';
  return { canSend: issued, canRemind: invoice.status === 'sent' && invoice.outstanding > 0 };
}

const EMAIL_PATHS: Record<InvoiceEmailKind, string> = {
  invoice: 'send-email',
  invoice_pdf: 'send-email-with-pdf',
  reminder: 'send-reminder-email',
};

const WHATSAPP_PATHS: Record<InvoiceWhatsAppKind, string> = {
  reminder: 'send-reminder-whatsapp',
  download_link: 'send-download-whatsapp',
};

/** Spec part 1 §8: success and failure toasts of each send. */
export const EMAIL_TOASTS: Record<InvoiceEmailKind, { success: string; failure: string; fallback: string }> = {
  invoice: { success: 'Email sent!', failure: 'Failed to send email', fallback: 'Please check the email address and try again' },
  invoice_pdf: { success: 'Email with PDF sent!', failure: 'Failed to send email', fallback: 'Please check the email address and try again' },
  reminder: { success: 'Reminder sent!', failure: 'Failed to send reminder', fallback: 'Please try again later' },
};

/**
 * `success` (spec) when the server sent the message through the WhatsApp Cloud API. Without it the
 * server only hands back a wa.me link and nothing is sent until the user presses send in WhatsApp:
 * the spec has no text for that case, so `opened` says what happened.
 */
export const WHATSAPP_TOASTS: Record<InvoiceWhatsAppKind | 'payment_confirmation', { success: string; opened: string; failure: string }> = {
  reminder: { success: 'WhatsApp reminder sent!', opened: 'WhatsApp opened with the reminder', failure: 'Failed to send WhatsApp reminder' },
  download_link: { success: 'WhatsApp download link sent!', opened: 'WhatsApp opened with the download link', failure: 'Failed to send WhatsApp download link' },
  payment_confirmation: {
    success: 'WhatsApp confirmation sent successfully',
    opened: 'WhatsApp opened with the payment confirmation',
    failure: 'Failed to send WhatsApp confirmation',
  },
};

/** Dialog texts of the e-mail actions. */
export const EMAIL_ACTIONS: Record<InvoiceEmailKind, { label: string; description: string }> = {
  invoice: { label: 'Send Email', description: 'E-mails the invoice with a link to view it online.' },
  invoice_pdf: { label: 'Send Email with PDF', description: 'E-mails the invoice with its PDF attached.' },
  reminder: { label: 'Send Reminder Email', description: 'E-mails a payment reminder for the amount still due.' },
};

/** Shares the Configuration screen's cache entry (same key, same endpoint). */
export const businessConfigQuery = () =>
  queryOptions({
    queryKey: [queryRoots.config] as const,
    queryFn: ({ signal }) => apiRequest<BusinessConfig>('GET', queryRoots.config, undefined, { signal }),
  });

/**
 * The answer to a WhatsApp send: sent by the server (Cloud API), or a wa.me click-to-chat link that
 * opens here with the message ready, for the user to press send in WhatsApp. That toast carries the
 * link too, for when a popup blocker stops the tab.
 */
function showWhatsAppResult(result: SendResult | undefined, kind: keyof typeof WHATSAPP_TOASTS): void {
  const texts = WHATSAPP_TOASTS[kind];
  if (!result?.url) {
    toast({ title: texts.success });
    return;
  }
  const { url } = result;
  window.open(url, '_blank', 'noopener');
  toast({
    title: texts.opened,
    description: (
      <>
        Nothing is sent until you press send there.{' '}
        <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium underline">
          Open WhatsApp
        </a>
      </>
    ),
  });
}

function useRefreshCommunications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [queryRoots.communications] });
}

const invoicePath = (invoiceId: string, action: string) => `${queryRoots.invoices}/${encodeURIComponent(invoiceId)}/${action}`;
const paymentPath = (paymentId: string, action: string) => `${queryRoots.payments}/${encodeURIComponent(paymentId)}/${action}`;
/** A retried request with the same key finds the same message on the server instead of sending another. */
const withKey = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * The sends of this kind still waiting for the server, anywhere in the app: their buttons stay
 * disabled until they answer, on every screen (a second click would be a second message).
 */
function useInFlight<T>(mutationKey: readonly string[]): T[] {
  return useMutationState({ filters: { mutationKey: [...mutationKey], status: 'pending' }, select: (mutation) => mutation.state.variables as T });
}

export interface InvoiceEmailSend {
  invoiceId: string;
  kind: InvoiceEmailKind;
  fromEmail: string;
  /** One per submission; the dialog keeps it for a retry after no answer came (see SendInvoiceEmailDialog). */
  idempotencyKey: string;
}

/** POST /api/invoices/{id}/send-email | send-email-with-pdf | send-reminder-email, body {fromEmail}. */
export function useSendInvoiceEmail() {
  const refresh = useRefreshCommunications();
  return useMutation({
    mutationFn: ({ invoiceId, kind, fromEmail, idempotencyKey }: InvoiceEmailSend) =>
      apiRequest<SendResult>('POST', invoicePath(invoiceId, EMAIL_PATHS[kind]), { fromEmail }, withKey(idempotencyKey)),
    onSuccess: (_result, { kind }) => {
      toast({ title: EMAIL_TOASTS[kind].success });
      return refresh();
    },
    onError: (error, { kind }) =>
      toast({ title: EMAIL_TOASTS[kind].failure, description: errorDescription(error, EMAIL_TOASTS[kind].fallback), variant: 'destructive' }),
  });
}

const INVOICE_WHATSAPP = ['send', 'invoice-whatsapp'] as const;
const PAYMENT_EMAIL = ['send', 'payment-email'] as const;
const PAYMENT_WHATSAPP = ['send', 'payment-whatsapp'] as const;

interface InvoiceWhatsAppSend {
  invoiceId: string;
  kind: InvoiceWhatsAppKind;
  idempotencyKey: string;
}

/**
 * POST /api/invoices/{id}/send-reminder-whatsapp | send-download-whatsapp, no body. `send` is one
 * user action (one fresh Idempotency-Key); `isSending` is true while such a send is waiting.
 */
export function useSendInvoiceWhatsApp() {
  const refresh = useRefreshCommunications();
  const mutation = useMutation({
    mutationKey: INVOICE_WHATSAPP,
    mutationFn: ({ invoiceId, kind, idempotencyKey }: InvoiceWhatsAppSend) =>
      apiRequest<SendResult>('POST', invoicePath(invoiceId, WHATSAPP_PATHS[kind]), undefined, withKey(idempotencyKey)),
    onSuccess: (result, { kind }) => {
      showWhatsAppResult(result, kind);
      return refresh();
    },
    onError: (error, { kind }) =>
      toast({ title: WHATSAPP_TOASTS[kind].failure, description: errorDescription(error, 'Please try again later'), variant: 'destructive' }),
  });
  const inFlight = useInFlight<InvoiceWhatsAppSend>(INVOICE_WHATSAPP);
  return {
    send: (invoiceId: string, kind: InvoiceWhatsAppKind) => mutation.mutate({ invoiceId, kind, idempotencyKey: newIdempotencyKey() }),
    isSending: (invoiceId: string, kind: InvoiceWhatsAppKind) => inFlight.some((sending) => sending.invoiceId === invoiceId && sending.kind === kind),
  };
}

interface PaymentSend {
  paymentId: string;
  idempotencyKey: string;
}

/** A payment confirmation (no body): `send` is one user action, `isSending` true while one for that payment waits. */
function usePaymentSend(mutationKey: readonly string[], request: (send: PaymentSend) => Promise<SendResult>, onSent: (result: SendResult) => void, failure: string) {
  const refresh = useRefreshCommunications();
  const mutation = useMutation({
    mutationKey,
    mutationFn: request,
    onSuccess: (result) => {
      onSent(result);
      return refresh();
    },
    onError: (error) => toast({ title: failure, description: errorDescription(error, 'Please try again later'), variant: 'destructive' }),
  });
  const inFlight = useInFlight<PaymentSend>(mutationKey);
  return {
    send: (paymentId: string) => mutation.mutate({ paymentId, idempotencyKey: newIdempotencyKey() }),
    isSending: (paymentId: string) => inFlight.some((sending) => sending.paymentId === paymentId),
  };
}

/** POST /api/payments/{id}/send-confirmation-email, no body (the business e-mail is the Reply-To). */
export function useSendPaymentEmail() {
  return usePaymentSend(
    PAYMENT_EMAIL,
    ({ paymentId, idempotencyKey }) => apiRequest<SendResult>('POST', paymentPath(paymentId, 'send-confirmation-email'), undefined, withKey(idempotencyKey)),
    () => toast({ title: 'Email confirmation sent successfully' }),
    'Failed to send email confirmation',
  );
}

/** POST /api/payments/{id}/send-confirmation-whatsapp, no body. */
export function useSendPaymentWhatsApp() {
  return usePaymentSend(
    PAYMENT_WHATSAPP,
    ({ paymentId, idempotencyKey }) => apiRequest<SendResult>('POST', paymentPath(paymentId, 'send-confirmation-whatsapp'), undefined, withKey(idempotencyKey)),
    (result) => showWhatsAppResult(result, 'payment_confirmation'),
    WHATSAPP_TOASTS.payment_confirmation.failure,
  );
}
