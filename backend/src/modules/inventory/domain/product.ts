/** Product fields and their rules (docs/spec/part-1.md §5 "Product form"), shared by the form and the CSV import. */
import { PRODUCT_DEFAULTS, PRODUCT_LIMITS, PRODUCT_TEXT_MAX, isUnit, ProductMessages, type ProductRequest, type Unit, type StockStatus } from '@hisaab/contracts';
import { bpToRate, gstRateNotAllowedMessage, isGstRateAllowed, isValidGstRate, isValidHsn, PRICE_DECIMALS, rateToBp, toPriceUnits } from '@hisaab/gst';

export { ProductMessages };
export type { Unit as ProductUnit };

/** Whole-unit stock (the spec: stockQuantity is an integer); a bound keeps sums exact. */
export const MAX_STOCK = PRODUCT_LIMITS.maxStock;

export interface ProductFields {
  name: string;
  description: string | null;
  sku: string | null;
  category: string | null;
  /** Rupees per unit, up to 4 decimals (numeric(16,4)), as an invoice line's rate. */
  price: number;
  costPrice: number | null;
  stockQuantity: number;
  lowStockThreshold: number;
  unit: Unit;
  hsnCode: string | null;
  gstRate: number;
}

/** A product form or CSV row whose fields each passed their rule (http/products.dto.ts); numbers may still be text. */
export type ProductForm = { [K in keyof ProductRequest]?: unknown };
export type FieldErrors = Record<string, string>;

/** One field read from a form or CSV cell: its value (undefined when blank), or the message saying why not. */
export type Read<T> = { value: T | undefined } | { error: string };

const valueOf = <T>(read: Read<T>): T | undefined => ('value' in read ? read.value : undefined);

/** Text, trimmed; blank is undefined. Stored exactly as typed: a cell such as '=SUM(A1)' is data, never evaluated here. */
export function readText(value: unknown, label: string, max: number): Read<string> {
  if (isBlank(value)) return { value: undefined };
  if (typeof value !== 'string' || value.length > max) return { error: ProductMessages.text(label, max) };
  return { value: value.trim() };
}

/** A unit price in rupees with up to 4 decimals (number, or text like '1,250.50' / '₹ 14.285'). */
export function readUnitPrice(value: unknown, label: string, message: string): Read<number> {
  if (isBlank(value)) return { value: undefined };
  const cleaned = typeof value === 'string' ? value.trim().replace(/^₹\s*/, '').replace(/,/g, '') : value;
  if (typeof cleaned !== 'number' && typeof cleaned !== 'string') return { error: message };
  if (Number(cleaned) > PRODUCT_LIMITS.maxPrice) return { error: ProductMessages.tooLarge(label) };
  let units: number;
  try {
    // Exact: '14.285' → 142850 ten-thousandths of a rupee; more decimals throw.
    units = toPriceUnits(cleaned);
  } catch {
    const looksNumeric = typeof cleaned === 'string' ? /^[+-]?\d*\.\d{5,}$/.test(cleaned) : Number.isFinite(cleaned);
    return { error: looksNumeric ? ProductMessages.decimals(label) : message };
  }
  if (units < 0) return { error: message };
  return { value: units / 10 ** PRICE_DECIMALS };
}

/** A whole number from 0 (number or digits text). */
export function readWholeNumber(value: unknown, label: string, message: string): Read<number> {
  if (isBlank(value)) return { value: undefined };
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isFinite(number) || number < 0) return { error: message };
  if (!Number.isInteger(number)) return { error: ProductMessages.wholeNumber(label) };
  if (number > MAX_STOCK) return { error: ProductMessages.tooLarge(label) };
  return { value: number };
}

/** One of the units, in any case ('KG' → kg). */
export function readUnit(value: unknown): Read<Unit> {
  if (isBlank(value)) return { value: undefined };
  const unit = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return isUnit(unit) ? { value: unit } : { error: ProductMessages.unit };
}

/** 4, 6 or 8 digits (a CSV cell may hold it as a number). */
export function readHsn(value: unknown): Read<string> {
  if (isBlank(value)) return { value: undefined };
  const hsn = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return isValidHsn(hsn) ? { value: hsn } : { error: ProductMessages.hsnCode };
}

