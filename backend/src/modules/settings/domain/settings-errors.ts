import { DomainError } from '../../../shared/domain-error';

/** Every failure of the settings module, by stable code (mapped to HTTP by platform/http/exception.filter.ts). */
export type SettingsErrorCode = 'VALIDATION_FAILED';

export const SettingsErrors = {
  /** The first field's message leads, as every form's reply does. */
  invalid: (fields: Record<string, string>) => DomainError.validation(fields, Object.values(fields)[0]),
};
