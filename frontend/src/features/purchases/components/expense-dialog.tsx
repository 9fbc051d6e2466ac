import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, PAYMENT_METHODS } from '@hisaab/contracts';
import { gstRateChoices } from '@/components/gst-rate-select';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateInput } from '@/components/ui/date-input';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { todayInIndia } from '@/lib/calendar';
import { serverFieldErrors } from '@/lib/form-errors';
import { formatRupees } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { useSaveExpense, type Expense } from '../api';
import { expenseDefaults, expenseSchema, suggestedGst, toExpenseRequest, type ExpenseFormValues } from '../schemas';
import { ReceiptPicker } from './receipt-picker';

interface ExpenseDialogProps {
  /** Editing this expense; a new one when left out. */
  expense?: Expense;
  onClose: () => void;
}

/** Record Expense / Edit Expense: the expense, the GST on it and, optionally, its receipt. */
export function ExpenseDialog({ expense, onClose }: ExpenseDialogProps) {
  const save = useSaveExpense();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<ExpenseFormValues>({ resolver: zodResolver(expenseSchema), defaultValues: expenseDefaults(expense) });
  const { errors } = formState;
  const [date, amount, gstRate, supplyType, gstPaid] = useWatch({ control, name: ['expenseDate', 'amount', 'gstRate', 'supplyType', 'gstPaid'] });
  const suggestion = suggestedGst(amount, gstRate, supplyType);

  const onSubmit = async (values: ExpenseFormValues) => {
    try {
      await save.mutateAsync({ id: expense?.id, expense: toExpenseRequest(values), receipt, idempotencyKey });
      onClose();
    } catch (error) {
      // The server answered, so nothing was recorded: the next attempt is a new request.
      if (error instanceof ApiError) setIdempotencyKey(newIdempotencyKey());
      Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(field as keyof ExpenseFormValues, { message }));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{expense ? 'Edit Expense' : 'Record Expense'}</DialogTitle>
          <DialogDescription>Money spent on running the business. GST you can claim back counts as input tax credit.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Date" error={errors.expenseDate?.message}>
              <DateInput max={todayInIndia()} {...register('expenseDate')} />
            </FormField>
            <FormField label="Category" error={errors.category?.message}>
              <Select {...register('category')}>
                <option value="">Select category</option>
                {EXPENSE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {EXPENSE_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Amount before GST (₹)" error={errors.amount?.message}>
              <Input type="number" inputMode="decimal" min={0.01} step="0.01" {...register('amount')} />
            </FormField>
            <FormField label="Payment method" error={errors.paymentMethod?.message}>
              <Select {...register('paymentMethod')}>
                <option value="">Select method</option>
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {PAYMENT_METHOD_LABELS[method]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="GST rate" error={errors.gstRate?.message}>
              <Select {...register('gstRate')}>
                <option value="">Not known / no GST</option>
                {gstRateChoices(date || todayInIndia(), expense?.gstRate ?? undefined).map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {rate}%
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="GST type" error={errors.supplyType?.message}>
              <Select {...register('supplyType')}>
                <option value="INTRA">CGST + SGST (same state)</option>
                <option value="INTER">IGST (other state)</option>
              </Select>
            </FormField>
            <FormField
              label="GST paid (₹)"
              error={errors.gstPaid?.message}
              hint={
                suggestion !== null &&
                Number(gstPaid || 0) !== suggestion && (
                  <span>
                    {gstRate}% of the amount is {formatRupees(suggestion)}.{' '}
                    <Button variant="link" className="h-auto p-0 text-xs" onClick={() => setValue('gstPaid', suggestion.toFixed(2), { shouldValidate: true })}>
                      Use {formatRupees(suggestion)}
                    </Button>
                  </span>
                )
              }
            >
              <Input type="number" inputMode="decimal" min={0} step="0.01" placeholder="0.00" {...register('gstPaid')} />
            </FormField>
            <FormField label="Vendor" error={errors.vendor?.message}>
              <Input placeholder="Who was paid" autoComplete="off" {...register('vendor')} />
            </FormField>
          </div>
          <div>
            <CheckboxField label="Input tax credit can be claimed" description="A tax invoice in your GSTIN's name, for business use." {...register('itcEligible')} />
            <FieldError message={errors.itcEligible?.message} />
          </div>
          <FormField label="Notes" error={errors.notes?.message}>
            <Textarea rows={2} {...register('notes')} />
          </FormField>
          <ReceiptPicker file={receipt} onChange={setReceipt} />
          {expense?.receipt && !receipt && <p className="text-xs text-muted-foreground">Attached: {expense.receipt.fileName}. A new file replaces it.</p>}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {expense ? 'Save Changes' : 'Record Expense'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
