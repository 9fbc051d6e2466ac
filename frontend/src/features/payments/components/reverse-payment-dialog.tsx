import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { formatRupees } from '@/lib/format';
import { useReversePayment, type Payment } from '../api';

export const REVERSAL_REASON_REQUIRED = 'Say why this payment is being reversed';

/** Asks for the reason, then confirms: the payment stays on record as reversed, and its invoice is owed again. */
export function ReversePaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const reverse = useReversePayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    if (!reason.trim()) return setError(REVERSAL_REASON_REQUIRED);
    reverse.mutate({ id: payment.id, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Reverse payment of {formatRupees(payment.amount)}?</DialogTitle>
          <DialogDescription>
            Invoice {payment.invoice.invoiceNumber} will be owed this amount again. The payment stays on record, marked reversed with your reason.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Reason" error={error}>
          <Textarea value={reason} maxLength={500} onChange={(event) => (setReason(event.target.value), setError(undefined))} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={reverse.isPending}>
            Go back
          </Button>
          <Button variant="destructive" onClick={confirm} loading={reverse.isPending}>
            Reverse payment
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