/** A percentage 0-50 ('5%' from a CSV cell too). Whether it is a GST rate on a given day is resolveProduct's check. */
export function readGstRate(value: unknown): Read<number> {
  if (isBlank(value)) return { value: undefined };
  const given = typeof value === 'string' ? value.trim().replace(/%$/, '') : value;
  return (typeof given === 'number' || typeof given === 'string') && isValidGstRate(given) ? { value: bpToRate(rateToBp(given)) } : { error: ProductMessages.gstRate };
}

/** The product form's field readers, by field: the DTO checks each, resolveProduct reads them. */
export const PRODUCT_FIELD_READERS = {
  name: (v: unknown) => readText(v, 'Product name', PRODUCT_TEXT_MAX.name),
  description: (v: unknown) => readText(v, 'Description', PRODUCT_TEXT_MAX.description),
  sku: (v: unknown) => readText(v, 'SKU', PRODUCT_TEXT_MAX.sku),
  category: (v: unknown) => readText(v, 'Category', PRODUCT_TEXT_MAX.category),
  price: (v: unknown) => readUnitPrice(v, 'Price', ProductMessages.price),
  costPrice: (v: unknown) => readUnitPrice(v, 'Cost price', ProductMessages.costPrice),
  stockQuantity: (v: unknown) => readWholeNumber(v, 'Stock', ProductMessages.stock),
  lowStockThreshold: (v: unknown) => readWholeNumber(v, 'Reorder level', ProductMessages.lowStockThreshold),
  unit: readUnit,
  hsnCode: readHsn,
  gstRate: readGstRate,
} satisfies Record<keyof ProductRequest, (value: unknown) => Read<unknown>>;

/** Every field's rule, as the DTO applies them: for a caller that is not HTTP (the CSV import). */
export function productFieldErrors(form: ProductForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, read] of Object.entries(PRODUCT_FIELD_READERS)) {
    const result = read(form[field as keyof ProductForm]);
    if ('error' in result) errors[field] = result.error;
  }
  if (isBlank(form.name) || typeof form.name !== 'string') errors.name = ProductMessages.nameRequired;
  return errors;
}

/**
 * A checked form → the product: empty values take the spec's defaults (unit nos, GST 18, reorder
 * level 10, stock 0, price 0), and the GST rate must be a GST rate on `today` ('YYYY-MM-DD', IST),
 * since a product's rate goes on today's invoices (an older stored rate stays until edited).
 */
export function resolveProduct(form: ProductForm, today: string): { product: ProductFields } | { errors: FieldErrors } {
  const read = PRODUCT_FIELD_READERS;
  const name = valueOf(read.name(form.name));
  if (!name) return { errors: { name: ProductMessages.nameRequired } };
  const gstRate = valueOf(read.gstRate(form.gstRate)) ?? PRODUCT_DEFAULTS.gstRate;
  if (!isGstRateAllowed(gstRate, today)) return { errors: { gstRate: gstRateNotAllowedMessage(gstRate, today) } };
  return {
    product: {
      name,
      description: valueOf(read.description(form.description)) ?? null,
      sku: valueOf(read.sku(form.sku)) ?? null,
      category: valueOf(read.category(form.category)) ?? null,
      price: valueOf(read.price(form.price)) ?? PRODUCT_DEFAULTS.price,
      costPrice: valueOf(read.costPrice(form.costPrice)) ?? null,
      stockQuantity: valueOf(read.stockQuantity(form.stockQuantity)) ?? PRODUCT_DEFAULTS.stockQuantity,
      lowStockThreshold: valueOf(read.lowStockThreshold(form.lowStockThreshold)) ?? PRODUCT_DEFAULTS.lowStockThreshold,
      unit: valueOf(read.unit(form.unit)) ?? PRODUCT_DEFAULTS.unit,
      hsnCode: valueOf(read.hsnCode(form.hsnCode)) ?? null,
      gstRate,
    },
  };
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Stock badge (docs/spec/part-1.md §4). */
export function stockStatus(stock: number, lowStockThreshold: number): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= lowStockThreshold) return 'low_stock';
  return 'in_stock';
}
