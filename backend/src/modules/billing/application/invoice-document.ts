/**
 * What an invoice PDF prints (docs/gst.md "Tax invoice contents (CGST Rule 46)"), prepared as plain,
 * already-formatted values so the template only lays them out. Everything printed is in here, so a
 * hash of this object (plus the template version) identifies one rendered PDF.
 */
import { unitLabel, type InvoiceDocumentTitle } from '@hisaab/contracts';
import { amountInWords, formatAmount, formatUnitPrice, hsnSummary, stateLabel, sumPaise, upiPaymentUri } from '@hisaab/gst';
import { taxLabels } from '../domain/invoice-calculation';
import { outstandingOf } from '../domain/payment-rules';
import { postalAddressLines } from '../domain/postal-address';
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

export interface InvoiceDocument {
  title: InvoiceDocumentTitle;
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
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
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
  /** Received so far and the balance, once payments exist. */
  amountReceived: string | null;
  balanceDue: string | null;
  bank: { name: string | null; accountNumber: string | null; ifsc: string | null; branch: string | null } | null;
  /** A `upi://pay` link for the balance: only when the business has a UPI id and something is due. */
  upi: { vpa: string; uri: string; amount: string } | null;
  notes: string | null;
  terms: string | null;
  salesperson: { name: string | null; phone: string | null; email: string | null } | null;
  /** The signatory's name, when typed on the invoice. */
  signatory: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-10' → '10 Nov 2026'. */
export function printedDate(calendarDate: string): string {
  const [y, m, d] = calendarDate.split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

const money = (paise: number) => formatAmount(paise);
const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;
const quantityText = (q: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }).format(q);
const blankToNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

const TITLES: Record<InvoiceRecord['documentType'], InvoiceDocument['title']> = {
  tax_invoice: 'TAX INVOICE',
  bill_of_supply: 'BILL OF SUPPLY',
  non_gst_invoice: 'INVOICE',
};

function declarationFor(invoice: InvoiceRecord): string | null {
  if (invoice.documentType === 'bill_of_supply') return COMPOSITION_DECLARATION;
  if (invoice.documentType === 'non_gst_invoice') return UNREGISTERED_DECLARATION;
  return invoice.customerSez ? SEZ_DECLARATION : null;
}

function supplierParty(issuer: IssuerDetails, invoice: InvoiceRecord): DocumentParty & { udyam: string | null } {
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

function billToParty(invoice: InvoiceRecord, customer: CustomerInfo | null): DocumentParty {
  return {
    name: invoice.customerName,
    addressLines: invoice.customerAddress ? [invoice.customerAddress] : [],
    gstin: invoice.customerGstin,
    state: invoice.customerState ? (stateLabel(invoice.customerState) ?? invoice.customerState) : null,
    phone: customer?.phone ?? null,
    email: customer?.email ?? null,
  };
}

function shipToParty(invoice: InvoiceRecord, billTo: DocumentParty): DocumentParty {
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

export function buildInvoiceDocument(
  invoice: InvoiceRecord,
  items: readonly InvoiceItemRecord[],
  issuer: IssuerDetails,
  customer: CustomerInfo | null,
  copy: InvoiceCopy = 'original',
): InvoiceDocument {
  const taxed = invoice.documentType === 'tax_invoice';
  const labels = taxLabels(invoice.supplyType, invoice.placeOfSupply);
  const taxMode: TaxMode = !taxed ? 'none' : invoice.supplyType === 'INTRA' ? 'intra' : 'inter';
  const sorted = [...items].sort((a, b) => a.position - b.position);
  const sum = (key: 'taxablePaise' | 'discountPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'cessPaise' | 'totalPaise') => sumPaise(sorted.map((i) => i[key]));

  const lines: DocumentLine[] = sorted.map((item, index) => ({
    sl: index + 1,
    name: item.productName,
    description: blankToNull(item.description),
    hsn: item.hsn ?? '',
    quantity: quantityText(item.quantity),
    unit: unitLabel(item.unit),
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

  const summary = hsnSummary(sorted.map((i) => ({ ...i, hsn: i.hsn ?? '' })));
  const hsnRows: DocumentHsnRow[] = summary.map((row) => ({
    hsn: row.hsn || '—',
    uqc: row.uqc,
    // Services have no UQC ('NA'), so their quantities in different units cannot be added up.
    quantity: row.uqc === 'NA' ? '—' : quantityText(row.quantity),
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

  const totals: DocumentTotalLine[] = [{ label: taxed ? 'Taxable value' : 'Total value', amount: money(invoice.subtotalPaise) }];
  if (taxMode === 'intra') {
    totals.push({ label: labels.cgst, amount: money(invoice.cgstPaise) }, { label: labels.sgst, amount: money(invoice.sgstPaise) });
  } else if (taxMode === 'inter') {
    totals.push({ label: labels.igst, amount: money(invoice.igstPaise) });
  }
  if (invoice.cessPaise) totals.push({ label: 'Cess', amount: money(invoice.cessPaise) });
  if (invoice.roundOffPaise) totals.push({ label: 'Round off', amount: (invoice.roundOffPaise > 0 ? '+' : '') + money(invoice.roundOffPaise) });

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

  return {
    title: TITLES[invoice.documentType],
    copyMark: COPY_MARKS[copy],
    statusMark: invoice.status === 'draft' ? 'DRAFT' : invoice.status === 'cancelled' ? 'CANCELLED' : null,
    declaration: declarationFor(invoice),
    taxMode,
    sgstLabel: labels.sgst,
    showDiscount: sorted.some((i) => i.discountPaise > 0),
    showCess: sorted.some((i) => i.cessPaise > 0),
    supplier: supplierParty(issuer, invoice),
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: printedDate(invoice.invoiceDate),
    dueDate: printedDate(invoice.dueDate),
    paymentTerms: blankToNull(invoice.paymentTerms),
    serialNumber: blankToNull(invoice.serialNumber),
    placeOfSupply: stateLabel(invoice.placeOfSupply) ?? invoice.placeOfSupply,
    reverseCharge: 'No',
    billTo,
    shipTo: shipToParty(invoice, billTo),
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
    totals,
    total: money(invoice.totalPaise),
    amountInWords: amountInWords(invoice.totalPaise),
    amountReceived: invoice.amountPaidPaise > 0 ? money(invoice.amountPaidPaise) : null,
    balanceDue: invoice.amountPaidPaise > 0 ? money(outstanding) : null,
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
