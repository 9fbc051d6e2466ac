/**
 * What an invoice PDF prints (docs/gst.md "Tax invoice contents (CGST Rule 46)"), prepared as plain,
 * already-formatted values so the template only lays them out. Everything printed is in here, so a
 * hash of this object (plus the template version) identifies one rendered PDF.
 */
import { unitLabel, type InvoiceDocumentTitle } from '@hisaab/contracts';
import { amountInWords, formatAmount, formatUnitPrice, hsnSummary, stateLabel, sumPaise, upiPaymentUri } from '@hisaab/gst';
import { taxLabels } from '../domain/invoice-calculation';
import { outstandingOf, refundDueOf } from '../domain/payment-rules';
import { postalAddressLines } from '../domain/postal-address';
import { percentText, printedDate, quantityText } from '../../../platform/pdf/document-format';
import type { InvoiceItemRecord, InvoiceRecord } from './ports/billing-store';
import type { CustomerInfo, IssuerDetails } from './ports/partners';

/** Goods invoices are issued in triplicate, each copy marked (docs/gst.md, Rule 46). */
export const COPY_MARKS = {
  original: 'ORIGINAL FOR RECIPIENT',
  duplicate: 'DUPLICATE FOR TRANSPORTER',
  triplicate: 'TRIPLICATE FOR SUPPLIER',
} as const;
export type InvoiceCopy = keyof typeof COPY_MARKS;
export const INVOICE_COPIES = Object.keys(COPY_MARKS) as InvoiceCopy[];
export const COMPOSITION_DECLARATION = 'Composition taxable person, not eligible to collect tax on supplies';
export const UNREGISTERED_DECLARATION = 'Supplier not registered under GST: no GST is charged on this invoice';
/** The endorsement CGST Rule 46 asks of a supply to an SEZ with IGST paid. */
export const SEZ_DECLARATION = 'Supply to SEZ unit or SEZ developer for authorised operations on payment of integrated tax';

/** 'intra': CGST + SGST/UTGST columns; 'inter': IGST; 'none': a bill of supply or non-GST invoice, no tax columns. */
export type TaxMode = 'intra' | 'inter' | 'none';

export interface DocumentParty {
  name: string;
  addressLines: string[];
  gstin: string | null;
  /** 'Tamil Nadu (33)'. */
  state: string | null;
  phone: string | null;
  email: string | null;
}

export interface DocumentLine {
  sl: number;
  name: string;
  description: string | null;
  hsn: string;
  quantity: string;
  unit: string;
  rate: string;
  discount: string;
  taxable: string;
  /** '9%' per half (intra), '18%' (inter). */
  halfRate: string;
  fullRate: string;
  cgst: string;
  sgst: string;
  igst: string;
  cessRate: string;
  cess: string;
  total: string;
}

export interface DocumentHsnRow {
  hsn: string;
  uqc: string;
  quantity: string;
  taxable: string;
  halfRate: string;
  fullRate: string;
  cgst: string;
  sgst: string;
  igst: string;
  /** '12%'; '12% / 15%' in the rare row whose lines carry different cess rates. */
  cessRate: string;
  cess: string;
  totalTax: string;
}

export interface DocumentTotalLine {
  label: string;
  amount: string;
}

/** One cell of the facts grid under the title (number, dates, place of supply…), four to a row. */
export interface DocumentFact {
  label: string;
  value: string;
  /** Printed bold: the document's own number. */
  strong?: boolean;
}

/** A line under the grand total (received, credit notes, balance due, refund due). */
export interface SettlementLine extends DocumentTotalLine {
  strong: boolean;
}

export interface InvoiceDocument {
  title: InvoiceDocumentTitle | 'CREDIT NOTE';
  copyMark: string;
  /** 'DRAFT', 'CANCELLED' across the page; null on an issued invoice. */
  statusMark: string | null;
  /** Printed under the title: why there is no tax (composition, not registered), or the SEZ endorsement. */
  declaration: string | null;
  taxMode: TaxMode;
  /** 'SGST' or 'UTGST' (Union Territories without a legislature). */
  sgstLabel: string;
  showDiscount: boolean;
  showCess: boolean;
  supplier: DocumentParty & { udyam: string | null };
  /** The document's own number (a credit note's on a credit note): the page title and footer name it. */
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  /** The grid under the title, in order. */
  facts: DocumentFact[];
  paymentTerms: string | null;
  serialNumber: string | null;
  placeOfSupply: string;
  reverseCharge: 'No';
  billTo: DocumentParty;
  shipTo: DocumentParty;
  lines: DocumentLine[];
  lineTotals: { quantity: string; taxable: string; discount: string; cgst: string; sgst: string; igst: string; cess: string; total: string };
  hsnRows: DocumentHsnRow[];
  hsnTotals: { taxable: string; cgst: string; sgst: string; igst: string; cess: string; totalTax: string };
  /** Taxable value, each tax, round off: the lines above the grand total. */
  totals: DocumentTotalLine[];
  total: string;
  amountInWords: string;
  /** Received so far, credit notes and the balance (or the refund due), once payments or notes exist. */
  settlement: SettlementLine[];
  bank: { name: string | null; accountNumber: string | null; ifsc: string | null; branch: string | null } | null;
  /** A `upi://pay` link for the balance: only when the business has a UPI id and something is due. */
  upi: { vpa: string; uri: string; amount: string } | null;
  notes: string | null;
  terms: string | null;
  salesperson: { name: string | null; phone: string | null; email: string | null } | null;
  /** The signatory's name, when typed on the invoice. */
  signatory: string | null;
}

