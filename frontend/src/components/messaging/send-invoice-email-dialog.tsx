import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import {
  businessConfigQuery,
  EMAIL_ACTIONS,
  fromEmailSchema,
  useSendInvoiceEmail,
  type FromEmailValues,
  type InvoiceEmailKind,
} from '@/lib/messaging';

interface SendInvoiceEmailDialogProps {
  invoice: { id: string; invoiceNumber: string; customerName?: string };
  kind: InvoiceEmailKind;
  onClose: () => void;
}

/**
 * Spec part 1 §2: 'The email actions ask for a from-address'. Prefilled with the business e-mail
 * (Configuration); the customer's reply goes to it (the server sends from its own address).
 */
export function SendInvoiceEmailDialog({ invoice, kind, onClose }: SendInvoiceEmailDialogProps) {
  const send = useSendInvoiceEmail();
  const { data: config } = useQuery(businessConfigQuery());
  const { register, handleSubmit, formState, getFieldState, setValue } = useForm<FromEmailValues>({
    resolver: zodResolver(fromEmailSchema),
    defaultValues: { fromEmail: config?.companyEmail ?? '' },
  });
  const businessEmail = config?.companyEmail ?? '';

  // The configuration may arrive after the dialog opened: fill it in unless the user typed already.
  useEffect(() => {
    if (businessEmail && !getFieldState('fromEmail').isDirty) setValue('fromEmail', businessEmail);
  }, [businessEmail, getFieldState, setValue]);

  // One key per sending of this dialog: a second click while the first waits is blocked (the
  // button is busy and the dialog stays open), and a retry after no answer reached us (timeout,
  // network) keeps the key, so the server finds the message if the first request did arrive.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const action = EMAIL_ACTIONS[kind];
  const onSubmit = async ({ fromEmail }: FromEmailValues) => {
    try {
      await send.mutateAsync({ invoiceId: invoice.id, kind, fromEmail, idempotencyKey });
      onClose();
    } catch (error) {
      // The server answered, so nothing was sent: the next attempt is a new request.
      if (error instanceof ApiError) setIdempotencyKey(newIdempotencyKey());
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !send.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{action.label}</DialogTitle>
          <DialogDescription>
            {invoice.invoiceNumber}
            {invoice.customerName ? ` · ${invoice.customerName}` : ''}. {action.description}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <FormField label="From email" error={formState.errors.fromEmail?.message}>
            <Input type="email" autoComplete="email" inputMode="email" placeholder="you@yourbusiness.in" {...register('fromEmail')} />
          </FormField>
          <p className="-mt-2 text-xs text-muted-foreground">The customer's reply comes to this address.</p>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              {action.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
