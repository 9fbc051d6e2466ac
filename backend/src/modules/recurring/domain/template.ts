/**
 * A recurring invoice template's rules between fields (spec part 2 §5; each field's own rule is in
 * the DTO), its estimated totals and where its schedule stands.
 */
import { INVOICE_LIMITS, InvoiceMessages, RecurringMessages, type RecurringDelivery, type RecurringFrequency } from '@hisaab/contracts';
import { computeInvoice, lineGstRateProblem, type Paise } from '@hisaab/gst';
import { firstPeriodOnOrAfter } from './schedule';

export interface TemplateLine {
  productId: string | null;
  productName: string;
  description: string | null;
  hsnCode: string | null;
  quantity: number;
  unit: string;
  rate: number;
  gstRate: number;
}

/** A template as the form saves it, already parsed. */
export interface TemplateFields {
  customerId: string;
  templateName: string;
  frequency: RecurringFrequency;
  startDate: string;
  endDate: string | null;
  dueInDays: number;
  notes: string | null;
  termsAndConditions: string | null;
  delivery: RecurringDelivery;
  sendEmail: boolean;
  sendWhatsApp: boolean;
  isActive: boolean;
  items: TemplateLine[];
}

export interface TemplateTotals {
  subtotalPaise: Paise;
  gstAmountPaise: Paise;
  totalPaise: Paise;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The next period to bill: the first on or after today (a template is never billed for periods
 * before it was saved or switched on) and after the last period already handed out.
 */
export function nextInvoiceDateFor(
  template: Pick<TemplateFields, 'startDate' | 'frequency' | 'endDate'>,
  today: string,
  lastPeriodDate: string | null,
): string | null {
  const from = lastPeriodDate !== null && lastPeriodDate >= today ? addDays(lastPeriodDate, 1) : today;
  return firstPeriodOnOrAfter(template.startDate, template.frequency, from, template.endDate);
}

/** Field errors of rules between fields, checked for the invoice dated `firstInvoiceDate`; empty when none. */
export function templateProblems(fields: TemplateFields, firstInvoiceDate: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.endDate !== null && fields.endDate < fields.startDate) errors.endDate = RecurringMessages.endBeforeStart;
  if (fields.delivery === 'draft') {
    if (fields.sendEmail) errors.sendEmail = RecurringMessages.sendNeedsIssue;
    if (fields.sendWhatsApp) errors.sendWhatsApp = RecurringMessages.sendNeedsIssue;
  }
  fields.items.forEach((line, i) => {
    // The same rules an invoice line meets when billing makes the invoice (docs/gst.md), found now rather than on the period date.
    if (line.productId && !Number.isInteger(line.quantity)) errors[`items.${i}.quantity`] = InvoiceMessages.quantityWholeForProduct;
    if (line.quantity * line.rate > INVOICE_LIMITS.maxLineAmount) errors[`items.${i}.rate`] = InvoiceMessages.lineTooLarge;
    const rateProblem = lineGstRateProblem(line.gstRate, firstInvoiceDate, !!line.productId);
    if (rateProblem) errors[`items.${i}.gstRate`] = rateProblem;
  });
  return errors;
}

/**
 * The template's totals as the list shows them: its lines taxed at their rates (intra-state) and
 * rounded to the rupee. Each invoice is computed afresh by billing on its own date.
 */
export function templateTotals(items: readonly TemplateLine[]): TemplateTotals {
  const tax = computeInvoice(
    items.map((line) => ({ quantity: line.quantity, rate: line.rate, gstRate: line.gstRate })),
    { supplierState: '33', placeOfSupply: '33' },
  );
  return { subtotalPaise: tax.subtotalPaise, gstAmountPaise: tax.gstAmountPaise, totalPaise: tax.totalPaise };
}
