import {
  EXPENSE_CATEGORIES,
  EXPENSE_LIMITS,
  ExpenseMessages,
  PAYMENT_METHODS,
  PURCHASE_LIMITS,
  PurchaseMessages,
  UNITS,
  type ExpenseCategory,
  type ExpenseRequest,
  type PaymentMethod,
  type PurchaseBillRequest,
  type Unit,
} from '@hisaab/contracts';
import { GST_START_DATE, PRICE_DECIMALS, computeLine, gstRateNotAllowedMessage, isGstRateAllowed, isValidHsn, toRupees, validateGstin } from '@hisaab/gst';
import { z } from 'zod';
import { todayInIndia } from '@/lib/calendar';
import type { Expense } from './api';

/** The server's words (@hisaab/contracts), so the form and the API say the same. */
export { ExpenseMessages, PurchaseMessages };

const decimals = (value: string, places: number) => new RegExp(`^\\d+(\\.\\d{0,${places}})?$`).test(value.trim());
const isListed = (list: readonly string[]) => (value: string) => list.includes(value);
/** A legal rate on the date; a date not typed yet judges nothing. */
const rateProblem = (rate: string, date: string) => (rate !== '' && date && !isGstRateAllowed(Number(rate), date) ? gstRateNotAllowedMessage(Number(rate), date) : null);

export const expenseSchema = z
  .object({
    expenseDate: z
      .string()
      .min(1, ExpenseMessages.expenseDate)
      .refine((value) => value <= todayInIndia(), ExpenseMessages.dateFuture),
    category: z.string().refine(isListed(EXPENSE_CATEGORIES), ExpenseMessages.category),
    amount: z
      .string()
      .trim()
      .min(1, ExpenseMessages.amount)
      .refine((value) => value.startsWith('-') || decimals(value, 2), ExpenseMessages.amountFormat)
      .refine((value) => !decimals(value, 2) || Number(value) > 0, ExpenseMessages.amountPositive)
      .refine((value) => !decimals(value, 2) || Number(value) <= EXPENSE_LIMITS.maxAmount, ExpenseMessages.amountTooLarge),
    gstPaid: z
      .string()
      .trim()
      .refine((value) => value === '' || decimals(value, 2), ExpenseMessages.gstPaid),
    gstRate: z.string(),
    supplyType: z.enum(['INTRA', 'INTER']),
    itcEligible: z.boolean(),
    paymentMethod: z.string().refine(isListed(PAYMENT_METHODS), ExpenseMessages.paymentMethod),
    vendor: z.string().trim().max(EXPENSE_LIMITS.vendor, ExpenseMessages.vendor),
    notes: z.string().trim().max(EXPENSE_LIMITS.notes, ExpenseMessages.notes),
  })
  .superRefine((values, context) => {
    const problem = rateProblem(values.gstRate, values.expenseDate);
    if (problem) context.addIssue({ code: 'custom', path: ['gstRate'], message: problem });
    const gst = decimals(values.gstPaid, 2) ? Number(values.gstPaid) : 0;
    if (decimals(values.amount, 2) && gst > Number(values.amount)) context.addIssue({ code: 'custom', path: ['gstPaid'], message: ExpenseMessages.gstPaidTooLarge });
    if (values.itcEligible && gst === 0) context.addIssue({ code: 'custom', path: ['itcEligible'], message: ExpenseMessages.itcNeedsGst });
  });

export type ExpenseFormValues = z.infer<typeof expenseSchema>;

export function expenseDefaults(expense?: Expense): ExpenseFormValues {
  if (!expense) {
    return { expenseDate: todayInIndia(), category: '', amount: '', gstPaid: '', gstRate: '', supplyType: 'INTRA', itcEligible: false, paymentMethod: '', vendor: '', notes: '' };
  }
  return {
    expenseDate: expense.expenseDate,
    category: expense.category,
    amount: expense.amount.toFixed(2),
    gstPaid: expense.gstPaid ? expense.gstPaid.toFixed(2) : '',
    gstRate: expense.gstRate === null ? '' : String(expense.gstRate),
    supplyType: expense.supplyType,
    itcEligible: expense.itcEligible,
    paymentMethod: expense.paymentMethod,
    vendor: expense.vendor ?? '',
    notes: expense.notes ?? '',
  };
}

/** The body of POST/PUT /api/expenses (rupees as numbers; blanks as null). */
export function toExpenseRequest(values: ExpenseFormValues): ExpenseRequest {
  return {
    expenseDate: values.expenseDate,
    category: values.category as ExpenseCategory,
    amount: Number(values.amount),
    gstPaid: values.gstPaid ? Number(values.gstPaid) : 0,
    gstRate: values.gstRate === '' ? null : Number(values.gstRate),
    supplyType: values.supplyType,
    itcEligible: values.itcEligible,
    paymentMethod: values.paymentMethod as PaymentMethod,
    vendor: values.vendor || null,
    notes: values.notes || null,
  };
}

