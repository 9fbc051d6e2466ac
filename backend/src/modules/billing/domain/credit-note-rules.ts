/**
 * Credit notes against an issued invoice (CGST Act Section 34, Rule 53; docs/gst.md "Credit notes"):
 * when one may be issued, what each line gives back, and what it does to the invoice. Amounts in paise;
 * the tax arithmetic is libs/gst's.
 */
import { CreditNoteMessages, creditableQuantityMessage } from '@hisaab/contracts';
import {
  creditForQuantity,
  creditForValue,
  creditNoteDeadline,
  creditTotals,
  fromMilli,
  toMilli,
  toRupees,
  type CreditedAmounts,
  type Paise,
  type SupplyType,
} from '@hisaab/gst';
import { DomainError } from '../../../shared/domain-error';
import { BillingErrors } from './billing-errors';
import { financialYearLabel } from './documents';
import type { InvoiceStatus } from './invoice-status';
import { isSettled, outstandingOf, type PayableInvoice } from './payment-rules';

/** The invoice line as a note reads it. */
export interface CreditableItem {
  id: string;
  productId: string | null;
  quantity: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  gstRate: number;
  cessRate: number;
}

/** What earlier notes took of one invoice line. */
export interface CreditedSoFar {
  quantity: number;
  taxablePaise: Paise;
}

export interface CreditLineRequest {
  itemId: string;
  quantity: number;
}

/** One line of the note: the invoice line, the quantity taken back (null on a value note) and the amounts. */
export interface PlannedLine<Item extends CreditableItem = CreditableItem> {
  item: Item;
  quantity: number | null;
  amounts: CreditedAmounts;
}

export interface CreditPlan<Item extends CreditableItem = CreditableItem> {
  lines: PlannedLine<Item>[];
  totals: CreditedAmounts;
  /** Non-zero only on the note that credits the last of the invoice's value (see roundOffFor). */
  roundOffPaise: Paise;
  totalPaise: Paise;
}

/**
 * Only an issued invoice (sent or paid) takes credit notes, until 30 November after the end of its
 * financial year (Section 34(2), `today` in India); the note is dated from the invoice date to today.
 */
export function checkCreditable(invoice: { status: InvoiceStatus; invoiceNumber: string; invoiceDate: string }, noteDate: string, today: string): void {
  if (invoice.status !== 'sent' && invoice.status !== 'paid') throw BillingErrors.creditNoteInvoiceNotIssued(invoice.status);
  const deadline = creditNoteDeadline(invoice.invoiceDate);
  if (today > deadline) throw BillingErrors.creditNoteTooLate(invoice.invoiceNumber, financialYearLabel(invoice.invoiceDate), deadline);
  if (noteDate > today) throw DomainError.validation({ noteDate: CreditNoteMessages.noteDateFuture });
  if (noteDate < invoice.invoiceDate) throw DomainError.validation({ noteDate: CreditNoteMessages.noteDateBeforeInvoice });
}

const NONE: CreditedSoFar = { quantity: 0, taxablePaise: 0 };

/**
 * The lines and quantities taken back, each at most what was invoiced less what earlier notes credited
 * (and, on a product line whose goods go back to stock, a whole number). Every refused line is named
 * in one validation error (`items.<i>.itemId` / `items.<i>.quantity`).
 */
