import { INVOICE_LIMITS, InvoiceMessages } from '@hisaab/contracts';
import { z } from 'zod';
import { INVOICE_NUMBER_PATTERN, PRICE_DECIMALS, invoiceDateRangeProblem, isHsnRequired, isValidHsn, isValidMobile, lineGstRateProblem, validateGstin } from '@hisaab/gst';
import { addDays, todayInIndia } from '@/lib/calendar';
import type { Invoice, NewInvoice } from '../types';

/** Spec part 1 §5 "Invoice form", plus the server's own checks, with the server's wording (@hisaab/contracts). */
export { InvoiceMessages };

export const PAYMENT_TERMS = ['Due on Receipt', 'Net 7', 'Net 15', 'Net 30', 'Net 45', 'Net 60'] as const;
export const DUE_IN_DAYS = 30;

/** The rates a new line starts with: the Configuration's default GST rate (18 unless changed) and the GST settings' cess. */
export interface LineDefaults {
  gstRate: number;
  cessRate: number;
}

const decimals = (value: string, places: number) => new RegExp(`^\\d+(\\.\\d{0,${places}})?$`).test(value.trim());
const atLeast = (places: number, min: number) => (value: string) => decimals(value, places) && Number(value) >= min;

const lineFields = z.object({
  productId: z.string(),
  productName: z.string().trim().min(1, InvoiceMessages.productName).max(INVOICE_LIMITS.productName),
  hsn: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidHsn(value), InvoiceMessages.hsn),
  quantity: z.string().refine(atLeast(3, 0.001), InvoiceMessages.quantity),
  unit: z.string(),
  /** Up to 4 decimals: wholesale prices such as ₹14.285 a piece. */
  rate: z.string().refine(atLeast(PRICE_DECIMALS, 0.0001), InvoiceMessages.rate),
  gstRate: z.string().refine((value) => decimals(value, 2) && Number(value) <= 50, InvoiceMessages.gstRate),
  /** Rupees off the line; '' for none. Not typed on this form: a draft being edited keeps its lines' discounts. */
  discount: z.string().refine((value) => value === '' || decimals(value, 2), InvoiceMessages.discount),
  /** Percent of the taxable value; '' for none. New lines start with the GST settings' cess. */
  cessRate: z.string().refine((value) => value === '' || (decimals(value, 2) && Number(value) <= INVOICE_LIMITS.maxCessRate), InvoiceMessages.cessRate),
  description: z.string(),
  serialNumber: z.string(),
  /** The picked product's stock when it was picked ('' for none or unknown): shown, never sent. */
  stock: z.string(),
});

const lineSchema = lineFields.refine((line) => !line.productId || !line.quantity || Number.isInteger(Number(line.quantity)), {
  path: ['quantity'],
  message: InvoiceMessages.quantityWholeForProduct,
});

const optionalCheck = (test: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || test(value), message);

const invoiceSchema = z
  .object({
    customerId: z.string().min(1, InvoiceMessages.customer),
    /** The chosen customer's GSTIN and SEZ flag (not sent: the server reads the customer). */
    customerGstin: z.string(),
    customerSez: z.boolean(),
    /** The chosen customer has an address and a state on record (Rule 46 on large B2C invoices). */
    customerAddressed: z.boolean(),
    /** Blank: the next number of the business's series. */
    invoiceNumber: optionalCheck((value) => INVOICE_NUMBER_PATTERN.test(value.toUpperCase()), InvoiceMessages.invoiceNumberFormat),
    invoiceDate: z.string().min(1, InvoiceMessages.invoiceDate),
    dueDate: z.string().min(1, InvoiceMessages.dueDate),
    placeOfSupply: z.string(),
    paymentTerms: z.string().trim().max(200),
    notes: z.string().max(2000),
    termsAndConditions: z.string().max(5000),
    salesPersonName: z.string().trim().max(200),
    salesPersonEmail: optionalCheck((value) => z.email().safeParse(value).success, InvoiceMessages.email),
    salesPersonPhone: optionalCheck(isValidMobile, InvoiceMessages.phone),
    shippingAddress: z.string().max(1000),
    shippingGstin: optionalCheck((value) => validateGstin(value).valid, InvoiceMessages.gstin),
    items: z.array(lineSchema).min(1, InvoiceMessages.items),
  })
  .refine((values) => !values.invoiceDate || !values.dueDate || values.dueDate >= values.invoiceDate, {
    path: ['dueDate'],
    message: InvoiceMessages.dueBeforeInvoice,
  });

/**
 * The form's rules for this business, as the server checks them: a registered one owes HSN/SAC on every
 * line to a customer with a GSTIN; a tax invoice (`taxed`) carries only rates legal on its date.
 */
