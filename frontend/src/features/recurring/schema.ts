import { z } from 'zod';
import {
  RECURRING_DEFAULTS,
  RECURRING_FREQUENCIES,
  RECURRING_LIMITS,
  RecurringMessages as M,
  type RecurringFrequency,
  type RecurringInvoiceRequest,
} from '@hisaab/contracts';
import { computeLine, isValidHsn, toRupees } from '@hisaab/gst';
import { todayInIndia } from '@/lib/calendar';
import type { RecurringTemplate } from './api';

/** Spec part 2 §5 "Recurring invoice", with the server's wording (@hisaab/contracts). */
export { M as RecurringMessages };

export const FREQUENCY_LABELS: Record<RecurringFrequency, string> = { weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' };

/** Spec part 2 §5: a quantity that does not parse counts as 1. */
export const quantityOf = (text: string): number => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? RECURRING_DEFAULTS.quantity : value;
};

const lineSchema = z
  .object({
    productId: z.string(),
    productName: z.string().trim().min(1, M.productName).max(RECURRING_LIMITS.productName, M.text('Product name', RECURRING_LIMITS.productName)),
    description: z.string().max(RECURRING_LIMITS.description),
    hsnCode: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidHsn(value), 'HSN/SAC code must be 4, 6 or 8 digits'),
    quantity: z.string().refine((value) => quantityOf(value) >= 1, M.quantity),
    unit: z.string(),
    rate: z.string().refine((value) => value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0, M.rate),
    gstRate: z.string().refine((value) => value.trim() !== '' && Number(value) >= 0 && Number(value) <= 100, M.gstRate),
  })
  .refine((line) => !line.productId || Number.isInteger(quantityOf(line.quantity)), {
    path: ['quantity'],
    message: 'Products in stock are counted in whole units: use a whole quantity, or type the item without picking the product',
  });

export const recurringSchema = z
  .object({
    customerId: z.string().min(1, M.customer),
    /** The chosen customer's name, shown in the picker (not sent). */
    customerName: z.string(),
    templateName: z.string().trim().min(1, M.templateName).max(RECURRING_LIMITS.templateName, M.templateNameTooLong),
    frequency: z.string().refine((value) => (RECURRING_FREQUENCIES as readonly string[]).includes(value), M.frequency),
    startDate: z.string().min(1, M.startDate),
    endDate: z.string(),
    dueInDays: z.string().refine((value) => /^\d{1,3}$/.test(value.trim()) && Number(value) <= RECURRING_LIMITS.maxDueInDays, M.dueInDays),
    notes: z.string().max(RECURRING_LIMITS.notes, M.text('Notes', RECURRING_LIMITS.notes)),
    termsAndConditions: z.string().max(RECURRING_LIMITS.termsAndConditions, M.text('Terms and conditions', RECURRING_LIMITS.termsAndConditions)),
    delivery: z.enum(['draft', 'issue']),
    sendEmail: z.boolean(),
    sendWhatsApp: z.boolean(),
    items: z.array(lineSchema).min(1, M.items),
  })
  .refine((values) => !values.endDate || !values.startDate || values.endDate >= values.startDate, { path: ['endDate'], message: M.endBeforeStart });

export type RecurringFormValues = z.infer<typeof recurringSchema>;
export type RecurringLineValues = RecurringFormValues['items'][number];

export function blankLine(): RecurringLineValues {
  return { productId: '', productName: '', description: '', hsnCode: '', quantity: String(RECURRING_DEFAULTS.quantity), unit: RECURRING_DEFAULTS.unit, rate: '', gstRate: String(RECURRING_DEFAULTS.gstRate) };
}

export function newTemplateValues(): RecurringFormValues {
  return {
    customerId: '',
    customerName: '',
    templateName: '',
    frequency: RECURRING_DEFAULTS.frequency,
    startDate: todayInIndia(),
    endDate: '',
    dueInDays: String(RECURRING_DEFAULTS.dueInDays),
    notes: '',
    termsAndConditions: '',
    delivery: 'draft',
    sendEmail: false,
    sendWhatsApp: false,
    items: [blankLine()],
  };
}

export function templateValuesOf(t: RecurringTemplate): RecurringFormValues {
  return {
    customerId: t.customerId,
    customerName: t.customer.name,
    templateName: t.templateName,
    frequency: t.frequency,
    startDate: t.startDate,
    endDate: t.endDate ?? '',
    dueInDays: String(t.dueInDays),
    notes: t.notes ?? '',
    termsAndConditions: t.termsAndConditions ?? '',
    delivery: t.delivery,
    sendEmail: t.sendEmail,
    sendWhatsApp: t.sendWhatsApp,
    items: t.items.map((item) => ({
      productId: item.productId ?? '',
      productName: item.productName,
      description: item.description ?? '',
      hsnCode: item.hsnCode ?? '',
      quantity: String(item.quantity),
      unit: item.unit,
      rate: String(item.rate),
      gstRate: String(item.gstRate),
    })),
  };
}

/** The line's amount: quantity × rate (spec part 2 §5), in rupees, rounded as the server rounds it (libs/gst). */
export function lineAmount(line: Pick<RecurringLineValues, 'quantity' | 'rate'>): number {
  try {
    return toRupees(computeLine({ quantity: quantityOf(line.quantity), rate: Number(line.rate) || 0, gstRate: 0 }, 'INTRA').taxablePaise);
  } catch {
    return 0; // a half-typed rate (more decimals than a price has)
  }
}

export function toTemplateRequest(values: RecurringFormValues): RecurringInvoiceRequest {
  const issue = values.delivery === 'issue';
  return {
    customerId: values.customerId,
    templateName: values.templateName.trim(),
    frequency: values.frequency as RecurringFrequency,
    startDate: values.startDate,
    endDate: values.endDate || null,
    dueInDays: Number(values.dueInDays),
    notes: values.notes.trim() || null,
    termsAndConditions: values.termsAndConditions.trim() || null,
    delivery: values.delivery,
    // A draft is not sent to anyone.
    sendEmail: issue && values.sendEmail,
    sendWhatsApp: issue && values.sendWhatsApp,
    items: values.items.map((line) => ({
      productId: line.productId || null,
      productName: line.productName.trim(),
      description: line.description.trim() || null,
      hsnCode: line.hsnCode.trim() || null,
      quantity: quantityOf(line.quantity),
      unit: line.unit,
      rate: Number(line.rate),
      gstRate: Number(line.gstRate),
      amount: lineAmount(line),
    })),
  };
}
