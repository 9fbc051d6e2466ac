import { DomainError } from '../../../shared/domain-error';

/** Every failure of the recurring module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type RecurringErrorCode = 'RECURRING_INVOICE_NOT_FOUND' | 'RECURRING_INVOICE_INACTIVE' | 'RECURRING_INVOICE_ENDED' | 'VALIDATION_FAILED';

export const RecurringErrors = {
  notFound: () => DomainError.notFound('Recurring invoice', 'RECURRING_INVOICE_NOT_FOUND' satisfies RecurringErrorCode),
  /** Generate Now is disabled while the template is paused (spec part 2 §2). */
  inactive: () =>
    new DomainError('RECURRING_INVOICE_INACTIVE' satisfies RecurringErrorCode, 'This template is paused: switch it on to generate invoices', 'conflict'),
  ended: (endDate: string | null) =>
    new DomainError(
      'RECURRING_INVOICE_ENDED' satisfies RecurringErrorCode,
      endDate ? `This template ended on ${endDate.split('-').reverse().join('/')}: move its end date to generate more invoices` : 'This template has no more invoices to generate',
      'conflict',
      { endDate },
    ),
  invalid: (fields: Record<string, string>) => DomainError.validation(fields, Object.values(fields)[0]),
};
