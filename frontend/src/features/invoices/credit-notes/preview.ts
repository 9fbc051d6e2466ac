/**
 * The tax a credit note takes back, worked out as the server does (libs/gst: creditForQuantity,
 * creditForValue; docs/gst.md "Credit notes"), so the dialog shows the figures before it is sent.
 */
import type { InvoiceItemResponse, InvoiceResponse } from '@hisaab/contracts';
import { creditForQuantity, creditForValue, creditTotals, fromMilli, toMilli, toPaise, toRupees, type CreditedAmounts } from '@hisaab/gst';

export type CreditableItem = Pick<
  InvoiceItemResponse,
  'id' | 'productId' | 'productName' | 'hsn' | 'quantity' | 'unit' | 'gstRate' | 'cessRate' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'cess' | 'creditedQuantity' | 'creditedValue'
>;

export interface CreditableInvoice
  extends Pick<InvoiceResponse, 'id' | 'invoiceNumber' | 'invoiceDate' | 'status' | 'supplyType' | 'subtotal' | 'total' | 'credited' | 'amountPaid' | 'outstanding'> {
  customer: Pick<InvoiceResponse['customer'], 'name'>;
  items: CreditableItem[];
  taxBreakdown: Pick<InvoiceResponse['taxBreakdown'], 'labels' | 'applicable'>;
}

/** What is left to credit of a line (quantities have up to 3 decimals: counted in milli-units). */
export function remainingQuantity(item: Pick<CreditableItem, 'quantity' | 'creditedQuantity'>): number {
  return fromMilli(toMilli(item.quantity) - toMilli(item.creditedQuantity));
}

/** Taxable value not yet credited, over the whole invoice (the most a value-only note may take). */
export function remainingValue(invoice: Pick<CreditableInvoice, 'items'>): number {
  return toRupees(invoice.items.reduce((sum, item) => sum + toPaise(item.taxable) - toPaise(item.creditedValue), 0));
}

export interface CreditPreview {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  roundOff: number;
  total: number;
  /** What comes off the invoice's balance, and what is beyond it (owed back to the customer). */
  offBalance: number;
  refund: number;
}

function preview(invoice: CreditableInvoice, lines: CreditedAmounts[]): CreditPreview | null {
  if (!lines.length) return null;
  const totals = creditTotals(lines);
  const creditedBefore = invoice.items.reduce((sum, item) => sum + toPaise(item.creditedValue), 0);
  // The note that credits the last of the invoice's value makes the notes add up to its total (the server's rule).
  const last = creditedBefore + totals.taxablePaise === toPaise(invoice.subtotal);
  const roundOff = last ? toPaise(invoice.total) - toPaise(invoice.credited) - totals.totalPaise : 0;
  const total = totals.totalPaise + roundOff;
  const owed = invoice.status === 'sent' ? toPaise(invoice.outstanding) : 0;
  return {
    taxable: toRupees(totals.taxablePaise),
    cgst: toRupees(totals.cgstPaise),
    sgst: toRupees(totals.sgstPaise),
    igst: toRupees(totals.igstPaise),
    cess: toRupees(totals.cessPaise),
    roundOff: toRupees(roundOff),
    total: toRupees(total),
    offBalance: toRupees(Math.min(total, owed)),
    refund: toRupees(Math.max(0, total - owed)),
  };
}

/** The lines and quantities taken back (quantities beyond what is left are left out: the form says so). */
export function previewItems(invoice: CreditableInvoice, quantities: Readonly<Record<string, number>>): CreditPreview | null {
  const lines = invoice.items.flatMap((item) => {
    const quantity = quantities[item.id] ?? 0;
    if (!(quantity > 0) || toMilli(quantity) > toMilli(remainingQuantity(item))) return [];
    const invoiced = { quantity: item.quantity, taxablePaise: toPaise(item.taxable), cgstPaise: toPaise(item.cgst), sgstPaise: toPaise(item.sgst), igstPaise: toPaise(item.igst), cessPaise: toPaise(item.cess) };
    return [creditForQuantity(invoiced, item.creditedQuantity, quantity)];
  });
  return preview(invoice, lines);
}

/** A value-only note of `amount` rupees of taxable value, at the invoice's rates. */
export function previewValue(invoice: CreditableInvoice, amount: number): CreditPreview | null {
  if (!(amount > 0) || amount > remainingValue(invoice)) return null;
  const left = invoice.items.map((item) => ({ taxablePaise: toPaise(item.taxable) - toPaise(item.creditedValue), gstRate: item.gstRate, cessRate: item.cessRate }));
  return preview(invoice, creditForValue(left, toPaise(amount), invoice.supplyType));
}