/** How every printed document writes a date (platform/pdf), kept here for billing's documents. */
export { printedDate };

export const money = (paise: number) => formatAmount(paise);
const percent = percentText;
const blankToNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

export const INVOICE_TITLES: Record<InvoiceRecord['documentType'], InvoiceDocumentTitle> = {
  tax_invoice: 'TAX INVOICE',
  bill_of_supply: 'BILL OF SUPPLY',
  non_gst_invoice: 'INVOICE',
};

export function declarationFor(invoice: InvoiceRecord): string | null {
  if (invoice.documentType === 'bill_of_supply') return COMPOSITION_DECLARATION;
  if (invoice.documentType === 'non_gst_invoice') return UNREGISTERED_DECLARATION;
  return invoice.customerSez ? SEZ_DECLARATION : null;
}

export function supplierParty(issuer: IssuerDetails, invoice: InvoiceRecord): DocumentParty & { udyam: string | null } {
  return {
    name: issuer.name || 'Business name not set',
    addressLines: postalAddressLines(issuer.address, issuer.city, issuer.pincode),
    // A GSTIN next to "not registered under GST" would contradict itself (older settings may still hold one).
    gstin: invoice.documentType === 'non_gst_invoice' ? null : issuer.gstin,
    state: stateLabel(invoice.supplierState) ?? invoice.supplierState,
    phone: issuer.phone,
    email: issuer.email,
    udyam: blankToNull(invoice.companyUdyam) ?? issuer.udyam,
  };
}

export function billToParty(invoice: InvoiceRecord, customer: CustomerInfo | null): DocumentParty {
  return {
    name: invoice.customerName,
    addressLines: invoice.customerAddress ? [invoice.customerAddress] : [],
    gstin: invoice.customerGstin,
    state: invoice.customerState ? (stateLabel(invoice.customerState) ?? invoice.customerState) : null,
    phone: customer?.phone ?? null,
    email: customer?.email ?? null,
  };
}

export function shipToParty(invoice: InvoiceRecord, billTo: DocumentParty): DocumentParty {
  const address = blankToNull(invoice.shippingAddress);
  if (!address) return { ...billTo, phone: null, email: null };
  return {
    name: invoice.customerName,
    addressLines: address.split(/\r?\n/).map((l) => l.trim()).filter(Boolean),
    gstin: blankToNull(invoice.shippingGstin) ?? invoice.customerGstin,
    state: null,
    phone: null,
    email: null,
  };
}

/** A document line's amounts (an invoice's line, or a credit note's), already in paise. */
export interface PrintedItem {
  productName: string;
  description: string | null;
  hsn: string | null;
  /** Null on a value-only credit note: printed '—'. */
  quantity: number | null;
  unit: string;
  rate: number;
  discountPaise: number;
  gstRate: number;
  cessRate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  cessPaise: number;
  totalPaise: number;
}

/** The document's tax columns: what it charged (taxed or not) and where (the split, and the SGST/UTGST label). */
export function taxModeOf(doc: Pick<InvoiceRecord, 'documentType' | 'supplyType' | 'placeOfSupply'>): { taxMode: TaxMode; labels: ReturnType<typeof taxLabels> } {
  const taxMode: TaxMode = doc.documentType !== 'tax_invoice' ? 'none' : doc.supplyType === 'INTRA' ? 'intra' : 'inter';
  return { taxMode, labels: taxLabels(doc.supplyType, doc.placeOfSupply) };
}

