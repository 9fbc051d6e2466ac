/**
 * Every amount of an invoice, from its lines, by the GST Rule (docs/gst.md) — the client's totals are
 * never used. Money is integer paise; the math itself lives in @hisaab/gst.
 */
import {
  computeInvoice,
  computeLine,
  defaultPlaceOfSupply,
  isHsnRequired,
  stateByCode,
  stateCodeOfGstin,
  toPaise,
  type InvoiceTax,
  type LineTax,
  type Paise,
  type SupplyType,
  type TaxDocumentType,
} from '@hisaab/gst';
import { INVOICE_LIMITS, InvoiceMessages, type Unit } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';
import { BillingErrors } from './billing-errors';

export type { Unit as InvoiceUnit } from '@hisaab/contracts';

export type DocumentType = TaxDocumentType;

export interface LineRequest {
  productId: string | null;
  productName: string;
  description: string | null;
  hsn: string | null;
  /** Up to 3 decimals. */
  quantity: number;
  unit: Unit;
  /** Rupees per unit, up to 4 decimals. */
  rate: number;
  /** Rupees off the line. */
  discount: number;
  /** Percent. */
  gstRate: number;
  cessRate: number;
  serialNumber: string | null;
}

/** The supplier as the tax Rule needs it. */
export interface Supplier {
  gstin: string | null;
  stateCode: string | null;
  /** Registered under GST (the business has GST turned on); an unregistered one charges no GST. */
  registered: boolean;
  composition: boolean;
  roundOff: boolean;
}

export interface RecipientForTax {
  gstin: string | null;
  stateCode: string | null;
  /** An SEZ unit or developer: IGST at the full rate wherever it is. */
  sez: boolean;
}

export interface CalculatedLine extends LineRequest {
  /** round2(quantity × rate), before the discount (the spec's item "amount"). */
  amountPaise: Paise;
  discountPaise: Paise;
  tax: LineTax;
}

export interface CalculatedInvoice {
  documentType: DocumentType;
  supplierState: string;
  placeOfSupply: string;
  supplyType: SupplyType;
  lines: CalculatedLine[];
  tax: InvoiceTax;
}

/** Supplier state = the GSTIN's first two digits, else the configured state. */
export function supplierStateOf(supplier: Supplier): string {
  const fromGstin = supplier.gstin ? stateCodeOfGstin(supplier.gstin) : undefined;
  const state = fromGstin ?? supplier.stateCode ?? undefined;
  if (!state || !stateByCode(state) || stateByCode(state)?.exportOnly) throw BillingErrors.businessStateMissing();
  return state;
}

/** The invoice's place of supply, else the customer's GSTIN state, else address state, else the supplier's. */
export function placeOfSupplyFor(requested: string | null, customer: Pick<RecipientForTax, 'gstin' | 'stateCode'>, supplierState: string): string {
  if (requested) return requested;
  return defaultPlaceOfSupply({
    customerGstin: customer.gstin ?? undefined,
    customerState: customer.stateCode ?? undefined,
    supplierState,
  });
}

export function calculateInvoice(
  lines: readonly LineRequest[],
  supplier: Supplier,
  customer: RecipientForTax,
  requestedPlaceOfSupply: string | null,
): CalculatedInvoice {
  const supplierState = supplierStateOf(supplier);
  const placeOfSupply = placeOfSupplyFor(requestedPlaceOfSupply, customer, supplierState);
  const errors: Record<string, string> = {};
  // 4, 6 or 8 digits are accepted: the turnover that decides the length due is not recorded.
  const hsnRequired = isHsnRequired(supplier.registered, customer.gstin);
  lines.forEach((line, i) => {
    if (line.quantity * line.rate > INVOICE_LIMITS.maxLineAmount) {
      errors[`items.${i}.rate`] = InvoiceMessages.lineTooLarge;
      return;
    }
    // quantity × rate before the discount, so the discount can be checked against it.
    const gross = computeLine({ quantity: line.quantity, rate: line.rate, gstRate: 0 }, 'INTRA').taxablePaise;
    if (toPaise(line.discount) > gross) errors[`items.${i}.discount`] = 'Discount cannot be more than the line amount';
    if (hsnRequired && !line.hsn?.trim()) errors[`items.${i}.hsn`] = InvoiceMessages.hsnRequired;
  });
  if (Object.keys(errors).length) throw DomainError.validation(errors);

  let tax: InvoiceTax;
  try {
    tax = computeInvoice(
      lines.map((l) => ({ quantity: l.quantity, rate: l.rate, discount: l.discount, gstRate: l.gstRate, cessRate: l.cessRate })),
      {
        supplierState,
        placeOfSupply,
        sez: customer.sez,
        roundOff: supplier.roundOff,
        composition: supplier.composition,
        unregistered: !supplier.registered,
      },
    );
  } catch (error) {
    if (error instanceof RangeError) throw DomainError.validation({ items: error.message }, 'The invoice amounts are out of range');
    throw error;
  }
  return {
    documentType: tax.documentType,
    supplierState,
    placeOfSupply,
    supplyType: tax.supplyType,
    tax,
    lines: lines.map((line, i) => {
      const discountPaise = toPaise(line.discount);
      return {
        ...line,
        // A bill of supply or a non-GST invoice carries no tax, so its lines record rate 0 as applied.
        gstRate: tax.lines[i].gstRate,
        cessRate: tax.lines[i].cessRate,
        amountPaise: tax.lines[i].taxablePaise + discountPaise,
        discountPaise,
        tax: tax.lines[i],
      };
    }),
  };
}

/** Printed tax labels: the intra-state half is UTGST in a UT without legislature. */
export function taxLabels(supplyType: SupplyType, placeOfSupply: string): { cgst: string; sgst: string; igst: string; applicable: string[] } {
  const sgst = stateByCode(placeOfSupply)?.utgst ? 'UTGST' : 'SGST';
  return { cgst: 'CGST', sgst, igst: 'IGST', applicable: supplyType === 'INTRA' ? ['CGST', sgst] : ['IGST'] };
}
