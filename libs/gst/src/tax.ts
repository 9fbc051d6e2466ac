/** The tax Rule of docs/gst.md "Place of supply and the tax split", in integer paise. */
import { stateCodeOfGstin } from './gstin';
import { divRoundHalfUp, PRICE_UNITS_PER_PAISA, roundToRupee, sumPaise, toPaise, toPriceUnits, toSafeNumber, type Paise } from './money';
import { bpToRate, rateToBp, toMilli } from './quantity';
import { MAX_GST_RATE } from './rates';
import { stateByCode } from './states';

export type SupplyType = 'INTRA' | 'INTER';

/** CGST Rule 46: a recipient without GSTIN is named with address and state from this taxable value (₹50,000), in paise. */
export const RULE46_B2C_THRESHOLD_PAISE: Paise = 5_000_000;
/**
 * Goods moved with a consignment value above this (₹50,000, in paise) need an e-way bill (CGST Rule 138);
 * delivery challans warn about it (docs/gst.md "Delivery challan").
 */
export const EWAY_BILL_THRESHOLD_PAISE: Paise = 5_000_000;
/**
 * What the supplier may issue: a tax invoice (registered), a bill of supply (composition taxpayer,
 * CGST Rule 49) or, when not registered under GST at all, a plain invoice that charges no GST.
 */
export type TaxDocumentType = 'tax_invoice' | 'bill_of_supply' | 'non_gst_invoice';

const EXPORT_POS = '96';

export interface SupplyParties {
  supplierState: string;
  placeOfSupply: string;
  /** Supplies to SEZ units and developers are inter-state wherever they are. */
  sez?: boolean;
}

export interface LineInput {
  /** Up to 3 decimals. */
  quantity: number | string;
  /** Rupees per unit, up to 4 decimals (wholesale prices such as ₹14.285 a piece). */
  rate: number | string;
  /** Rupees off the line, up to 2 decimals. */
  discount?: number | string;
  /** Percent, 0 to 50, up to 2 decimals. */
  gstRate: number | string;
  /** Percent of the taxable value (ad valorem cess), up to 2 decimals. */
  cessRate?: number | string;
}

/** Amounts in integer paise (…Paise); rates in percent as applied (0 on a bill of supply). */
export interface LineTax {
  gstRate: number;
  cessRate: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  /** SGST, or UTGST in a UT without legislature (same field, only the label differs). */
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  /** cgstPaise + sgstPaise + igstPaise + cessPaise. */
  gstAmountPaise: Paise;
  /** taxablePaise + gstAmountPaise. */
  totalPaise: Paise;
}

export interface InvoiceOptions extends SupplyParties {
  /** Round the total half-up to the rupee (the default). */
  roundOff?: boolean;
  /** Composition taxpayer: a bill of supply, no tax on any line. */
  composition?: boolean;
  /** Not registered under GST: it may not charge GST, so no tax on any line. */
  unregistered?: boolean;
}

/** One GST rate's share of an invoice, in paise. */
export interface RateBreakdown {
  gstRate: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
}

/** Amounts in integer paise (…Paise). */
export interface InvoiceTax {
  documentType: TaxDocumentType;
  supplyType: SupplyType;
  lines: LineTax[];
  /** The lines' taxable values. */
  subtotalPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  gstAmountPaise: Paise;
  totalBeforeRoundingPaise: Paise;
  /** totalPaise − totalBeforeRoundingPaise, from −49 to +50 paise. */
  roundOffPaise: Paise;
  totalPaise: Paise;
  /** Printed name of the intra-state half for this place of supply. */
  intraLabel: 'SGST' | 'UTGST';
  /** One row per GST rate, ascending. */
  rateBreakdown: RateBreakdown[];
}

function requireState(code: string, role: string): void {
  if (!stateByCode(code)) {
    throw new RangeError(`Unknown ${role} state code: '${code}'`);
  }
}

export function supplyTypeFor({ supplierState, placeOfSupply, sez = false }: SupplyParties): SupplyType {
  requireState(supplierState, 'supplier');
  requireState(placeOfSupply, 'place-of-supply');
  if (stateByCode(supplierState)?.exportOnly) {
    throw new RangeError(`'${supplierState}' is a place of supply for exports, not a supplier state`);
  }
  return sez || placeOfSupply === EXPORT_POS || placeOfSupply !== supplierState ? 'INTER' : 'INTRA';
}

/** Customer's GSTIN state, else the customer's address state, else the supplier's state. */
export function defaultPlaceOfSupply({
  customerGstin,
  customerState,
  supplierState,
}: {
  customerGstin?: string;
  customerState?: string;
  supplierState: string;
}): string {
  // Retired codes stay readable on old records but never become a new document's POS.
  const usable = (code: string | undefined): code is string => {
    const state = code === undefined ? undefined : stateByCode(code);
    return !!state && !state.retired;
  };
  const fromGstin = customerGstin ? stateCodeOfGstin(customerGstin) : undefined;
  if (usable(fromGstin)) return fromGstin;
  if (usable(customerState)) return customerState;
  return supplierState;
}

