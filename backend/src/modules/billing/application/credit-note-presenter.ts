/** Credit notes as the API returns them: rupees, calendar dates (the contract's shapes, @hisaab/contracts). */
import type { CreditNoteItemResponse, CreditNoteListItemResponse, CreditNoteResponse, InvoiceCreditNoteSummary } from '@hisaab/contracts';
import { stateLabel, toRupees } from '@hisaab/gst';
import { taxLabels } from '../domain/invoice-calculation';
import { outstandingOf, refundDueOf } from '../domain/payment-rules';
import type { InvoiceRecord } from './ports/billing-store';
import type { CreditNoteItemRecord, CreditNoteRecord, CreditNoteRow } from './ports/credit-note-store';

export type CreditNoteListItemView = CreditNoteListItemResponse;
export type CreditNoteView = CreditNoteResponse;

export function presentCreditNoteRow(note: CreditNoteRow): CreditNoteListItemView {
  return {
    id: note.id,
    noteNumber: note.noteNumber,
    noteDate: note.noteDate,
    reason: note.reason,
    kind: note.kind,
    invoiceId: note.invoiceId,
    invoiceNumber: note.invoiceNumber,
    invoiceDate: note.invoiceDate,
    customerId: note.customerId,
    customerName: note.customerName,
    subtotal: toRupees(note.subtotalPaise),
    cgst: toRupees(note.cgstPaise),
    sgst: toRupees(note.sgstPaise),
    igst: toRupees(note.igstPaise),
    cess: toRupees(note.cessPaise),
    gstAmount: toRupees(note.gstAmountPaise),
    roundOff: toRupees(note.roundOffPaise),
    total: toRupees(note.totalPaise),
    refundDue: toRupees(note.refundDuePaise),
    restocked: note.restock,
  };
}

function presentItem(item: CreditNoteItemRecord): CreditNoteItemResponse {
  return {
    id: item.id,
    invoiceItemId: item.invoiceItemId,
    productId: item.productId,
    productName: item.productName,
    hsn: item.hsn,
    quantity: item.quantity,
    unit: item.unit,
    rate: item.rate,
    gstRate: item.gstRate,
    taxable: toRupees(item.taxablePaise),
    cgst: toRupees(item.cgstPaise),
    sgst: toRupees(item.sgstPaise),
    igst: toRupees(item.igstPaise),
    cess: toRupees(item.cessPaise),
    total: toRupees(item.totalPaise),
  };
}

/** The note, its lines, and its invoice as it stands (`invoice` read after the note). */
export function presentCreditNote(note: CreditNoteRow, items: readonly CreditNoteItemRecord[], invoice: InvoiceRecord): CreditNoteView {
  const labels = taxLabels(invoice.supplyType, invoice.placeOfSupply);
  return {
    ...presentCreditNoteRow(note),
    supplyType: invoice.supplyType,
    placeOfSupply: invoice.placeOfSupply,
    placeOfSupplyLabel: stateLabel(invoice.placeOfSupply) ?? invoice.placeOfSupply,
    applicable: invoice.documentType === 'tax_invoice' ? labels.applicable : [],
    notes: note.notes,
    createdAt: note.createdAt.toISOString(),
    items: [...items].sort((a, b) => a.position - b.position).map(presentItem),
    invoice: {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      status: invoice.status,
      total: toRupees(invoice.totalPaise),
      credited: toRupees(invoice.creditedPaise),
      amountPaid: toRupees(invoice.amountPaidPaise),
      outstanding: toRupees(outstandingOf(invoice)),
      refundDue: toRupees(refundDueOf(invoice)),
    },
  };
}

/** A note as its invoice lists it. */
export function presentCreditNoteSummary(note: CreditNoteRecord): InvoiceCreditNoteSummary {
  return { id: note.id, noteNumber: note.noteNumber, noteDate: note.noteDate, reason: note.reason, total: toRupees(note.totalPaise), refundDue: toRupees(note.refundDuePaise) };
}
