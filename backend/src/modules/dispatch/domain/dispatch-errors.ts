import { CHALLAN_STATUS_LABELS, ChallanMessages, type ChallanStatus } from '@hisaab/contracts';
import { DomainError } from '../../../shared/domain-error';

/** Every failure of the dispatch module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type DispatchErrorCode =
  | 'CHALLAN_NOT_FOUND'
  | 'CUSTOMER_NOT_FOUND'
  | 'CHALLAN_INVALID_TRANSITION'
  | 'CHALLAN_INVOICED'
  | 'CHALLAN_NOT_DELIVERED'
  | 'CHALLAN_ALREADY_INVOICED'
  | 'BUSINESS_STATE_MISSING'
  | 'VALIDATION_FAILED';

const failure = (code: DispatchErrorCode, message: string, details?: Record<string, unknown>) => new DomainError(code, message, 'conflict', details);
const label = (status: ChallanStatus) => CHALLAN_STATUS_LABELS[status].toLowerCase();

export const DispatchErrors = {
  challanNotFound: () => DomainError.notFound('Delivery challan', 'CHALLAN_NOT_FOUND' satisfies DispatchErrorCode),
  /** 404 as for any id of another business, naming the field so the form shows it. */
  customerNotFound: () => new DomainError('CUSTOMER_NOT_FOUND' satisfies DispatchErrorCode, 'Customer not found', 'not_found', { fields: { customerId: ChallanMessages.customer } }),
  invalidTransition: (from: ChallanStatus, to: string) =>
    failure('CHALLAN_INVALID_TRANSITION', `A ${label(from)} challan cannot be marked ${to in CHALLAN_STATUS_LABELS ? label(to as ChallanStatus) : to}`, { from, to }),
  /** Goods of an invoiced challan that come back are a sales return: a credit note on the invoice. */
  invoicedNoReturn: (invoiceNumber: string | null) =>
    failure('CHALLAN_INVOICED', `This challan is already invoiced${invoiceNumber ? ` (${invoiceNumber})` : ''}: record goods that came back with a credit note on the invoice`, { invoiceNumber }),
  notDelivered: (status: ChallanStatus) =>
    failure('CHALLAN_NOT_DELIVERED', `Only a delivered or partially returned challan can be converted to an invoice; this challan is ${label(status)}`, { status }),
  alreadyInvoiced: (invoice: { id: string | null; number: string | null }) =>
    failure('CHALLAN_ALREADY_INVOICED', `This challan is already invoiced${invoice.number ? ` as ${invoice.number}` : ''}`, { invoiceId: invoice.id, invoiceNumber: invoice.number }),
  businessStateMissing: () => failure('BUSINESS_STATE_MISSING', 'Add your GSTIN or business state in settings before creating delivery challans'),
  invalid: (fields: Record<string, string>) => DomainError.validation(fields, Object.values(fields)[0]),
};