export function computeLine(line: LineInput, supplyType: SupplyType): LineTax {
  const quantityMilli = BigInt(toMilli(line.quantity));
  const price = toPriceUnits(line.rate);
  const discount = toPaise(line.discount ?? 0);
  if (price < 0 || discount < 0) {
    throw new RangeError('Rate and discount cannot be negative');
  }
  const gstBp = rateToBp(line.gstRate);
  if (gstBp > MAX_GST_RATE * 100) {
    throw new RangeError(`GST rate above ${MAX_GST_RATE}%: ${line.gstRate}`);
  }
  const cessBp = rateToBp(line.cessRate ?? 0);

  // round2(quantity × rate − discount), in 1/100,000 paise (milli-units × 1/100 paise) so the rounding happens once.
  const taxable = divRoundHalfUp(quantityMilli * BigInt(price) - BigInt(discount) * PRICE_UNITS_PER_PAISA * 1000n, PRICE_UNITS_PER_PAISA * 1000n);
  if (taxable < 0n) {
    throw new RangeError('Discount is larger than the line amount');
  }
  // Each half is rounded on its own, so CGST always equals SGST.
  const half = supplyType === 'INTRA' ? divRoundHalfUp(taxable * BigInt(gstBp), 20_000n) : 0n;
  const igst = supplyType === 'INTER' ? divRoundHalfUp(taxable * BigInt(gstBp), 10_000n) : 0n;
  const cess = divRoundHalfUp(taxable * BigInt(cessBp), 10_000n);
  const gstAmount = 2n * half + igst + cess;
  return {
    gstRate: bpToRate(gstBp),
    cessRate: bpToRate(cessBp),
    taxablePaise: toSafeNumber(taxable),
    cgstPaise: toSafeNumber(half),
    sgstPaise: toSafeNumber(half),
    igstPaise: toSafeNumber(igst),
    cessPaise: toSafeNumber(cess),
    gstAmountPaise: toSafeNumber(gstAmount),
    totalPaise: toSafeNumber(taxable + gstAmount),
  };
}

function totals(lines: readonly LineTax[]) {
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'cessPaise' | 'gstAmountPaise') => sumPaise(lines.map((l) => l[key]));
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    cessPaise: sum('cessPaise'),
    gstAmountPaise: sum('gstAmountPaise'),
  };
}

function rateBreakdown(lines: readonly LineTax[]): RateBreakdown[] {
  const byRate = new Map<number, LineTax[]>();
  for (const line of lines) {
    const group = byRate.get(line.gstRate);
    if (group) group.push(line);
    else byRate.set(line.gstRate, [line]);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([gstRate, group]) => {
      const { taxablePaise, cgstPaise, sgstPaise, igstPaise, cessPaise } = totals(group);
      return { gstRate, taxablePaise, cgstPaise, sgstPaise, igstPaise, cessPaise };
    });
}

export function documentTypeFor({ composition = false, unregistered = false }: Pick<InvoiceOptions, 'composition' | 'unregistered'>): TaxDocumentType {
  if (unregistered) return 'non_gst_invoice';
  return composition ? 'bill_of_supply' : 'tax_invoice';
}

export function computeInvoice(lines: readonly LineInput[], options: InvoiceOptions): InvoiceTax {
  const { placeOfSupply, roundOff = true } = options;
  const documentType = documentTypeFor(options);
  const supplyType = supplyTypeFor(options);
  const lineTaxes = lines.map((line) =>
    computeLine(documentType === 'tax_invoice' ? line : { ...line, gstRate: 0, cessRate: 0 }, supplyType),
  );
  const { taxablePaise: subtotalPaise, cgstPaise, sgstPaise, igstPaise, cessPaise, gstAmountPaise } = totals(lineTaxes);
  const totalBeforeRoundingPaise = sumPaise([subtotalPaise, gstAmountPaise]);
  const totalPaise = roundOff ? roundToRupee(totalBeforeRoundingPaise) : totalBeforeRoundingPaise;
  return {
    documentType,
    supplyType,
    lines: lineTaxes,
    subtotalPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    cessPaise,
    gstAmountPaise,
    totalBeforeRoundingPaise,
    roundOffPaise: totalPaise - totalBeforeRoundingPaise,
    totalPaise,
    intraLabel: stateByCode(placeOfSupply)?.utgst ? 'UTGST' : 'SGST',
    rateBreakdown: rateBreakdown(lineTaxes),
  };
}
