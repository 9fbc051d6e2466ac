/**
 * What a tax invoice must satisfy besides its arithmetic (docs/gst.md): legal GST rates on its date,
 * the recipient's address and state on large B2C invoices (CGST Rule 46), and series numbers in date order.
 */
import type { Paise } from '@hisaab/gst';
import { invoiceDateRangeProblem, lineGstRateProblem, RULE46_B2C_THRESHOLD_PAISE } from '@hisaab/gst';
import { DomainError } from '../../../shared/domain-error';

/** Field errors (`items.{i}.gstRate`) of lines whose GST rate is not legal on the invoice date. */
export function illegalRateErrors(lines: readonly { gstRate: number; productId: string | null }[], invoiceDate: string): Record<string, string> {
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    const problem = lineGstRateProblem(line.gstRate, invoiceDate, !!line.productId);
    if (problem) errors[`items.${i}.gstRate`] = problem;
  });
  return errors;
}

export function checkLineRates(lines: readonly { gstRate: number; productId: string | null }[], invoiceDate: string): void {
  const errors = illegalRateErrors(lines, invoiceDate);
  if (Object.keys(errors).length) throw DomainError.validation(errors, Object.values(errors)[0]);
}

/** From GST's start to a year ahead: two-digit financial years in the numbers stay unique (docs/gst.md, Numbering). */
export function checkInvoiceDateRange(invoiceDate: string, today: string): void {
  const problem = invoiceDateRangeProblem(invoiceDate, today);
  if (problem) throw DomainError.validation({ 'invoice.invoiceDate': problem }, problem);
}

export interface Rule46Recipient {
  customerGstin: string | null;
  customerAddress: string | null;
  customerState: string | null;
  /** Taxable value in paise. */
  subtotalPaise: Paise;
}

/** Large invoices to unregistered customers need the customer's address and state (Rule 46). */
export function checkRule46Recipient(invoice: Rule46Recipient): void {
  if (invoice.customerGstin || invoice.subtotalPaise < RULE46_B2C_THRESHOLD_PAISE) return;
  if (invoice.customerAddress?.trim() && invoice.customerState) return;
  throw new DomainError(
    'RECIPIENT_ADDRESS_REQUIRED',
    "An invoice of taxable value ₹50,000 or more to a customer without a GSTIN must show the customer's address and state. Add them to the customer, then save the draft again before sending it.",
    'validation',
    { fields: { 'invoice.customerId': "Add the customer's address and state" } },
  );
}

export interface LastIssued {
  invoiceNumber: string;
  invoiceDate: string;
}

/**
 * Series numbers follow the invoice dates: an invoice may not be dated before the last invoice
 * issued in its series, else a later number would carry an earlier date.
 */
export function checkDateAfterLastIssued(invoiceDate: string, last: LastIssued | null, today: string): void {
  if (last && invoiceDate < last.invoiceDate) throw datedBeforeLastIssued(last, today);
}

export function datedBeforeLastIssued(last: LastIssued, today: string): DomainError {
  const shown = (date: string) => date.split('-').reverse().join('/');
  const message = `Invoices are numbered in date order, and the last one issued in this series, ${last.invoiceNumber}, is dated ${shown(last.invoiceDate)}: date this invoice ${shown(last.invoiceDate)} or later (today is ${shown(today)})`;
  return new DomainError('INVOICE_DATE_BEFORE_LAST_ISSUED', message, 'validation', {
    lastInvoiceNumber: last.invoiceNumber,
    lastInvoiceDate: last.invoiceDate,
    fields: { 'invoice.invoiceDate': message },
  });
}