export function invoiceSchemaFor(gstRegistered: boolean, taxed = gstRegistered) {
  return invoiceSchema.superRefine(({ customerGstin, items, invoiceDate }, context) => {
    const dateProblem = CALENDAR_DATE.test(invoiceDate) ? invoiceDateRangeProblem(invoiceDate, todayInIndia()) : null;
    if (dateProblem) context.addIssue({ code: 'custom', path: ['invoiceDate'], message: dateProblem });
    items.forEach((item, index) => {
      if (isHsnRequired(gstRegistered, customerGstin) && !item.hsn.trim()) {
        context.addIssue({ code: 'custom', path: ['items', index, 'hsn'], message: InvoiceMessages.hsnRequired });
      }
      const rateProblem = taxed && item.gstRate && invoiceDate ? safeRateProblem(Number(item.gstRate), invoiceDate, !!item.productId) : null;
      if (rateProblem) context.addIssue({ code: 'custom', path: ['items', index, 'gstRate'], message: rateProblem });
    });
  });
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A half-typed date has no rates yet: nothing to say until it is a date. */
function safeRateProblem(rate: number, date: string, fromProduct: boolean): string | null {
  try {
    return lineGstRateProblem(rate, date, fromProduct);
  } catch {
    return null;
  }
}

export type InvoiceFormValues = z.infer<typeof invoiceSchema>;
export type InvoiceLineValues = InvoiceFormValues['items'][number];

/** Spec part 1 §9 "Invoice defaults": one blank line (quantity 1, unit nos, rate 0), at the business's GST rate and cess. */
export const blankLine = ({ gstRate, cessRate }: LineDefaults): InvoiceLineValues => ({
  productId: '',
  productName: '',
  hsn: '',
  quantity: '1',
  unit: 'nos',
  rate: '0',
  gstRate: String(gstRate),
  discount: '',
  cessRate: cessRate ? String(cessRate) : '',
  description: '',
  serialNumber: '',
  stock: '',
});

/** Invoice date today, due 30 days later, 'Due on Receipt', the place of supply the business's own state. */
export function newInvoiceValues(today: string, businessState: string, lineDefaults: LineDefaults): InvoiceFormValues {
  return {
    customerId: '',
    customerGstin: '',
    customerSez: false,
    customerAddressed: false,
    invoiceNumber: '',
    invoiceDate: today,
    dueDate: addDays(today, DUE_IN_DAYS),
    placeOfSupply: businessState,
    paymentTerms: 'Due on Receipt',
    notes: '',
    termsAndConditions: '',
    salesPersonName: '',
    salesPersonEmail: '',
    salesPersonPhone: '',
    shippingAddress: '',
    shippingGstin: '',
    items: [blankLine(lineDefaults)],
  };
}

/** A draft's values as the form edits them: every field and line as GET /api/invoices/{id} returned it. */
export function invoiceValuesOf(invoice: Invoice): InvoiceFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const amount = (value: number | null | undefined) => (value ? String(value) : '');
  return {
    customerId: invoice.customerId,
    customerGstin: text(invoice.customer.gstNumber),
    customerSez: invoice.customer.sezUnit,
    customerAddressed: Boolean(invoice.customer.address?.trim() && invoice.customer.state),
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    placeOfSupply: invoice.placeOfSupply,
    paymentTerms: text(invoice.paymentTerms),
    notes: text(invoice.notes),
    termsAndConditions: text(invoice.termsAndConditions),
    salesPersonName: text(invoice.salesPersonName),
    salesPersonEmail: text(invoice.salesPersonEmail),
    salesPersonPhone: text(invoice.salesPersonPhone),
    shippingAddress: text(invoice.shippingAddress),
    shippingGstin: text(invoice.shippingGstin),
    items: invoice.items.map((item) => ({
      productId: text(item.productId),
      productName: item.productName,
      hsn: text(item.hsn),
      quantity: String(item.quantity),
      unit: item.unit,
      rate: String(item.rate),
      gstRate: String(item.gstRate),
      discount: amount(item.discount),
      cessRate: amount(item.cessRate),
      description: text(item.description),
      serialNumber: text(item.serialNumber),
      stock: '',
    })),
  };
}

/** What a draft has that the form does not show: sent back unchanged, since a PUT replaces the whole draft. */
export function keptHeaderOf(invoice: Invoice): Pick<NewInvoice['invoice'], 'companyUdyam' | 'serialNumber' | 'authorizedSignature'> {
  return {
    ...(invoice.companyUdyam ? { companyUdyam: invoice.companyUdyam } : {}),
    ...(invoice.serialNumber ? { serialNumber: invoice.serialNumber } : {}),
    ...(invoice.authorizedSignature ? { authorizedSignature: invoice.authorizedSignature } : {}),
  };
}

/** The body of POST /api/invoices, and of PUT /api/invoices/{id} with `kept` (keptHeaderOf the draft). */
export function toNewInvoice(values: InvoiceFormValues, kept: ReturnType<typeof keptHeaderOf> = {}): NewInvoice {
  const number = values.invoiceNumber.trim().toUpperCase();
  return {
    invoice: {
      ...kept,
      customerId: values.customerId,
      ...(number ? { invoiceNumber: number } : {}),
      invoiceDate: values.invoiceDate,
      dueDate: values.dueDate,
      placeOfSupply: values.placeOfSupply,
      paymentTerms: values.paymentTerms.trim(),
      notes: values.notes.trim(),
      termsAndConditions: values.termsAndConditions.trim(),
      salesPersonName: values.salesPersonName.trim(),
      salesPersonEmail: values.salesPersonEmail.trim(),
      salesPersonPhone: values.salesPersonPhone.trim(),
      shippingAddress: values.shippingAddress.trim(),
      shippingGstin: values.shippingGstin.trim().toUpperCase(),
      status: 'draft',
    },
    items: values.items.map((line) => ({
      ...(line.productId ? { productId: line.productId } : {}),
      productName: line.productName.trim(),
      hsn: line.hsn.trim(),
      quantity: Number(line.quantity),
      unit: line.unit,
      rate: Number(line.rate),
      gstRate: Number(line.gstRate),
      ...(line.discount.trim() ? { discount: Number(line.discount) } : {}),
      ...(line.cessRate ? { cessRate: Number(line.cessRate) } : {}),
      ...(line.description ? { description: line.description } : {}),
      ...(line.serialNumber ? { serialNumber: line.serialNumber } : {}),
    })),
  };
}
