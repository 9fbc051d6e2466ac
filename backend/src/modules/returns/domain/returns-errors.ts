import { GstReturnMessages, type GstReturnProblem } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Every failure of the returns module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type ReturnsErrorCode = 'VALIDATION_FAILED' | 'GST_RETURN_NEEDS_FIXES' | 'E_INVOICE_NOT_POSSIBLE' | 'INVOICE_NOT_FOUND' | 'CREDIT_NOTE_NOT_FOUND';

export const ReturnsErrors = {
  /** A bad period, with the message under the field at fault (400). */
  invalid: (fields: Record<string, string>) => DomainError.validation(fields),
  /** The period's documents would make a file the portal refuses: what to fix, each with its document (422). */
  needsFixes: (problems: GstReturnProblem[]) => new DomainError('GST_RETURN_NEEDS_FIXES', GstReturnMessages.needsFixes, 'unprocessable', { problems }),
  /** The IRP would refuse this document: the reasons (422). */
  eInvoiceNotPossible: (problems: string[]) => new DomainError('E_INVOICE_NOT_POSSIBLE', GstReturnMessages.eInvoiceRefused, 'unprocessable', { problems }),
  invoiceNotFound: () => DomainError.notFound('Invoice', 'INVOICE_NOT_FOUND'),
  creditNoteNotFound: () => DomainError.notFound('Credit note', 'CREDIT_NOTE_NOT_FOUND'),
};
