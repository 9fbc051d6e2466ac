/** An expense's fields and the rules between them (a field's own rules are the DTO's: http/expenses.dto.ts). */
import { type ExpenseCategory, ExpenseMessages, type InvoiceSupplyType, type PaymentMethod } from '@hisaab/contracts';
import { gstRateNotAllowedMessage, isGstRateAllowed, splitTaxPaid, toPaise, type Paise } from '@hisaab/gst';
import { creditRefusal, type TaxStanding } from './input-tax-credit';

/** What is stored of an expense (amounts in paise). */
export interface ExpenseFields {
  expenseDate: string;
  category: ExpenseCategory;
  /** Before GST. */
  amountPaise: Paise;
  gstPaise: Paise;
  gstRate: number | null;
  supplyType: InvoiceSupplyType;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  itcEligible: boolean;
  paymentMethod: PaymentMethod;
  vendor: string | null;
  notes: string | null;
}

/** The form after its fields were checked one by one: rupees, trimmed text, blanks as null. */
export interface CheckedExpenseForm {
  expenseDate: string;
  category: ExpenseCategory;
  amount: number;
  gstPaid?: number;
  gstRate?: number | null;
  supplyType?: InvoiceSupplyType;
  itcEligible?: boolean;
  paymentMethod: PaymentMethod;
  vendor?: string | null;
  notes?: string | null;
}

/**
 * The rules between fields: not dated in the future; a GST rate legal on the expense date; no more GST
 * than the amount; credit claimed only on GST paid, by a business that may claim it. The GST paid is
 * kept split by kind (CGST + SGST, or IGST) for the input tax reports.
 */
export function resolveExpense(form: CheckedExpenseForm, today: string, standing: TaxStanding): { expense: ExpenseFields } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amountPaise = toPaise(form.amount);
  const gstPaise = toPaise(form.gstPaid ?? 0);
  const gstRate = form.gstRate ?? null;
  const itcEligible = form.itcEligible ?? false;
  if (form.expenseDate > today) errors.expenseDate = ExpenseMessages.dateFuture;
  if (gstRate !== null && !isGstRateAllowed(gstRate, form.expenseDate)) errors.gstRate = gstRateNotAllowedMessage(gstRate, form.expenseDate);
  if (gstPaise > amountPaise) errors.gstPaid = ExpenseMessages.gstPaidTooLarge;
  if (itcEligible) {
    const refusal = creditRefusal(standing) ?? (gstPaise === 0 ? ExpenseMessages.itcNeedsGst : null);
    if (refusal) errors.itcEligible = refusal;
  }
  if (Object.keys(errors).length) return { errors };
  const supplyType = form.supplyType ?? 'INTRA';
  return {
    expense: {
      expenseDate: form.expenseDate,
      category: form.category,
      amountPaise,
      gstPaise,
      gstRate,
      supplyType,
      ...splitTaxPaid(gstPaise, supplyType),
      itcEligible,
      paymentMethod: form.paymentMethod,
      vendor: form.vendor ?? null,
      notes: form.notes ?? null,
    },
  };
}
