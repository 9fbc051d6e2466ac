import { useQuery } from '@tanstack/react-query';
import { UNITS } from '@hisaab/contracts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GstRateSelect } from '@/components/gst-rate-select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { todayInIndia } from '@/lib/calendar';
import { serverFieldErrors } from '@/lib/form-errors';
import { businessConfigQuery } from '@/lib/messaging';
import { useSaveProduct, type Product } from '../api';
import { formToProduct, NEW_PRODUCT, productSchema, productToForm, type ProductFormValues } from '../schemas';

interface ProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit; none for a new one. */
  product?: Product;
}

export function ProductDialog({ open, onOpenChange, product }: ProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{product ? 'Edit Product' : 'Add New Product'}</DialogTitle>
          <DialogDescription>
            {product ? 'Stock changes are made with Update Stock, so every change is in the product history.' : 'Price, GST rate and HSN code fill invoice lines when you pick this product.'}
          </DialogDescription>
        </DialogHeader>
        <ProductFormLoader product={product} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** A new product starts at the business's default GST rate (spec: "Default GST 18% (config and items)"). */
function ProductFormLoader({ product, onDone }: { product?: Product; onDone: () => void }) {
  const config = useQuery({ ...businessConfigQuery(), enabled: !product });
  if (!product && config.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-6" label="Loading" />
      </div>
    );
  }
  const defaults = product ? productToForm(product) : { ...NEW_PRODUCT, gstRate: String(config.data?.defaultGstRate ?? NEW_PRODUCT.gstRate) };
  return <ProductForm key={product?.id ?? 'new'} product={product} defaults={defaults} onDone={onDone} />;
}

function ProductForm({ product, defaults, onDone }: { product?: Product; defaults: ProductFormValues; onDone: () => void }) {
  const save = useSaveProduct();
  const { register, handleSubmit, setError, formState } = useForm<ProductFormValues>({
    resolver: zodResolver(productSchema),
    defaultValues: defaults,
  });
  const { errors } = formState;

  const onSubmit = (values: ProductFormValues) =>
    save.mutate(
      { id: product?.id, product: formToProduct(values, !product) },
      {
        onSuccess: onDone,
        onError: (error) => Object.entries(serverFieldErrors(error)).forEach(([field, message]) => setError(field as keyof ProductFormValues, { message })),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Product name" error={errors.name?.message} className="sm:col-span-2">
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <FormField label="SKU" error={errors.sku?.message}>
        <Input autoComplete="off" {...register('sku')} />
      </FormField>
      <FormField label="Category" error={errors.category?.message}>
        <Input autoComplete="off" {...register('category')} />
      </FormField>
      <FormField label="Selling price (₹)" error={errors.price?.message}>
        <Input type="number" inputMode="decimal" min={0} step="0.0001" {...register('price')} />
      </FormField>
      <FormField label="Cost price (₹)" error={errors.costPrice?.message}>
        <Input type="number" inputMode="decimal" min={0} step="0.0001" placeholder="Optional" {...register('costPrice')} />
      </FormField>
      {!product && (
        <FormField label="Opening stock" error={errors.stockQuantity?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...register('stockQuantity')} />
        </FormField>
      )}
      <FormField label="Reorder level" error={errors.lowStockThreshold?.message}>
        <Input type="number" inputMode="numeric" min={0} step={1} {...register('lowStockThreshold')} />
      </FormField>
      <FormField label="Unit" error={errors.unit?.message}>
        <Select {...register('unit')}>
          {UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="HSN code" error={errors.hsnCode?.message}>
        <Input inputMode="numeric" maxLength={8} placeholder="4, 6 or 8 digits" {...register('hsnCode')} />
      </FormField>
      <FormField label="GST rate" error={errors.gstRate?.message}>
        <GstRateSelect date={todayInIndia()} current={product?.gstRate} {...register('gstRate')} />
      </FormField>
      <DialogFooter className="sm:col-span-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {product ? 'Update Product' : 'Add Product'}
        </Button>
      </DialogFooter>
    </form>
  );
}
