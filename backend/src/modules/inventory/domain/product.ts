/** Product fields and their rules (docs/spec/part-1.md §5 "Product form"), shared by the form and CSV import. */
import { PRODUCT_DEFAULTS, PRODUCT_LIMITS, PRODUCT_TEXT_MAX, isUnit, ProductMessages, type ProductRequest, type Unit, type StockStatus } from '@hisaab/contracts';
import { bpToRate, gstRateNotAllowedMessage, isGstRateAllowed, isValidGstRate, isValidHsn, rateToBp, toPaise } from '@hisaab/gst';

export { ProductMessages };
export type { Unit as ProductUnit };

/** Whole-unit stock (the spec: stockQuantity is an integer); a bound keeps sums exact. */
export const MAX_STOCK = PRODUCT_LIMITS.maxStock;
export const MAX_PRICE_PAISE = PRODUCT_LIMITS.maxPrice * 100;

export interface ProductFields {
  name: string;
  description: string | null;
  sku: string | null;
  category: string | null;
  pricePaise: number;
  costPricePaise: number | null;
  stockQuantity: number;
  lowStockThreshold: number;
  unit: Unit;
  hsnCode: string | null;
  gstRate: number;
}

/** A ProductRequest (or CSV row) as received: any field may be missing or of the wrong type. */
export type ProductInput = { [K in keyof ProductRequest]?: unknown };
export type FieldErrors = Record<string, string>;

/**
 * Validates a product form or CSV row. Empty values take the spec's defaults (unit nos, GST 18,
 * reorder level 10, stock 0, price 0). Text is stored exactly as typed (trimmed): a cell such as
 * '=SUM(A1)' is data, never evaluated here, and escaped by whatever exports it.
 */
/** `today` ('YYYY-MM-DD', IST) decides which GST rates are legal. */
export function parseProduct(input: ProductInput, today: string): { product: ProductFields } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const text = (key: keyof ProductInput, label: string, max: number): string | null => {
    const value = input[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' || value.length > max) {
      errors[key] = ProductMessages.text(label, max);
      return null;
    }
    return value.trim() === '' ? null : value.trim();
  };

  const name = text('name', 'Product name', PRODUCT_TEXT_MAX.name);
  if (!name) errors.name = ProductMessages.nameRequired;
  const description = text('description', 'Description', PRODUCT_TEXT_MAX.description);
  const sku = text('sku', 'SKU', PRODUCT_TEXT_MAX.sku);
  const category = text('category', 'Category', PRODUCT_TEXT_MAX.category);

  const price = money(input.price, 'Price', ProductMessages.price, errors, 'price') ?? PRODUCT_DEFAULTS.price;
  const costPrice = money(input.costPrice, 'Cost price', ProductMessages.costPrice, errors, 'costPrice') ?? null;
  const stockQuantity = wholeNumber(input.stockQuantity, 'Stock', ProductMessages.stock, errors, 'stockQuantity') ?? PRODUCT_DEFAULTS.stockQuantity;
  const lowStockThreshold =
    wholeNumber(input.lowStockThreshold, 'Reorder level', ProductMessages.lowStockThreshold, errors, 'lowStockThreshold') ?? PRODUCT_DEFAULTS.lowStockThreshold;

  let unit: Unit = PRODUCT_DEFAULTS.unit;
  if (!isBlank(input.unit)) {
    const value = typeof input.unit === 'string' ? input.unit.trim().toLowerCase() : '';
    if (isUnit(value)) unit = value;
    else errors.unit = ProductMessages.unit;
  }

  let hsnCode: string | null = null;
  if (!isBlank(input.hsnCode)) {
    const value = typeof input.hsnCode === 'number' ? String(input.hsnCode) : typeof input.hsnCode === 'string' ? input.hsnCode.trim() : '';
    if (isValidHsn(value)) hsnCode = value;
    else errors.hsnCode = ProductMessages.hsnCode;
  }

  let gstRate: number = PRODUCT_DEFAULTS.gstRate;
  if (!isBlank(input.gstRate)) {
    const value = typeof input.gstRate === 'string' ? input.gstRate.trim().replace(/%$/, '') : input.gstRate;
    const rate = (typeof value === 'number' || typeof value === 'string') && isValidGstRate(value) ? bpToRate(rateToBp(value)) : undefined;
    if (rate === undefined) errors.gstRate = ProductMessages.gstRate;
    // A product's rate goes on today's invoices, so it must be legal today (an older stored rate stays until edited).
    else if (!isGstRateAllowed(rate, today)) errors.gstRate = gstRateNotAllowedMessage(rate, today);
    else gstRate = rate;
  }

  if (Object.keys(errors).length) return { errors };
  return {
    product: { name: name as string, description, sku, category, pricePaise: price, costPricePaise: costPrice, stockQuantity, lowStockThreshold, unit, hsnCode, gstRate },
  };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Rupees (number, or text like '1,250.50' / '₹ 99') → paise; undefined when blank. */
function money(value: unknown, label: string, message: string, errors: FieldErrors, key: string): number | undefined {
  if (isBlank(value)) return undefined;
  const cleaned = typeof value === 'string' ? value.trim().replace(/^₹\s*/, '').replace(/,/g, '') : value;
  if (typeof cleaned !== 'number' && typeof cleaned !== 'string') {
    errors[key] = message;
    return undefined;
  }
  let paise: number;
  try {
    paise = toPaise(cleaned);
  } catch {
    // 1e308 is a number too, but the trouble with it is its size, not its decimals.
    if (Number(cleaned) * 100 > MAX_PRICE_PAISE) {
      errors[key] = ProductMessages.tooLarge(label);
      return undefined;
    }
    const looksNumeric = typeof cleaned === 'string' ? /^[+-]?\d*\.\d{3,}$/.test(cleaned) : Number.isFinite(cleaned);
    errors[key] = looksNumeric ? ProductMessages.decimals(label) : message;
    return undefined;
  }
  if (paise < 0) errors[key] = message;
  else if (paise > MAX_PRICE_PAISE) errors[key] = ProductMessages.tooLarge(label);
  else return paise;
  return undefined;
}

/** Non-negative whole number (number or digits text); undefined when blank. */
function wholeNumber(value: unknown, label: string, message: string, errors: FieldErrors, key: string): number | undefined {
  if (isBlank(value)) return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isFinite(number) || number < 0) errors[key] = message;
  else if (!Number.isInteger(number)) errors[key] = ProductMessages.wholeNumber(label);
  else if (number > MAX_STOCK) errors[key] = ProductMessages.tooLarge(label);
  else return number;
  return undefined;
}

/** Stock badge (docs/spec/part-1.md §4). */
export function stockStatus(stock: number, lowStockThreshold: number): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= lowStockThreshold) return 'low_stock';
  return 'in_stock';
}

/** A stock value on its own (the Update Stock call): whole, 0 or more. */
export function parseStockValue(value: unknown): { stock: number } | { error: string } {
  const errors: FieldErrors = {};
  if (isBlank(value)) return { error: ProductMessages.stock };
  const stock = wholeNumber(value, 'Stock', ProductMessages.stock, errors, 'stockQuantity');
  return stock === undefined ? { error: errors.stockQuantity } : { stock };
}

/** Quantity of a manual add/remove: a positive whole number. */
export function parseAdjustQuantity(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_STOCK ? value : undefined;
}
