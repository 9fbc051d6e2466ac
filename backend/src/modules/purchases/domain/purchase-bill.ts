/**
 * A supplier's bill as recorded: the rules between its fields, and every amount computed by the tax Rule
 * from the supplier's side (@hisaab/gst computePurchaseBill) — the client's figures are never used.
 */
import { PURCHASE_LIMITS, PurchaseMessages, type InvoiceSupplyType, type Unit } from '@hisaab/contracts';
import { computePurchaseBill, financialYearOf, GST_START_DATE, lineGstRateProblem, purchaseSupplierState, stateByCode, sumPaise, type LineTax, type Paise, type PurchaseBillTax } from '@hisaab/gst';
import { creditRefusal, type TaxStanding } from './input-tax-credit';
import { PurchasesErrors } from './purchases-errors';

export interface PurchaseLineForm {
  productId: string | null;
  productName: string;
  hsn: string;
  /** Up to 3 decimals. */
  quantity: number;
  unit: Unit;
  /** Rupees per unit before GST, up to 4 decimals. */
  rate: number;
  gstRate: number;
  cessRate: number;
}

/** The bill after its fields were checked one by one (http/purchases.dto.ts). */
export interface PurchaseBillForm {
  supplierName: string;
  supplierGstin: string | null;
  billNumber: string;
  billDate: string;
  /** A state code. */
  placeOfSupply: string;
  items: PurchaseLineForm[];
  itcEligible: boolean;
  notes: string | null;
}

export interface CalculatedPurchaseLine extends PurchaseLineForm {
  tax: LineTax;
  /**
   * What the units cost the business: the taxable value, plus the tax when it cannot be claimed back
   * (tax that is credited is not a cost). Products' cost prices are averaged from it.
   */
  costPaise: Paise;
}

export interface CalculatedPurchase {
  /** Whose bill numbers the duplicate check compares: the GSTIN, else the name as typed in any case. */
  supplierKey: string;
  /** '2026-27': a supplier numbers its bills afresh each financial year. */
  fy: string;
  supplierState: string;
  supplyType: InvoiceSupplyType;
  intraLabel: 'SGST' | 'UTGST';
  lines: CalculatedPurchaseLine[];
  tax: Pick<PurchaseBillTax, 'subtotalPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'cessPaise' | 'gstAmountPaise' | 'totalPaise'>;
}

export function supplierKeyOf(supplierName: string, supplierGstin: string | null): string {
  return supplierGstin ?? `name:${supplierName.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** Checks the bill against its date and the business, and computes it; throws VALIDATION_FAILED with the fields to blame. */
export function calculatePurchase(form: PurchaseBillForm, today: string, standing: TaxStanding): CalculatedPurchase {
  const errors: Record<string, string> = {};
  if (form.billDate > today) errors.billDate = PurchaseMessages.billDateFuture;
  else if (form.billDate < GST_START_DATE) errors.billDate = PurchaseMessages.billDateBeforeGst;
  if (stateByCode(form.placeOfSupply)?.exportOnly) errors.placeOfSupply = PurchaseMessages.placeOfSupplyExport;
  if (!purchaseSupplierState({ supplierGstin: form.supplierGstin, businessState: standing.stateCode })) errors.supplierGstin = PurchaseMessages.supplierStateUnknown;
  if (form.itcEligible) {
    const refusal = form.supplierGstin ? creditRefusal(standing) : PurchaseMessages.itcNeedsSupplierGstin;
    if (refusal) errors.itcEligible = refusal;
  }
  form.items.forEach((line, i) => {
    const rateProblem = errors.billDate ? null : lineGstRateProblem(line.gstRate, form.billDate, false);
    if (rateProblem) errors[`items.${i}.gstRate`] = rateProblem;
    if (line.quantity * line.rate > PURCHASE_LIMITS.maxLineAmount) errors[`items.${i}.rate`] = PurchaseMessages.lineTooLarge;
    // Stock is counted in whole units: said here, by line, rather than by the ledger by product.
    if (line.productId && !Number.isInteger(line.quantity)) errors[`items.${i}.quantity`] = PurchaseMessages.quantityWholeForProduct;
  });
  if (Object.keys(errors).length) throw PurchasesErrors.invalid(errors);

  const bill = computePurchaseBill(
    form.items.map((line) => ({ quantity: line.quantity, rate: line.rate, gstRate: line.gstRate, cessRate: line.cessRate })),
    { supplierGstin: form.supplierGstin, businessState: standing.stateCode, placeOfSupply: form.placeOfSupply },
  );
  return {
    supplierKey: supplierKeyOf(form.supplierName, form.supplierGstin),
    fy: financialYearOf(form.billDate).label,
    supplierState: bill.supplierState,
    supplyType: bill.supplyType,
    intraLabel: bill.intraLabel,
    lines: form.items.map((line, i) => {
      const tax = bill.lines[i];
      return { ...line, tax, costPaise: form.itcEligible ? tax.taxablePaise : sumPaise([tax.taxablePaise, tax.gstAmountPaise]) };
    }),
    tax: {
      subtotalPaise: bill.subtotalPaise,
      cgstPaise: bill.cgstPaise,
      sgstPaise: bill.sgstPaise,
      igstPaise: bill.igstPaise,
      cessPaise: bill.cessPaise,
      gstAmountPaise: bill.gstAmountPaise,
      totalPaise: bill.totalPaise,
    },
  };
}
