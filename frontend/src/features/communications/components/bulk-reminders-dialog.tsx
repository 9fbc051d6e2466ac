import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { businessConfigQuery } from '@/lib/messaging';
import { isUnderway, useSendOverdueReminders, type BatchProgress } from '../api';
import { BULK_METHODS, bulkReminderBody, bulkReminderSchema, METHOD_LABELS, sendsWhatsApp, showsFromEmail, type BulkReminderValues } from '../schema';
import { BatchProgressBar } from './batch-progress';
import { BatchResult } from './batch-result';

interface BulkRemindersDialogProps {
  onOpenChange: (open: boolean) => void;
  overdueCount: number | undefined;
  /** Whether the server has the WhatsApp Cloud API (summary.whatsappConfigured); undefined while unknown. */
  whatsappConfigured: boolean | undefined;
  /** The running batch, while it runs (polled by the page). */
  progress: BatchProgress | undefined;
  /** The finished batch whose failures are shown, until the dialog closes. */
  result: BatchProgress | null;
  /** The reply to the send: finished, or running (the page polls it). */
  onSent: (reply: BatchProgress) => void;
}

/** Spec part 1 §2, §5: 'Send Bulk Reminders' to the customers of overdue invoices. */
export function BulkRemindersDialog({ onOpenChange, overdueCount, whatsappConfigured, progress, result, onSent }: BulkRemindersDialogProps) {
  const send = useSendOverdueReminders();
  const { data: config } = useQuery(businessConfigQuery());
  const businessEmail = config?.companyEmail ?? '';
  const { register, handleSubmit, formState, control, getFieldState, setValue } = useForm<BulkReminderValues>({
    resolver: zodResolver(bulkReminderSchema),
    defaultValues: { method: '', fromEmail: businessEmail },
  });
  const method = useWatch({ control, name: 'method' });
  const running = progress !== undefined && isUnderway(progress);
  // Without the Cloud API every WhatsApp reminder of a batch would fail: offer those methods only with it.
  const noBulkWhatsApp = whatsappConfigured === false;

  // The configuration may arrive after the dialog opened: fill it in unless the user typed already.
  useEffect(() => {
    if (businessEmail && !getFieldState('fromEmail').isDirty) setValue('fromEmail', businessEmail);
  }, [businessEmail, getFieldState, setValue]);

  const onSubmit = (values: BulkReminderValues) => send.mutate(bulkReminderBody(values), { onSuccess: onSent });
  const closeButton = (
    <DialogFooter>
      <Button variant="outline" onClick={() => onOpenChange(false)}>
        Close
      </Button>
    </DialogFooter>
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Bulk Reminders</DialogTitle>
          <DialogDescription>
            {overdueCount === undefined
              ? 'Sends a payment reminder to the customer of every overdue invoice.'
              : `Sends a payment reminder to the customer of each of your ${overdueCount} overdue ${overdueCount === 1 ? 'invoice' : 'invoices'}.`}
          </DialogDescription>
        </DialogHeader>
        {running ? (
          <div className="flex flex-col gap-4">
            <BatchProgressBar progress={progress} />
            {closeButton}
          </div>
        ) : result ? (
          <div className="flex flex-col gap-4">
            <BatchResult result={result} />
            {closeButton}
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
            <FormField
              label="Communication method"
              error={formState.errors.method?.message}
              hint={
                noBulkWhatsApp &&
                'Bulk WhatsApp reminders need the WhatsApp Cloud API configured on the server. To remind one customer on WhatsApp, use the WhatsApp button beside their invoice: it opens WhatsApp with the reminder ready to send.'
              }
            >
              <Select {...register('method')}>
                <option value="">Select method</option>
                {BULK_METHODS.map((value) => (
                  <option key={value} value={value} disabled={noBulkWhatsApp && sendsWhatsApp(value)}>
                    {METHOD_LABELS[value]}
                  </option>
                ))}
              </Select>
            </FormField>
            {showsFromEmail(method) && (
              <FormField label="From email" error={formState.errors.fromEmail?.message} hint="The customers' replies come to this address.">
                <Input type="email" autoComplete="email" inputMode="email" placeholder="you@yourbusiness.in" {...register('fromEmail')} />
              </FormField>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={send.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send Reminders
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
