import { LeadMessages, type LeadStatus } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';
import { CustomerMessages } from './customer';

/** Every failure of the crm module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type CrmErrorCode =
  | 'CUSTOMER_NOT_FOUND'
  | 'CUSTOMER_GSTIN_TAKEN'
  | 'CUSTOMER_HAS_INVOICES'
  | 'CUSTOMER_IN_USE'
  | 'LEAD_NOT_FOUND'
  | 'LEAD_INVALID_TRANSITION'
  | 'LEAD_ALREADY_CONVERTED'
  | 'VALIDATION_FAILED';

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
  leadNotFound: () => DomainError.notFound('Lead', 'LEAD_NOT_FOUND' satisfies CrmErrorCode),
  leadInvalidTransition: (from: LeadStatus, to: LeadStatus) => failure('LEAD_INVALID_TRANSITION', LeadMessages.invalidTransition(from, to), 'conflict', { from, to }),
  leadAlreadyConverted: () => failure('LEAD_ALREADY_CONVERTED', LeadMessages.alreadyConverted, 'conflict'),
};
