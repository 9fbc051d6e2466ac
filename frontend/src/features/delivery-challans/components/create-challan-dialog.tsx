import { useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Plus } from 'lucide-react';
import { CHALLAN_LIMITS, CHALLAN_PURPOSE_LABELS, CHALLAN_PURPOSES, TRANSPORT_MODE_LABELS, TRANSPORT_MODES } from '@hisaab/contracts';
import { formatINR } from '@hisaab/gst';
import { CustomerField } from '@/components/pickers/customer-picker';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverFieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateChallan } from '../api';
import { blankLine, ChallanMessages, challanSchema, consignmentValuePaise, needsEwayBill, newChallanValues, toChallanRequest, type ChallanFormValues } from '../schema';
import { ChallanLineRow } from './challan-line-row';

/** The create dialog (spec part 2 §2, §5): customer, items from inventory or typed, purpose, transport, dates, notes. */
export function CreateChallanDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const create = useCreateChallan();
  // One key per opened form: a double click or a retry creates the challan once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<ChallanFormValues>({ resolver: zodResolver(challanSchema), defaultValues: newChallanValues() });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const lines = useFieldArray({ control, name: 'items' });
  const [purpose, items] = useWatch({ control, name: ['purpose', 'items'] });
  const value = consignmentValuePaise({ purpose, items });

  const submit = async (values: ChallanFormValues) => {
    try {
      await create.mutateAsync({ body: toChallanRequest(values), idempotencyKey });
      onOpenChange(false);
    } catch (error) {
      Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(field as keyof ChallanFormValues, { message }));
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Create Delivery Challan</DialogTitle>
          <DialogDescription>Goods sent with a challan (CGST Rule 55). Tax is shown only when the goods move for a supply.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="customerId"
              render={({ field }) => <CustomerField error={errors.customerId?.message} onBlur={field.onBlur} onChange={(customer) => field.onChange(customer?.id ?? '')} />}
            />
            <FormField label="Purpose" error={errors.purpose?.message}>
              <Select {...register('purpose')}>
                {CHALLAN_PURPOSES.map((option) => (
                  <option key={option} value={option}>
                    {CHALLAN_PURPOSE_LABELS[option]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Challan date" error={errors.challanDate?.message}>
              <DateInput {...register('challanDate')} />
            </FormField>
            <FormField label="Delivery date (optional)" error={errors.deliveryDate?.message}>
              <DateInput {...register('deliveryDate')} />
            </FormField>

            <fieldset className="grid gap-4 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium">Transport</legend>
              <FormField label="Transport mode" error={errors.transportMode?.message}>
                <Select {...register('transportMode')}>
                  <option value="">Not given</option>
                  {TRANSPORT_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {TRANSPORT_MODE_LABELS[mode]}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Vehicle number" error={errors.vehicleNumber?.message}>
                <Input autoComplete="off" placeholder="TN01AB1234" maxLength={CHALLAN_LIMITS.vehicleNumber} className="uppercase" {...register('vehicleNumber')} />
              </FormField>
              <FormField label="Driver name" error={errors.driverName?.message}>
                <Input autoComplete="off" maxLength={CHALLAN_LIMITS.driverName} {...register('driverName')} />
              </FormField>
              <FormField label="Driver phone" error={errors.driverPhone?.message}>
                <Input type="tel" inputMode="tel" autoComplete="off" {...register('driverPhone')} />
              </FormField>
            </fieldset>

            <section className="flex flex-col gap-3 sm:col-span-2" aria-labelledby="challan-items">
              <div className="flex items-center justify-between">
                <h3 id="challan-items" className="text-sm font-medium">
                  Items
                </h3>
                <Button variant="outline" size="sm" onClick={() => lines.append(blankLine())} disabled={lines.fields.length >= CHALLAN_LIMITS.maxItems}>
                  <Plus className="size-4" aria-hidden /> Add Item
                </Button>
              </div>
              <ul className="flex flex-col gap-3">
                {lines.fields.map((line, index) => (
                  <ChallanLineRow key={line.id} index={index} canRemove={lines.fields.length > 1} onRemove={() => lines.remove(index)} />
                ))}
              </ul>
              <FieldError message={errors.items?.message ?? errors.items?.root?.message} />
              <p className="ml-auto text-sm tabular-nums">
                <span className="text-muted-foreground">{purpose === 'supply' ? 'Value with GST (estimate)' : 'Value of goods'} </span>
                <span className="font-semibold">{formatINR(value)}</span>
              </p>
              {needsEwayBill(value) && (
                <p role="status" className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-2 text-sm text-yellow-900">
                  <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {ChallanMessages.ewayBill}
                </p>
              )}
            </section>

            <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
              <Textarea rows={2} {...register('notes')} />
            </FormField>

            <DialogFooter className="sm:col-span-2">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Create Challan
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
