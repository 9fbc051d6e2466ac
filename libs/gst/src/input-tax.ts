/**
 * Tax on what a business buys (docs/gst.md "Input tax"): a supplier's bill as the supplier charged it,
 * and GST paid on an expense split by kind. The same Rule as for sales, seen from the buyer's side.
 */
import { stateCodeOfGstin } from './gstin';
import type { Paise } from './money';
import { stateByCode } from './states';
import { computeInvoice, type InvoiceTax, type LineInput, type SupplyType } from './tax';

export interface PurchaseParties {
  /** The supplier's GSTIN, when it is registered. */
  supplierGstin?: string | null;
  /** The buying business's own state code. */
  businessState?: string | null;
  /** The place of supply printed on the supplier's bill. */
  placeOfSupply: string;
}

/**
 * Whose state decides the split: the supplier's GSTIN state; a supplier without a GSTIN is taken to be
 * in the business's own state (a local purchase). Undefined when neither is known.
 */
export function purchaseSupplierState({ supplierGstin, businessState }: Omit<PurchaseParties, 'placeOfSupply'>): string | undefined {
  const fromGstin = supplierGstin ? stateCodeOfGstin(supplierGstin) : undefined;
  if (fromGstin) return fromGstin;
  const own = businessState ? stateByCode(businessState) : undefined;
  return own && !own.exportOnly ? own.code : undefined;
}

export interface PurchaseBillTax extends InvoiceTax {
  supplierState: string;
}

/**
 * A supplier's bill as the supplier computed it: CGST + SGST/UTGST when the supplier's state is the place
 * of supply, else IGST; each line's tax rounded on its own (so CGST equals SGST); no round-off, since
 * input tax credit is claimed on the tax amounts themselves. Throws RangeError when the supplier's state is
 * unknown or the place of supply is outside India (imports are billed by customs, not by a supplier).
 */
export function computePurchaseBill(lines: readonly LineInput[], parties: PurchaseParties): PurchaseBillTax {
  const supplierState = purchaseSupplierState(parties);
  if (!supplierState) throw new RangeError("The supplier's state is unknown: give its GSTIN or the business's state");
  if (stateByCode(parties.placeOfSupply)?.exportOnly) throw new RangeError(`'${parties.placeOfSupply}' is not a place of supply of a purchase`);
  const tax = computeInvoice(lines, { supplierState, placeOfSupply: parties.placeOfSupply, roundOff: false });
  return { ...tax, supplierState };
}

/**
 * GST paid as one amount (an expense receipt) by kind: all IGST inter-state; intra-state CGST and
 * SGST/UTGST halves, an odd paisa going to CGST so the parts add up to what was paid.
 */
export function splitTaxPaid(gstPaise: Paise, supplyType: SupplyType): { cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise } {
  if (!Number.isSafeInteger(gstPaise) || gstPaise < 0) throw new RangeError(`Not an amount of paise: ${gstPaise}`);
  if (supplyType === 'INTER') return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const sgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise: gstPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}
