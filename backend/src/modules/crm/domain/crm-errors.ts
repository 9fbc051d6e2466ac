import { DomainError } from '../../../shared/domain-error';
import { CustomerMessages } from './customer';

/** Every failure of the crm module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type CrmErrorCode = 'CUSTOMER_NOT_FOUND' | 'CUSTOMER_GSTIN_TAKEN' | 'CUSTOMER_HAS_INVOICES' | 'CUSTOMER_IN_USE' | 'VALIDATION_FAILED';

const failure = (code: CrmErrorCode, message: string, kind: 'conflict', details?: Record<string, unknown>) => new DomainError(code, message, kind, details);

export const CrmErrors = {
  customerNotFound: () => DomainError.notFound('Customer', 'CUSTOMER_NOT_FOUND' satisfies CrmErrorCode),
  /** The same GSTIN twice is usually one customer entered twice; `customerId` names the one that has it. */
  gstinTaken: (holder: { id: string; name: string }) => {
    const message = CustomerMessages.gstinTaken(holder.name);
    return failure('CUSTOMER_GSTIN_TAKEN', message, 'conflict', { fields: { gstNumber: message }, customerId: holder.id });
  },
  hasInvoices: () => failure('CUSTOMER_HAS_INVOICES', CustomerMessages.hasInvoices, 'conflict'),
  inUse: (referencedBy: string) => failure('CUSTOMER_IN_USE', CustomerMessages.inUse, 'conflict', { referencedBy }),
  invalid: (fields: Record<string, string>) => DomainError.validation(fields, Object.values(fields)[0]),
};
