import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IndianRupee, Mail, MessageCircle, Plus, Undo2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { useSendPaymentEmail, useSendPaymentWhatsApp } from '@/lib/messaging';
import { useSearchParam } from '@/lib/use-search-param';
import { paymentsQuery, type Payment } from '../api';
import { RecordPaymentDialog } from '../components/record-payment-dialog';
import { ReversePaymentDialog } from '../components/reverse-payment-dialog';
import { METHOD_BADGES, METHOD_LABELS } from '../methods';

/** The dashboard's Record Payment links here with ?record=1: the dialog opens. */
const RECORD_PARAM = 'record';

const COLUMNS: readonly Column<Payment>[] = [
  { header: 'Invoice', cell: (payment) => <span className="font-medium">{payment.invoice.invoiceNumber}</span> },
  { header: 'Date', cell: (payment) => formatDate(payment.paymentDate) },
  {
    header: 'Method',
    cell: (payment) => <Badge variant={METHOD_BADGES[payment.paymentMethod] ?? 'outline'}>{METHOD_LABELS[payment.paymentMethod] ?? payment.paymentMethod}</Badge>,
  },
  { header: 'Reference', cell: (payment) => payment.reference || '—' },
  {
    header: 'Amount',
    numeric: true,
    cell: (payment) => <span className={payment.reversedAt ? 'font-semibold line-through' : 'font-semibold'}>{formatRupees(payment.amount)}</span>,
  },
  {
    header: 'Notes',
    cell: (payment) =>
      payment.reversedAt ? (
        <span>
          <Badge variant="destructive">Reversed</Badge> {payment.reversalReason}
        </span>
      ) : (
        payment.notes || '—'
      ),
  },
];

export default function PaymentsPage() {
  const query = useInfiniteQuery(paymentsQuery());
  const [recordParam, setRecordParam] = useSearchParam(RECORD_PARAM);
  const payments = query.data?.pages.flatMap((page) => page.items) ?? [];
  const openRecord = () => setRecordParam('1');
  const [reversing, setReversing] = useState<Payment | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Payments"
        subtitle="Money received against your invoices."
        actions={
          <Button onClick={openRecord}>
            <Plus className="size-4" aria-hidden /> Record Payment
          </Button>
        }
      />
      <Card>
        {query.isPending ? (
          <p role="status" className="p-6 text-center text-sm text-muted-foreground">
            Loading payments...
          </p>
        ) : query.isError ? (
          <p role="alert" className="p-6 text-sm text-destructive">
            {errorDescription(query.error, 'Could not load payments.')}
          </p>
        ) : payments.length ? (
          <DataTable caption="Payments" columns={COLUMNS} rows={payments} rowKey={(payment) => payment.id} actions={(payment) => <PaymentActions payment={payment} onReverse={() => setReversing(payment)} />} />
        ) : (
          <EmptyState
            icon={IndianRupee}
            title="No payments yet"
            description="Record a payment when a customer pays a sent invoice."
            action={<Button onClick={openRecord}>Record First Payment</Button>}
          />
        )}
        <LoadMore query={query} />
      </Card>
      {recordParam !== null && <RecordPaymentDialog onOpenChange={(open) => !open && setRecordParam(null)} />}
      {reversing && <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />}
    </div>
  );
}

/** Send Email and Send WhatsApp per payment (a confirmation to the invoice's customer), and Reverse. Icons only on phones. */
function PaymentActions({ payment, onReverse }: { payment: Payment; onReverse: () => void }) {
  const email = useSendPaymentEmail();
  const whatsApp = useSendPaymentWhatsApp();
  if (payment.reversedAt) return null;
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" loading={email.isSending(payment.id)} onClick={() => email.send(payment.id)} aria-label={`Send Email for ${payment.invoice.invoiceNumber}`}>
        <Mail className="size-4" aria-hidden /> <span className="hidden sm:inline">Send Email</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={whatsApp.isSending(payment.id)}
        onClick={() => whatsApp.send(payment.id)}
        aria-label={`Send WhatsApp for ${payment.invoice.invoiceNumber}`}
      >
        <MessageCircle className="size-4" aria-hidden /> <span className="hidden sm:inline">Send WhatsApp</span>
      </Button>
      <Button variant="outline" size="sm" onClick={onReverse} aria-label={`Reverse payment for ${payment.invoice.invoiceNumber}`}>
        <Undo2 className="size-4" aria-hidden /> <span className="hidden sm:inline">Reverse</span>
      </Button>
    </div>
  );
}
