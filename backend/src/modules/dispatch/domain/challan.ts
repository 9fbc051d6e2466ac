/**
 * A delivery challan's rules (CGST Rule 55, docs/gst.md "Delivery challan"): its value, tax only when
 * the goods move for a supply, the place of supply, and the e-way bill threshold. The arithmetic is
 * @hisaab/gst's; nothing here adds or rounds money by itself.
 */
import { CHALLAN_LIMITS, ChallanMessages, type ChallanPurpose, type Unit } from '@hisaab/contracts';
import {
  computeInvoice,
  defaultPlaceOfSupply,
  documentDateMessages,
  documentDateRangeProblem,
  EWAY_BILL_THRESHOLD_PAISE,
  isHsnRequired,
  lineGstRateProblem,
  stateByCode,
  supplyTypeFor,
  type LineTax,
  type Paise,
  type SupplyType,
} from '@hisaab/gst';
import { DispatchErrors } from './dispatch-errors';

export interface ChallanLineInput {
  productId: string | null;
  productName: string;
  hsn: string | null;
  /** Up to 3 decimals; whole for a product from stock. */
  quantity: number;
  unit: Unit;
  /** Rupees per unit, up to 4 decimals. */
  rate: number;
  /** Percent: kept for the invoice the challan may become, applied only to a supply. */
  gstRate: number;
}

/** The consigner (the business) as the tax rule needs it. */
export interface Consigner {
  /** From the GSTIN, else as configured; null when neither is known. */
  stateCode: string | null;
  /** GST turned on in the settings. */
  registered: boolean;
  composition: boolean;
}

export interface ConsigneeForTax {
  gstin: string | null;
  stateCode: string | null;
  sez: boolean;
}

export interface ChallanTerms {
  purpose: ChallanPurpose;
  challanDate: string;
  deliveryDate: string | null;
  /** A state code, or null for the default (customer's GSTIN state, address state, the business's). */
  placeOfSupply: string | null;
  lines: ChallanLineInput[];
}

export interface ComputedLine extends ChallanLineInput {
  tax: LineTax;
}

export interface ComputedChallan {
  supplierState: string;
  placeOfSupply: string;
  supplyType: SupplyType;
  /** A supply by a business that charges GST: the lines carry tax. */
  taxApplicable: boolean;
  lines: ComputedLine[];
  subtotalPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  gstAmountPaise: Paise;
  /** Value of the consignment: the goods' value, with tax when taxed. */
  totalPaise: Paise;
}

/** Goods worth more than ₹50,000 travel with an e-way bill (docs/gst.md). */
export function ewayBillRequired(totalPaise: Paise): boolean {
  return totalPaise > EWAY_BILL_THRESHOLD_PAISE;
}

export const CHALLAN_DATE_MESSAGES = documentDateMessages('Challan date');

/**
 * Checks the rules between fields (dates, whole units from stock, HSN for a registered consignee,
 * legal GST rates on the challan date) and computes every amount. Throws VALIDATION_FAILED naming
 * each field to blame.
 */
export function computeChallan(terms: ChallanTerms, consigner: Consigner, consignee: ConsigneeForTax, today: string): ComputedChallan {
  const supplierState = consigner.stateCode;
  if (!supplierState || !stateByCode(supplierState) || stateByCode(supplierState)?.exportOnly) throw DispatchErrors.businessStateMissing();
  const errors: Record<string, string> = {};
  const dateProblem = documentDateRangeProblem(terms.challanDate, today, CHALLAN_DATE_MESSAGES);
  if (dateProblem) errors.challanDate = dateProblem;
  if (terms.deliveryDate && terms.deliveryDate < terms.challanDate) errors.deliveryDate = ChallanMessages.deliveryBeforeChallan;
  const hsnRequired = isHsnRequired(consigner.registered, consignee.gstin);
  terms.lines.forEach((line, i) => {
    if (line.quantity * line.rate > CHALLAN_LIMITS.maxLineAmount) errors[`items.${i}.rate`] = ChallanMessages.lineTooLarge;
    if (line.productId && !Number.isInteger(line.quantity)) errors[`items.${i}.quantity`] = ChallanMessages.quantityWholeForProduct;
    if (hsnRequired && !line.hsn) errors[`items.${i}.hsn`] = ChallanMessages.hsnRequired;
    const rateProblem = dateProblem ? null : lineGstRateProblem(line.gstRate, terms.challanDate, !!line.productId);
    if (rateProblem) errors[`items.${i}.gstRate`] = rateProblem;
  });
  if (Object.keys(errors).length) throw DispatchErrors.invalid(errors);

  const placeOfSupply =
    terms.placeOfSupply ?? defaultPlaceOfSupply({ customerGstin: consignee.gstin ?? undefined, customerState: consignee.stateCode ?? undefined, supplierState });
  const taxApplicable = terms.purpose === 'supply' && consigner.registered && !consigner.composition;
  // Not a supply (or no GST charged): the value is carried at rate 0, the lines keep their rate for the invoice.
  const tax = computeInvoice(
    terms.lines.map((line) => ({ quantity: line.quantity, rate: line.rate, gstRate: taxApplicable ? line.gstRate : 0 })),
    { supplierState, placeOfSupply, sez: consignee.sez, roundOff: false },
  );
  return {
    supplierState,
    placeOfSupply,
    supplyType: supplyTypeFor({ supplierState, placeOfSupply, sez: consignee.sez }),
    taxApplicable,
    lines: terms.lines.map((line, i) => ({ ...line, tax: tax.lines[i] })),
    subtotalPaise: tax.subtotalPaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    gstAmountPaise: tax.gstAmountPaise,
    totalPaise: tax.totalPaise,
  };
}
