import { DomainError } from '../../../shared/domain-error';

/** Every failure of the reports module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type ReportErrorCode = 'VALIDATION_FAILED';

export const ReportErrors = {
  /** A bad period, with the message under the field at fault. */
  invalid: (fields: Record<string, string>) => DomainError.validation(fields),
};
