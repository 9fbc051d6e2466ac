import { z } from 'zod';
import { PRODUCT_DEFAULTS, PRODUCT_TEXT_MAX, ProductMessages, UNITS } from '@hisaab/contracts';
import { gstRateNotAllowedMessage, isGstRateAllowed, isValidHsn, MAX_GST_RATE, PRICE_DECIMALS } from '@hisaab/gst';
import { todayInIndia } from '@/lib/calendar';
import { orNull } from '@/lib/form-values';
import type { Product, ProductInput } from './api';


const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));
/** A unit price: up to 4 decimals (₹14.285 a piece), as an invoice line's rate. */
const hasPriceDecimals = (value: string) => new RegExp(`^\\d*(\\.\\d{0,${PRICE_DECIMALS}})?$`).test(value.trim());
const unitPrice = (label: string, message: string, optional = false) =>
  z.string().superRefine((value, context) => {
    if (optional && value.trim() === '') return;
    if (!isNumber(value) || Number(value) < 0) context.addIssue({ code: 'custom', message });
    else if (!hasPriceDecimals(value)) context.addIssue({ code: 'custom', message: ProductMessages.decimals(label) });
  });
const wholeCount = (message: string) => z.string().refine((value) => isNumber(value) && Number.isInteger(Number(value)) && Number(value) >= 0, message);

export const productSchema = z.object({
  name: z.string().trim().min(1, ProductMessages.nameRequired).max(PRODUCT_TEXT_MAX.name),
  description: z.string().trim().max(PRODUCT_TEXT_MAX.description),
  sku: z.string().trim().max(PRODUCT_TEXT_MAX.sku),
  category: z.string().trim().max(PRODUCT_TEXT_MAX.category),
  price: unitPrice('Price', ProductMessages.price),
  costPrice: unitPrice('Cost price', ProductMessages.costPrice, true),
  stockQuantity: wholeCount(ProductMessages.stock),
  lowStockThreshold: wholeCount(ProductMessages.lowStockThreshold),
  unit: z.enum(UNITS),
  hsnCode: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidHsn(value), ProductMessages.hsnCode),
  /** A product's rate goes on today's invoices, so it must be legal today (as the server checks). */
  gstRate: z.string().superRefine((value, context) => {
    if (!isNumber(value) || Number(value) < 0 || Number(value) > MAX_GST_RATE) context.addIssue({ code: 'custom', message: ProductMessages.gstRate });
    else if (!isGstRateAllowed(Number(value), todayInIndia())) context.addIssue({ code: 'custom', message: gstRateNotAllowedMessage(Number(value), todayInIndia()) });
  }),
});

export type ProductFormValues = z.infer<typeof productSchema>;

/** Spec part 1 §9 "Product defaults": unit nos, GST 18, reorder level 10, stock 0, price 0. */
export const NEW_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  sku: '',
  category: '',
  price: String(PRODUCT_DEFAULTS.price),
  costPrice: '',
  stockQuantity: String(PRODUCT_DEFAULTS.stockQuantity),
  lowStockThreshold: String(PRODUCT_DEFAULTS.lowStockThreshold),
  unit: PRODUCT_DEFAULTS.unit,
  hsnCode: '',
  gstRate: String(PRODUCT_DEFAULTS.gstRate),
};

export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    sku: product.sku ?? '',
    category: product.category ?? '',
    price: String(product.price),
    costPrice: product.costPrice === null ? '' : String(product.costPrice),
    stockQuantity: String(product.stockQuantity),
    lowStockThreshold: String(product.lowStockThreshold),
    unit: product.unit,
    hsnCode: product.hsnCode ?? '',
    gstRate: String(product.gstRate),
  };
}

/** The opening stock is sent for new products only; later changes go through Update Stock (the ledger). */
export function formToProduct(values: ProductFormValues, isNew: boolean): ProductInput {
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    sku: orNull(values.sku),
    category: orNull(values.category),
    price: Number(values.price),
    costPrice: values.costPrice.trim() === '' ? null : Number(values.costPrice),
    ...(isNew ? { stockQuantity: Number(values.stockQuantity) } : {}),
    lowStockThreshold: Number(values.lowStockThreshold),
    unit: values.unit,
    hsnCode: orNull(values.hsnCode),
    gstRate: Number(values.gstRate),
  };
}
