/**
 * What a credit note's PDF prints (CGST Rule 53; docs/gst.md "Credit notes"): "CREDIT NOTE", its serial
 * and date, the supplier and recipient as on the original invoice, that invoice's number and date, and
 * the value, rate and tax of each line by the invoice's place of supply and split. Laid out by the
 * invoice template (InvoiceHtmlRenderer), so both print alike.
 */
import { CREDIT_NOTE_REASON_LABELS } from '@hisaab/contracts';
import { amountInWords, stateLabel } from '@hisaab/gst';
import {
  billToParty,
  COPY_MARKS,
  declarationFor,
  money,
  printedDate,
  printedItems,
  shipToParty,
  supplierParty,
  taxModeOf,
  totalLines,
  type InvoiceDocument,
} from './invoice-document';
import type { InvoiceRecord } from './ports/billing-store';
import type { CreditNoteItemRecord, CreditNoteRow } from './ports/credit-note-store';
import type { CustomerInfo, IssuerDetails } from './ports/partners';

export function buildCreditNoteDocument(
  note: CreditNoteRow,
  items: readonly CreditNoteItemRecord[],
  invoice: InvoiceRecord,
  issuer: IssuerDetails,
  customer: CustomerInfo | null,
): InvoiceDocument {
  const { taxMode, labels } = taxModeOf(invoice);
  const billTo = billToParty(invoice, customer);
  const sorted = [...items].sort((a, b) => a.position - b.position).map((item) => ({ ...item, description: null, discountPaise: 0 }));
  return {
    title: 'CREDIT NOTE',
    copyMark: COPY_MARKS.original,
    statusMark: null,
    declaration: declarationFor(invoice),
    taxMode,
    sgstLabel: labels.sgst,
    supplier: supplierParty(issuer, invoice),
    invoiceNumber: note.noteNumber,
    invoiceDate: printedDate(note.noteDate),
    dueDate: '',
    facts: [
      { label: 'Credit Note No.', value: note.noteNumber, strong: true },
      { label: 'Credit Note Date', value: printedDate(note.noteDate) },
      { label: 'Original Invoice No.', value: note.invoiceNumber },
      { label: 'Original Invoice Date', value: printedDate(note.invoiceDate) },
      { label: 'Place of Supply', value: stateLabel(invoice.placeOfSupply) ?? invoice.placeOfSupply },
      { label: 'Reverse Charge', value: 'No' },
      { label: 'Reason', value: CREDIT_NOTE_REASON_LABELS[note.reason] },
      { label: 'Credit For', value: note.kind === 'items' ? (note.restock ? 'Goods returned to stock' : 'Items and quantities') : 'Value only' },
    ],
    paymentTerms: null,
    serialNumber: null,
    placeOfSupply: stateLabel(invoice.placeOfSupply) ?? invoice.placeOfSupply,
    reverseCharge: 'No',
    billTo,
    shipTo: shipToParty(invoice, billTo),
    ...printedItems(sorted),
    totals: totalLines(note, taxMode, labels),
    total: money(note.totalPaise),
    amountInWords: amountInWords(note.totalPaise),
    // What the note did: taken off the invoice's balance, and the rest owed back to the customer.
    settlement:
      note.refundDuePaise > 0
        ? [
            { label: 'Adjusted against invoice', amount: money(note.totalPaise - note.refundDuePaise), strong: false },
            { label: 'Refund due', amount: `₹ ${money(note.refundDuePaise)}`, strong: true },
          ]
        : [],
    bank: null,
    upi: null,
    notes: note.notes,
    terms: null,
    salesperson: null,
    signatory: null,
  };
}

/** 'CN/26-27/0001' → 'Credit-Note-CN-26-27-0001.pdf'. */
export function creditNotePdfFilename(noteNumber: string): string {
  return `Credit-Note-${noteNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}
