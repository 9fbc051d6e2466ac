import { computeInvoice, computeLine, computePurchaseBill, type InvoiceTax, type LineInput, type PurchaseBillTax, type PurchaseParties } from '@hisaab/gst';

export interface TaxContext {
  supplierState: string;
  placeOfSupply: string;
  /** The customer is an SEZ unit: IGST whatever the place of supply. */
  sez: boolean;
  roundOff: boolean;
  composition: boolean;
  /** Not registered under GST: no tax on any line. */
  unregistered: boolean;
}

interface LineFields {
  quantity: string;
  rate: string;
  gstRate: string;
  /** Rupees off the line ('' for none): a draft being edited keeps its lines' discounts. */
  discount?: string;
  cessRate?: string;
}

/** A figure the tax Rule accepts, else 0 (a half-typed '', '1.' or a rate with 3 decimals counts as 0 until it is valid). */
function usable(value: string, asLine: (value: string) => LineInput): string | number {
  try {
    computeLine(asLine(value), 'INTRA');
    return value;
  } catch {
    return 0;
  }
}

function usableLine({ quantity, rate, gstRate, discount, cessRate }: LineFields): LineInput {
  const line: LineInput = {
    quantity: usable(quantity, (value) => ({ quantity: value, rate: 0, gstRate: 0 })),
    rate: usable(rate, (value) => ({ quantity: 0, rate: value, gstRate: 0 })),
    gstRate: usable(gstRate, (value) => ({ quantity: 0, rate: 0, gstRate: value })),
    cessRate: cessRate ? usable(cessRate, (value) => ({ quantity: 0, rate: 0, gstRate: 0, cessRate: value })) : 0,
  };
  // A discount counts once the line's amount covers it (the server refuses a larger one on save).
  return discount ? { ...line, discount: usable(discount, (value) => ({ ...line, discount: value })) } : line;
}

/**
 * The form's live figures: computeInvoice from @hisaab/gst, the same function the server runs on
 * save, so the preview and the saved invoice agree to the paisa.
 */
export function liveInvoiceTax(lines: readonly LineFields[], context: TaxContext): InvoiceTax {
  return computeInvoice(lines.map(usableLine), context);
}

/**
 * A purchase bill's live figures: computePurchaseBill, the server's function; null while the supplier's
 * state cannot be known (no GSTIN and no business state) or the place of supply is not an Indian state.
 */
export function livePurchaseTax(lines: readonly LineFields[], parties: PurchaseParties): PurchaseBillTax | null {
  try {
    return computePurchaseBill(lines.map(usableLine), parties);
  } catch {
    return null;
  }
}