/** The items table, its totals row and the HSN summary of `items` (in print order). */
export function printedItems(items: readonly PrintedItem[]): Pick<InvoiceDocument, 'lines' | 'lineTotals' | 'hsnRows' | 'hsnTotals' | 'showDiscount' | 'showCess'> {
  const sum = (key: 'taxablePaise' | 'discountPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'cessPaise' | 'totalPaise') => sumPaise(items.map((i) => i[key]));
  const lines: DocumentLine[] = items.map((item, index) => ({
    sl: index + 1,
    name: item.productName,
    description: blankToNull(item.description),
    hsn: item.hsn ?? '',
    quantity: item.quantity === null ? '—' : quantityText(item.quantity),
    unit: item.quantity === null ? '' : unitLabel(item.unit),
    rate: formatUnitPrice(item.rate),
    discount: money(item.discountPaise),
    taxable: money(item.taxablePaise),
    halfRate: percent(item.gstRate / 2),
    fullRate: percent(item.gstRate),
    cgst: money(item.cgstPaise),
    sgst: money(item.sgstPaise),
    igst: money(item.igstPaise),
    cessRate: percent(item.cessRate),
    cess: money(item.cessPaise),
    total: money(item.totalPaise),
  }));
  // A value-only line has no quantity: it adds value to its HSN row, and no quantity.
  const summary = hsnSummary(items.map((i) => ({ ...i, hsn: i.hsn ?? '', quantity: i.quantity ?? 0 })));
  const hsnRows: DocumentHsnRow[] = summary.map((row) => ({
    hsn: row.hsn || '—',
    uqc: row.uqc,
    // Services have no UQC ('NA'), so their quantities in different units cannot be added up; value-only
    // credit-note lines have no quantity (0 in the sum), printed '—' as on their lines.
    quantity: row.uqc === 'NA' || row.quantity === 0 ? '—' : quantityText(row.quantity),
    taxable: money(row.taxablePaise),
    halfRate: percent(row.gstRate / 2),
    fullRate: percent(row.gstRate),
    cgst: money(row.cgstPaise),
    sgst: money(row.sgstPaise),
    igst: money(row.igstPaise),
    cessRate: row.cessRates.map(percent).join(' / '),
    cess: money(row.cessPaise),
    totalTax: money(row.cgstPaise + row.sgstPaise + row.igstPaise + row.cessPaise),
  }));
  return {
    lines,
    lineTotals: {
      quantity: '',
      taxable: money(sum('taxablePaise')),
      discount: money(sum('discountPaise')),
      cgst: money(sum('cgstPaise')),
      sgst: money(sum('sgstPaise')),
      igst: money(sum('igstPaise')),
      cess: money(sum('cessPaise')),
      total: money(sum('totalPaise')),
    },
    hsnRows,
    hsnTotals: {
      taxable: money(sumPaise(summary.map((r) => r.taxablePaise))),
      cgst: money(sumPaise(summary.map((r) => r.cgstPaise))),
      sgst: money(sumPaise(summary.map((r) => r.sgstPaise))),
      igst: money(sumPaise(summary.map((r) => r.igstPaise))),
      cess: money(sumPaise(summary.map((r) => r.cessPaise))),
      totalTax: money(sumPaise(summary.map((r) => r.cgstPaise + r.sgstPaise + r.igstPaise + r.cessPaise))),
    },
    showDiscount: items.some((i) => i.discountPaise > 0),
    showCess: items.some((i) => i.cessPaise > 0),
  };
}

/** Taxable value, each tax, round off: the lines above the grand total. */
export function totalLines(amounts: Pick<InvoiceRecord, 'subtotalPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'cessPaise' | 'roundOffPaise'>, taxMode: TaxMode, labels: ReturnType<typeof taxLabels>): DocumentTotalLine[] {
  const totals: DocumentTotalLine[] = [{ label: taxMode !== 'none' ? 'Taxable value' : 'Total value', amount: money(amounts.subtotalPaise) }];
  if (taxMode === 'intra') {
    totals.push({ label: labels.cgst, amount: money(amounts.cgstPaise) }, { label: labels.sgst, amount: money(amounts.sgstPaise) });
  } else if (taxMode === 'inter') {
    totals.push({ label: labels.igst, amount: money(amounts.igstPaise) });
  }
  if (amounts.cessPaise) totals.push({ label: 'Cess', amount: money(amounts.cessPaise) });
  if (amounts.roundOffPaise) totals.push({ label: 'Round off', amount: (amounts.roundOffPaise > 0 ? '+' : '') + money(amounts.roundOffPaise) });
  return totals;
}

/** Received, credit notes and what is left (due, or to refund): printed once payments or credit notes exist. */
function settlementOf(invoice: InvoiceRecord, outstanding: number): SettlementLine[] {
  if (invoice.amountPaidPaise <= 0 && invoice.creditedPaise <= 0) return [];
  const lines: SettlementLine[] = [];
  if (invoice.amountPaidPaise > 0) lines.push({ label: 'Received', amount: money(invoice.amountPaidPaise), strong: false });
  if (invoice.creditedPaise > 0) lines.push({ label: 'Credit notes', amount: money(invoice.creditedPaise), strong: false });
  const refund = refundDueOf(invoice);
  lines.push(refund > 0 ? { label: 'Refund due', amount: `₹ ${money(refund)}`, strong: true } : { label: 'Balance Due', amount: `₹ ${money(outstanding)}`, strong: true });
  return lines;
}

export function buildInvoiceDocument(
  invoice: InvoiceRecord,
  items: readonly InvoiceItemRecord[],
  issuer: IssuerDetails,
  customer: CustomerInfo | null,
  copy: InvoiceCopy = 'original',
): InvoiceDocument {
  const { taxMode, labels } = taxModeOf(invoice);
  const sorted = [...items].sort((a, b) => a.position - b.position);
  // Only a sent invoice is payable: a draft (not yet issued, may still change), a paid or a cancelled
  // invoice offers no UPI link. Bank details stay, as standing details of the business on every copy.
  const outstanding = outstandingOf(invoice);
  const billTo = billToParty(invoice, customer);
  const hasBank = !!(issuer.bankName || issuer.bankAccountNumber || issuer.bankIfsc);
  const salesperson = {
    name: blankToNull(invoice.salesPersonName),
    phone: blankToNull(invoice.salesPersonPhone),
    email: blankToNull(invoice.salesPersonEmail),
  };
  const placeOfSupply = stateLabel(invoice.placeOfSupply) ?? invoice.placeOfSupply;

  return {
    title: INVOICE_TITLES[invoice.documentType],
    copyMark: COPY_MARKS[copy],
    statusMark: invoice.status === 'draft' ? 'DRAFT' : invoice.status === 'cancelled' ? 'CANCELLED' : null,
    declaration: declarationFor(invoice),
    taxMode,
    sgstLabel: labels.sgst,
    supplier: supplierParty(issuer, invoice),
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: printedDate(invoice.invoiceDate),
    dueDate: printedDate(invoice.dueDate),
    facts: [
      { label: 'Invoice No.', value: invoice.invoiceNumber, strong: true },
      { label: 'Invoice Date', value: printedDate(invoice.invoiceDate) },
      { label: 'Due Date', value: printedDate(invoice.dueDate) },
      { label: 'Place of Supply', value: placeOfSupply },
      { label: 'Reverse Charge', value: 'No' },
      { label: 'Payment Terms', value: blankToNull(invoice.paymentTerms) ?? '—' },
      { label: 'Salesperson', value: salesperson.name ? [salesperson.name, salesperson.phone].filter(Boolean).join(' · ') : '—' },
      { label: 'Reference No.', value: blankToNull(invoice.serialNumber) ?? '—' },
    ],
    paymentTerms: blankToNull(invoice.paymentTerms),
    serialNumber: blankToNull(invoice.serialNumber),
    placeOfSupply,
    reverseCharge: 'No',
    billTo,
    shipTo: shipToParty(invoice, billTo),
    ...printedItems(sorted),
    totals: totalLines(invoice, taxMode, labels),
    total: money(invoice.totalPaise),
    amountInWords: amountInWords(invoice.totalPaise),
    settlement: settlementOf(invoice, outstanding),
    bank: hasBank ? { name: issuer.bankName, accountNumber: issuer.bankAccountNumber, ifsc: issuer.bankIfsc, branch: issuer.bankBranch } : null,
    upi: upiFor(issuer, invoice, outstanding),
    notes: blankToNull(invoice.notes),
    terms: blankToNull(invoice.termsAndConditions),
    salesperson: salesperson.name || salesperson.phone || salesperson.email ? salesperson : null,
    signatory: blankToNull(invoice.authorizedSignature),
  };
}

/** The UPI deep link for the amount due, or null without a UPI id (or nothing due). */
export function upiFor(issuer: IssuerDetails, invoice: Pick<InvoiceRecord, 'invoiceNumber'>, amountPaise: number): InvoiceDocument['upi'] {
  if (!issuer.upiId || amountPaise <= 0) return null;
  return {
    vpa: issuer.upiId,
    amount: money(amountPaise),
    uri: upiPaymentUri({
      vpa: issuer.upiId,
      payeeName: issuer.name || issuer.upiId,
      amountPaise,
      note: `Invoice ${invoice.invoiceNumber}`,
    }),
  };
}

/** 'INV/25-26/0001' → 'Invoice-INV-25-26-0001.pdf'; other copies end '-Duplicate', '-Triplicate'. */
export function pdfFilename(invoice: Pick<InvoiceRecord, 'invoiceNumber' | 'documentType'>, copy: InvoiceCopy = 'original'): string {
  const base = invoice.documentType === 'bill_of_supply' ? 'Bill-of-Supply' : 'Invoice';
  const suffix = copy === 'original' ? '' : `-${copy[0].toUpperCase()}${copy.slice(1)}`;
  return `${base}-${invoice.invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}${suffix}.pdf`;
}
