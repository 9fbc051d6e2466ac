import { ExpenseMessages, PurchaseMessages } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Every failure of the purchases module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type PurchasesErrorCode =
  | 'EXPENSE_NOT_FOUND'
  | 'RECEIPT_NOT_FOUND'
  | 'RECEIPT_INVALID'
  | 'RECEIPT_TOO_LARGE'
  | 'PURCHASE_NOT_FOUND'
  | 'PURCHASE_BILL_DUPLICATE'
  | 'VALIDATION_FAILED';

type Kind = 'validation' | 'conflict' | 'not_found';
const failure = (code: PurchasesErrorCode, message: string, kind: Kind, details?: Record<string, unknown>) => new DomainError(code, message, kind, details);

export const PurchasesErrors = {
  expenseNotFound: () => DomainError.notFound('Expense', 'EXPENSE_NOT_FOUND' satisfies PurchasesErrorCode),
  receiptNotFound: () => failure('RECEIPT_NOT_FOUND', ExpenseMessages.receiptNotFound, 'not_found'),
  /** Not a multipart upload, no file in the field, or a file that is not an image or a PDF. */
  receiptInvalid: (message: string) => failure('RECEIPT_INVALID', message, 'validation', { fields: { receipt: message } }),
  receiptTooLarge: (maxBytes: number) => {
    const message = ExpenseMessages.receiptTooLarge(maxBytes);
    return failure('RECEIPT_TOO_LARGE', message, 'validation', { fields: { receipt: message }, maxBytes });
  },
  purchaseNotFound: () => DomainError.notFound('Purchase bill', 'PURCHASE_NOT_FOUND' satisfies PurchasesErrorCode),
  /** One supplier's bill number is recorded once a financial year; `purchaseId` names the bill already recorded. */
  duplicateBill: (existing: { id: string; billNumber: string; supplierName: string }) => {
    const message = PurchaseMessages.duplicate(existing.billNumber, existing.supplierName);
    return failure('PURCHASE_BILL_DUPLICATE', message, 'conflict', { fields: { billNumber: message }, purchaseId: existing.id });
  },
  invalid: (fields: Record<string, string>) => DomainError.validation(fields, Object.values(fields)[0]),
};
