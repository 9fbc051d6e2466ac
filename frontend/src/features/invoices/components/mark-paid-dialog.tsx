import { useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { todayInIndia } from '@/lib/calendar';
import { formatRupees } from '@/lib/format';
import { serverFieldErrors } from '@/lib/form-errors';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { useChangeInvoiceStatus } from '../api';
import type { InvoiceListItem } from '../types';

/** Mark as Paid records the balance as a payment, so it asks how and when it was received. */
export function MarkPaidDialog({ invoice, onClose }: { invoice: InvoiceListItem; onClose: () => void }) {
  const change = useChangeInvoiceStatus();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('upi');
  const [paymentDate, setPaymentDate] = useState(todayInIndia());
  // The server's word on the date (before the invoice date, in the future), shown under the field.
  const [dateError, setDateError] = useState<string | undefined>();
  const balance = invoice.outstanding;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark invoice {invoice.invoiceNumber} as paid?</DialogTitle>
          <DialogDescription>The balance of {formatRupees(balance)} is recorded as a payment. If this is a mistake, reverse the payment on the Payments page.</DialogDescription>
        </DialogHeader>
        <FormField label="Payment method">
          <Select value={paymentMethod} onChange={(event) => setPaymentMethod(event.target.value as PaymentMethod)}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Payment date" error={dateError}>
          <DateInput
            name="paymentDate"
            value={paymentDate}
            min={invoice.invoiceDate}
            max={todayInIndia()}
            onChange={(event) => {
              setPaymentDate(event.target.value);
              setDateError(undefined);
            }}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            Go back
          </Button>
          <Button loading={change.isPending} onClick={() =>
              change.mutate(
                { id: invoice.id, status: 'paid', paymentMethod, paymentDate },
                { onSuccess: onClose, onError: (error) => setDateError(serverFieldErrors(error).paymentDate) },
              )
            }>
            Mark as Paid
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
