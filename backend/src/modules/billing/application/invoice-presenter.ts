/** Invoices as the API returns them: rupees, calendar dates, computed overdue state. */
import type {
  InvoiceCustomerResponse,
  InvoiceItemResponse,
  InvoiceListItemResponse,
  InvoiceResponse,
  InvoiceTaxRateRow,
  OverdueInvoiceResponse,
} from '@hisaab/contracts';
import { amountInWords, stateLabel, stateName, sumPaise, toRupees } from '@hisaab/gst';
import { taxLabels } from '../domain/invoice-calculation';
import { daysOverdue, displayStatus, isOverdue } from '../domain/invoice-status';
import type { CreditedSoFar } from '../domain/credit-note-rules';
import { outstandingOf, refundDueOf } from '../domain/payment-rules';
import { presentCreditNoteSummary } from './credit-note-presenter';
import type { CreditNoteRecord } from './ports/credit-note-store';
import type { CustomerInfo } from './ports/partners';
import type { InvoiceItemRecord, InvoiceListRow, InvoiceRecord } from './ports/billing-store';

/** The reply shapes are the contract's (@hisaab/contracts). */
export type InvoiceCustomerView = InvoiceCustomerResponse;
export type InvoiceListItemView = InvoiceListItemResponse;
export type OverdueInvoiceView = OverdueInvoiceResponse;
export type InvoiceItemView = InvoiceItemResponse;
export type TaxRateRow = InvoiceTaxRateRow;
export type InvoiceView = InvoiceResponse;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentListRow(row: InvoiceListRow, today: string): InvoiceListItemView {
  return presentListed(row, { name: row.customerName, email: row.customerEmail, phone: row.customerPhone }, today);
}

/** A list row's fields, from a row or a whole invoice (its customer's contact details given apart, not copied in). */
function presentListed(row: Omit<InvoiceListRow, 'customerEmail' | 'customerPhone'>, customer: InvoiceListItemView['customer'], today: string): InvoiceListItemView {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    status: row.status,
    displayStatus: displayStatus(row.status, row.dueDate, today),
    isOverdue: isOverdue(row.status, row.dueDate, today),
    customerId: row.customerId,
    customer,
    placeOfSupply: row.placeOfSupply,
    supplyType: row.supplyType,
    subtotal: toRupees(row.subtotalPaise),
    gstAmount: toRupees(row.gstAmountPaise),
    total: toRupees(row.totalPaise),
    amountPaid: toRupees(row.amountPaidPaise),
    credited: toRupees(row.creditedPaise),
    outstanding: toRupees(outstandingOf(row)),
    refundDue: toRupees(refundDueOf(row)),
    shareId: row.shareId,
  };
}

export function presentOverdue(row: InvoiceListRow, today: string): OverdueInvoiceView {
  return { ...presentListRow(row, today), daysOverdue: daysOverdue(row.dueDate, today) };
}

export function presentItem(item: InvoiceItemRecord, credited: CreditedSoFar = { quantity: 0, taxablePaise: 0 }): InvoiceItemView {
  const gstAmount = item.cgstPaise + item.sgstPaise + item.igstPaise + item.cessPaise;
  return {
    id: item.id,
    productId: item.productId,
    productName: item.productName,
    description: item.description,
    hsn: item.hsn,
    quantity: item.quantity,
    unit: item.unit,
    rate: item.rate,
    discount: toRupees(item.discountPaise),
    gstRate: item.gstRate,
    cessRate: item.cessRate,
    amount: toRupees(item.taxablePaise + item.discountPaise),
    taxable: toRupees(item.taxablePaise),
    cgst: toRupees(item.cgstPaise),
    sgst: toRupees(item.sgstPaise),
    igst: toRupees(item.igstPaise),
    cess: toRupees(item.cessPaise),
    gstAmount: toRupees(gstAmount),
    totalAmount: toRupees(item.totalPaise),
    serialNumber: item.serialNumber,
    creditedQuantity: credited.quantity,
    creditedValue: toRupees(credited.taxablePaise),
  };
}

/** An invoice's credit notes (oldest first) and what they credited of each line. */
export interface InvoiceCredits {
  notes: readonly CreditNoteRecord[];
  byItem: ReadonlyMap<string, CreditedSoFar>;
}

export const NO_CREDITS: InvoiceCredits = { notes: [], byItem: new Map() };