export function planItemsCredit<Item extends CreditableItem>(
  items: readonly Item[],
  soFar: ReadonlyMap<string, CreditedSoFar>,
  requested: readonly CreditLineRequest[],
  restock: boolean,
): PlannedLine<Item>[] {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const planned: { index: number; line: PlannedLine<Item> }[] = [];
  requested.forEach((request, i) => {
    const item = items.find((candidate) => candidate.id === request.itemId.toLowerCase());
    if (!item) return void (errors[`items.${i}.itemId`] = CreditNoteMessages.itemUnknown);
    if (seen.has(item.id)) return void (errors[`items.${i}.itemId`] = CreditNoteMessages.itemTwice);
    seen.add(item.id);
    const before = soFar.get(item.id) ?? NONE;
    const left = fromMilli(toMilli(item.quantity) - toMilli(before.quantity));
    if (toMilli(request.quantity) > toMilli(left)) return void (errors[`items.${i}.quantity`] = creditableQuantityMessage(left, item.quantity, before.quantity));
    if (restock && item.productId && !Number.isInteger(request.quantity)) return void (errors[`items.${i}.quantity`] = CreditNoteMessages.quantityWhole);
    const amounts = creditForQuantity(item, before.quantity, request.quantity);
    // A value note may have taken part of this line's value already: never more than the line in all.
    if (before.taxablePaise + amounts.taxablePaise > item.taxablePaise) {
      return void (errors[`items.${i}.quantity`] = `Only ₹${toRupees(item.taxablePaise - before.taxablePaise).toFixed(2)} of this item's value is left to credit`);
    }
    planned.push({ index: items.indexOf(item), line: { item, quantity: request.quantity, amounts } });
  });
  if (Object.keys(errors).length) throw DomainError.validation(errors);
  return planned.sort((a, b) => a.index - b.index).map((p) => p.line);
}

/**
 * A value note of `amountPaise` taxable value, spread over the value of each line that earlier notes
 * left (libs/gst creditForValue), taxed at each line's rates with the invoice's split.
 */
export function planValueCredit<Item extends CreditableItem>(
  items: readonly Item[],
  soFar: ReadonlyMap<string, CreditedSoFar>,
  amountPaise: Paise,
  supplyType: SupplyType,
): PlannedLine<Item>[] {
  const left = items.map((item) => ({ taxablePaise: item.taxablePaise - (soFar.get(item.id) ?? NONE).taxablePaise, gstRate: item.gstRate, cessRate: item.cessRate }));
  const available = left.reduce((sum, line) => sum + line.taxablePaise, 0);
  if (amountPaise > available) {
    throw DomainError.validation({ amount: `At most ₹${toRupees(available).toFixed(2)} of taxable value is left to credit on this invoice` });
  }
  return creditForValue(left, amountPaise, supplyType)
    .map((amounts, i) => ({ item: items[i], quantity: null, amounts }))
    .filter((line) => line.amounts.taxablePaise > 0);
}

/**
 * The note's totals. The note that credits the last of the invoice's taxable value rounds its total so
 * that all the notes add up to the invoice's total: that takes the invoice's round-off (and any paisa the
 * proportional shares left) with it. Any other note is not rounded.
 */
export function planTotals<Item extends CreditableItem>(
  lines: PlannedLine<Item>[],
  invoice: { subtotalPaise: Paise; totalPaise: Paise; creditedPaise: Paise },
  creditedTaxableBefore: Paise,
): CreditPlan<Item> {
  const totals = creditTotals(lines.map((line) => line.amounts));
  const last = creditedTaxableBefore + totals.taxablePaise === invoice.subtotalPaise;
  const roundOffPaise = last ? invoice.totalPaise - invoice.creditedPaise - totals.totalPaise : 0;
  // More than a rupee either way would not be rounding: the invoice changed under its notes.
  if (Math.abs(roundOffPaise) > 100 || invoice.creditedPaise + totals.totalPaise + roundOffPaise > invoice.totalPaise) {
    throw BillingErrors.creditExceedsInvoice(toRupees(Math.max(0, invoice.totalPaise - invoice.creditedPaise)));
  }
  return { lines, totals, roundOffPaise, totalPaise: totals.totalPaise + roundOffPaise };
}

/**
 * What a note of `notePaise` does to its invoice: the credited sum grows by it; it takes off the unpaid
 * balance first, and what goes beyond is a refund due to the customer; a sent invoice with nothing
 * left to pay is settled ('paid').
 */
export function applyCredit(invoice: PayableInvoice, notePaise: Paise): { creditedPaise: Paise; refundDuePaise: Paise; settles: boolean } {
  const creditedPaise = invoice.creditedPaise + notePaise;
  return {
    creditedPaise,
    refundDuePaise: Math.max(0, notePaise - outstandingOf(invoice)),
    settles: invoice.status === 'sent' && isSettled({ ...invoice, creditedPaise }),
  };
}
