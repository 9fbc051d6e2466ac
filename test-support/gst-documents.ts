import { computeInvoice, type Paise, type ReturnCreditNote, type ReturnInvoice, type ReturnLine, type SupplyKind, type Taxability } from '@hisaab/gst';

/** Documents for the GST return builders' tests, with amounts computed by libs/gst as invoices are. */
export const SUPPLIER_GSTIN = '33AAAPZ1234C2Z6';
export const TN_BUYER = '33AANFA2641L1ZG';
/** An SEZ unit in Karnataka. */
export const SEZ_BUYER = '29AABCS1234F1ZN';
/** A supplier in Chandigarh, a UT without legislature (UTGST). */
export const CHANDIGARH_GSTIN = '04AAAPZ1234C1Z8';
export const CHANDIGARH_BUYER = '04AABCD1234E1ZG';
export const KA_BUYER = '29AAFCC9980M1ZR';
export const MH_BUYER = '27AAPFU0939F1ZV';

export interface LineSpec {
  hsn?: string | null;
  description?: string;
  unit?: string;
  quantity: number | string;
  rate: number | string;
  gstRate: number;
  discount?: number;
  cessRate?: number;
  taxability?: Taxability;
}

export interface DocSpec {
  id?: string;
  number: string;
  date: string;
  buyerGstin?: string | null;
  placeOfSupply: string;
  supplierState?: string;
  supplyKind?: SupplyKind;
  lines: LineSpec[];
}

/** Lines and totals as billing computes them for these parties (exports and SEZ supplies taxed as IGST unless without payment). */
export function computed(spec: DocSpec): { lines: ReturnLine[]; totalPaise: Paise; roundOffPaise: Paise } {
  const kind = spec.supplyKind ?? 'regular';
  const withoutPayment = kind === 'export_without_payment' || kind === 'sez_without_payment';
  const tax = computeInvoice(
    spec.lines.map((l) => ({ quantity: l.quantity, rate: l.rate, discount: l.discount ?? 0, gstRate: withoutPayment ? 0 : l.gstRate, cessRate: l.cessRate ?? 0 })),
    { supplierState: spec.supplierState ?? '33', placeOfSupply: spec.placeOfSupply, sez: kind.startsWith('sez') },
  );
  const lines = spec.lines.map((l, i) => ({
    ...tax.lines[i],
    // A supply without payment of IGST keeps its rate on the return; only the tax is nil.
    gstRate: l.gstRate,
    hsn: l.hsn === undefined ? '8471' : l.hsn,
    description: l.description ?? `Item ${i + 1}`,
    unit: l.unit ?? 'nos',
    quantity: Number(l.quantity),
    ...(l.taxability && { taxability: l.taxability }),
  }));
  return { lines, totalPaise: tax.totalPaise, roundOffPaise: tax.roundOffPaise };
}

export function invoiceOf(spec: DocSpec): ReturnInvoice {
  const { lines, totalPaise } = computed(spec);
  return {
    id: spec.id ?? `id-${spec.number}`,
    number: spec.number,
    date: spec.date,
    buyerGstin: spec.buyerGstin ?? null,
    placeOfSupply: spec.placeOfSupply,
    supplierState: spec.supplierState ?? '33',
    supplyKind: spec.supplyKind ?? 'regular',
    totalPaise,
    lines,
  };
}

/** A credit note of `lines` (computed with the invoice's parties) against `invoice`. */
export function creditNoteOf(invoice: ReturnInvoice, spec: { number: string; date: string; lines: LineSpec[]; noteType?: 'C' | 'D' }): ReturnCreditNote {
  const { lines, totalPaise } = computed({ ...spec, buyerGstin: invoice.buyerGstin, placeOfSupply: invoice.placeOfSupply, supplierState: invoice.supplierState, supplyKind: invoice.supplyKind });
  const { id, number, date, totalPaise: invoiceTotal, buyerGstin, placeOfSupply, supplierState, supplyKind } = invoice;
  return {
    id: `id-${spec.number}`,
    number: spec.number,
    date: spec.date,
    ...(spec.noteType && { noteType: spec.noteType }),
    totalPaise,
    lines,
    invoice: { id, number, date, totalPaise: invoiceTotal, buyerGstin, placeOfSupply, supplierState, supplyKind },
  };
}