function rateRows(items: readonly InvoiceItemRecord[]): TaxRateRow[] {
  const byRate = new Map<number, InvoiceItemRecord[]>();
  for (const item of items) byRate.set(item.gstRate, [...(byRate.get(item.gstRate) ?? []), item]);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([gstRate, group]) => {
      const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'cessPaise') => sumPaise(group.map((i) => i[k]));
      const [taxable, cgst, sgst, igst, cess] = [sum('taxablePaise'), sum('cgstPaise'), sum('sgstPaise'), sum('igstPaise'), sum('cessPaise')];
      return {
        gstRate,
        taxable: toRupees(taxable),
        cgst: toRupees(cgst),
        sgst: toRupees(sgst),
        igst: toRupees(igst),
        cess: toRupees(cess),
        gstAmount: toRupees(cgst + sgst + igst + cess),
      };
    });
}

export function presentInvoice(
  invoice: InvoiceRecord,
  items: readonly InvoiceItemRecord[],
  customer: CustomerInfo | null,
  today: string,
  credits: InvoiceCredits = NO_CREDITS,
): InvoiceView {
  const base = presentListed(invoice, { name: invoice.customerName, email: customer?.email ?? null, phone: customer?.phone ?? null }, today);
  const labels = taxLabels(invoice.supplyType, invoice.placeOfSupply);
  return {
    ...base,
    userId: invoice.createdBy,
    documentType: invoice.documentType,
    supplierState: invoice.supplierState,
    placeOfSupplyLabel: stateLabel(invoice.placeOfSupply) ?? invoice.placeOfSupply,
    customer: {
      id: invoice.customerId,
      name: invoice.customerName,
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
      gstNumber: invoice.customerGstin,
      address: invoice.customerAddress,
      state: invoice.customerState ? (stateName(invoice.customerState) ?? null) : null,
      stateCode: invoice.customerState,
      sezUnit: invoice.customerSez,
    },
    cgst: toRupees(invoice.cgstPaise),
    sgst: toRupees(invoice.sgstPaise),
    igst: toRupees(invoice.igstPaise),
    cess: toRupees(invoice.cessPaise),
    roundOff: toRupees(invoice.roundOffPaise),
    notes: invoice.notes,
    termsAndConditions: invoice.termsAndConditions,
    salesPersonName: invoice.salesPersonName,
    salesPersonEmail: invoice.salesPersonEmail,
    salesPersonPhone: invoice.salesPersonPhone,
    paymentTerms: invoice.paymentTerms,
    companyUdyam: invoice.companyUdyam,
    serialNumber: invoice.serialNumber,
    shippingAddress: invoice.shippingAddress,
    shippingGstin: invoice.shippingGstin,
    authorizedSignature: invoice.authorizedSignature,
    sourceChallan: invoice.sourceChallanId && invoice.sourceChallanNumber ? { id: invoice.sourceChallanId, challanNumber: invoice.sourceChallanNumber } : null,
    issuedAt: iso(invoice.issuedAt),
    paidAt: iso(invoice.paidAt),
    cancelledAt: iso(invoice.cancelledAt),
    cancelReason: invoice.cancelReason,
    createdAt: iso(invoice.createdAt)!,
    updatedAt: iso(invoice.updatedAt)!,
    items: [...items].sort((a, b) => a.position - b.position).map((item) => presentItem(item, credits.byItem.get(item.id))),
    creditNotes: credits.notes.map(presentCreditNoteSummary),
    taxBreakdown: {
      supplyType: invoice.supplyType,
      documentType: invoice.documentType,
      labels: { cgst: labels.cgst, sgst: labels.sgst, igst: labels.igst },
      applicable: invoice.documentType === 'tax_invoice' ? labels.applicable : [],
      rates: rateRows(items),
      totals: {
        taxable: toRupees(invoice.subtotalPaise),
        cgst: toRupees(invoice.cgstPaise),
        sgst: toRupees(invoice.sgstPaise),
        igst: toRupees(invoice.igstPaise),
        cess: toRupees(invoice.cessPaise),
        gstAmount: toRupees(invoice.gstAmountPaise),
        roundOff: toRupees(invoice.roundOffPaise),
        total: toRupees(invoice.totalPaise),
      },
    },
    amountInWords: amountInWords(invoice.totalPaise),
  };
}
