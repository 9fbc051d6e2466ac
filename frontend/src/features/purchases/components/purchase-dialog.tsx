import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { PurchaseMessages } from '@hisaab/contracts';
import { formatINR, stateByCode } from '@hisaab/gst';
import { GstinHint } from '@/components/gstin-hint';
import { StateSelect } from '@/components/state-select';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateInput } from '@/components/ui/date-input';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { todayInIndia } from '@/lib/calendar';
import { serverFieldErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { livePurchaseTax } from '@/lib/live-tax';
import { businessConfigQuery, useRecordPurchase } from '../api';
import { emptyPurchaseLine, purchaseDefaults, purchaseSchema, toPurchaseRequest, type PurchaseFormValues } from '../schemas';
import { PurchaseLineRow } from './purchase-line-row';

/** Record Purchase Bill: a supplier's bill as printed; the tax is computed as the server computes it. */
export function PurchaseDialog({ onClose }: { onClose: () => void }) {
  // Read afresh: the form starts from it, and the settings may have changed since it was cached.
  const config = useQuery({ ...businessConfigQuery(), staleTime: 0 });
  const businessState = config.data?.gstNumber?.slice(0, 2) ?? config.data?.stateCode ?? '';
  const hasGstin = !!config.data?.gstNumber;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Record Purchase Bill</DialogTitle>
          <DialogDescription>Goods and services bought from a supplier. Lines picked from inventory add to its stock and update the cost price.</DialogDescription>
        </DialogHeader>
        {!config.isFetchedAfterMount && !config.isError ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-6" label="Loading your business details" />
          </div>
        ) : (
          <PurchaseForm businessState={businessState} hasGstin={hasGstin} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PurchaseForm({ businessState, hasGstin, onDone }: { businessState: string; hasGstin: boolean; onDone: () => void }) {
  const record = useRecordPurchase();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<PurchaseFormValues>({ resolver: zodResolver(purchaseSchema), defaultValues: purchaseDefaults(businessState, hasGstin) });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors } = formState;
  const lines = useFieldArray({ control, name: 'items' });
  const [supplierGstin, placeOfSupply, items] = useWatch({ control, name: ['supplierGstin', 'placeOfSupply', 'items'] });
  const tax = livePurchaseTax(items, { supplierGstin: supplierGstin.trim().toUpperCase(), businessState, placeOfSupply });
  const intraLabel = stateByCode(placeOfSupply)?.utgst ? 'UTGST' : 'SGST';

  const onSubmit = async (values: PurchaseFormValues) => {
    try {
      await record.mutateAsync({ bill: toPurchaseRequest(values), idempotencyKey });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setIdempotencyKey(newIdempotencyKey());
      // A duplicate bill (409) names its field too.
      const fields = error instanceof ApiError && error.status === 409 ? (error.body?.details?.fields ?? {}) : serverFieldErrors(error);
      Object.entries(fields).forEach(([field, message]) => setError(field as keyof PurchaseFormValues, { message }));
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField label="Supplier name" error={errors.supplierName?.message}>
            <Input autoComplete="off" {...register('supplierName')} />
          </FormField>
          <FormField label="Supplier GSTIN (optional)" error={errors.supplierGstin?.message} hint={<GstinHint value={supplierGstin} />}>
            <Input autoComplete="off" maxLength={15} className="uppercase" {...register('supplierGstin')} />
          </FormField>
          <FormField label="Bill number" error={errors.billNumber?.message}>
            <Input autoComplete="off" maxLength={16} {...register('billNumber')} />
          </FormField>
          <FormField label="Bill date" error={errors.billDate?.message}>
            <DateInput max={todayInIndia()} {...register('billDate')} />
          </FormField>
          <FormField label="Place of supply" error={errors.placeOfSupply?.message} hint="As printed on the bill: usually your own state">
            <StateSelect {...register('placeOfSupply')} />
          </FormField>
          <div className="flex flex-col justify-center">
            <CheckboxField label="Input tax credit can be claimed" description="A tax invoice from a registered supplier, for business use." {...register('itcEligible')} />
            <FieldError message={errors.itcEligible?.message} />
          </div>
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium">Items</legend>
          <ul className="flex flex-col gap-3">
            {lines.fields.map((line, index) => (
              <PurchaseLineRow key={line.id} index={index} tax={tax?.lines[index]} canRemove={lines.fields.length > 1} onRemove={() => lines.remove(index)} />
            ))}
          </ul>
          <FieldError message={errors.items?.message ?? errors.items?.root?.message} />
          <Button variant="outline" className="self-start" onClick={() => lines.append(emptyPurchaseLine())}>
            <Plus className="size-4" aria-hidden /> Add Item
          </Button>
        </fieldset>

        <FormField label="Notes" error={errors.notes?.message}>
          <Textarea rows={2} {...register('notes')} />
        </FormField>

        {!tax && (
          // No ₹0.00 that looks computed: the tax needs the place of supply and the supplier's state first.
          <p className="ml-auto max-w-xs text-right text-sm text-muted-foreground" role="status">
            {!placeOfSupply ? PurchaseMessages.taxNeedsPlaceOfSupply : PurchaseMessages.supplierStateUnknown}
          </p>
        )}
        <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Bill totals" hidden={!tax}>
          <dt className="text-muted-foreground">Taxable value</dt>
          <dd className="text-right tabular-nums">{formatINR(tax?.subtotalPaise ?? 0)}</dd>
          {tax?.supplyType === 'INTER' ? (
            <>
              <dt className="text-muted-foreground">IGST</dt>
              <dd className="text-right tabular-nums">{formatINR(tax.igstPaise)}</dd>
            </>
          ) : (
            <>
              <dt className="text-muted-foreground">CGST</dt>
              <dd className="text-right tabular-nums">{formatINR(tax?.cgstPaise ?? 0)}</dd>
              <dt className="text-muted-foreground">{intraLabel}</dt>
              <dd className="text-right tabular-nums">{formatINR(tax?.sgstPaise ?? 0)}</dd>
            </>
          )}
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="purchase-total">
            {formatINR(tax?.totalPaise ?? 0)}
          </dd>
        </dl>

        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record Bill
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