const BILL_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;

const purchaseLine = z
  .object({
    productId: z.string(),
    productName: z.string().trim().min(1, PurchaseMessages.productName).max(PURCHASE_LIMITS.productName, PurchaseMessages.productNameTooLong),
    hsn: z
      .string()
      .trim()
      .min(1, PurchaseMessages.hsnRequired)
      .refine((value) => value === '' || isValidHsn(value), PurchaseMessages.hsn),
    quantity: z.string().refine((value) => decimals(value, 3) && Number(value) >= 0.001, PurchaseMessages.quantity),
    unit: z.string().refine(isListed(UNITS), PurchaseMessages.unit),
    rate: z.string().refine((value) => decimals(value, PRICE_DECIMALS) && Number(value) >= 0.0001, PurchaseMessages.rate),
    gstRate: z.string().refine((value) => decimals(value, 2) && Number(value) <= 50, PurchaseMessages.gstRate),
  })
  .refine((line) => !line.productId || !line.quantity || Number.isInteger(Number(line.quantity)), { path: ['quantity'], message: PurchaseMessages.quantityWholeForProduct });

export const purchaseSchema = z
  .object({
    supplierName: z.string().trim().min(1, PurchaseMessages.supplierName).max(PURCHASE_LIMITS.supplierName, PurchaseMessages.supplierNameTooLong),
    supplierGstin: z
      .string()
      .trim()
      .refine((value) => value === '' || validateGstin(value).valid, PurchaseMessages.supplierGstin),
    billNumber: z
      .string()
      .trim()
      .min(1, PurchaseMessages.billNumber)
      .refine((value) => BILL_NUMBER.test(value), PurchaseMessages.billNumberFormat),
    billDate: z
      .string()
      .min(1, PurchaseMessages.billDate)
      .refine((value) => value <= todayInIndia(), PurchaseMessages.billDateFuture)
      .refine((value) => value >= GST_START_DATE, PurchaseMessages.billDateBeforeGst),
    placeOfSupply: z.string().min(1, PurchaseMessages.placeOfSupplyRequired),
    itcEligible: z.boolean(),
    notes: z.string().trim().max(PURCHASE_LIMITS.notes, PurchaseMessages.notes),
    items: z.array(purchaseLine).min(1, PurchaseMessages.items).max(PURCHASE_LIMITS.maxItems, PurchaseMessages.tooManyItems),
  })
  .superRefine((values, context) => {
    values.items.forEach((line, index) => {
      const problem = rateProblem(line.gstRate, values.billDate);
      if (problem) context.addIssue({ code: 'custom', path: ['items', index, 'gstRate'], message: problem });
    });
    if (values.itcEligible && !values.supplierGstin.trim()) context.addIssue({ code: 'custom', path: ['itcEligible'], message: PurchaseMessages.itcNeedsSupplierGstin });
  });

export type PurchaseFormValues = z.infer<typeof purchaseSchema>;
export type PurchaseLineValues = PurchaseFormValues['items'][number];

export const emptyPurchaseLine = (): PurchaseLineValues => ({ productId: '', productName: '', hsn: '', quantity: '1', unit: 'nos', rate: '', gstRate: '18' });

/** Credit is claimed by default only by a business with a GSTIN: without one the server refuses the claim. */
export function purchaseDefaults(placeOfSupply: string, hasGstin: boolean): PurchaseFormValues {
  return { supplierName: '', supplierGstin: '', billNumber: '', billDate: todayInIndia(), placeOfSupply, itcEligible: hasGstin, notes: '', items: [emptyPurchaseLine()] };
}

export function toPurchaseRequest(values: PurchaseFormValues): PurchaseBillRequest {
  const gstin = values.supplierGstin.trim().toUpperCase();
  return {
    supplierName: values.supplierName.trim(),
    ...(gstin && { supplierGstin: gstin }),
    billNumber: values.billNumber.trim(),
    billDate: values.billDate,
    placeOfSupply: values.placeOfSupply,
    itcEligible: values.itcEligible,
    ...(values.notes.trim() && { notes: values.notes.trim() }),
    items: values.items.map((line) => ({
      ...(line.productId && { productId: line.productId }),
      productName: line.productName.trim(),
      hsn: line.hsn.trim(),
      quantity: Number(line.quantity),
      unit: line.unit as Unit,
      rate: Number(line.rate),
      gstRate: Number(line.gstRate),
    })),
  };
}

/** GST on an amount at a rate by the tax Rule of @hisaab/gst (CGST and SGST each rounded intra-state), in rupees; null until both are usable. */
export function suggestedGst(amount: string, rate: string, supplyType: 'INTRA' | 'INTER'): number | null {
  if (!decimals(amount, 2) || rate === '' || !decimals(rate, 2)) return null;
  try {
    return toRupees(computeLine({ quantity: 1, rate: amount, gstRate: rate }, supplyType).gstAmountPaise);
  } catch {
    return null;
  }
}
