import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError } from '../../shared/domain-error';

/** Collects the first message of every invalid field, with nested paths like `items.0.rate`. */
export function fieldMessages(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const first = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (first) fields[path] = first;
    if (error.children?.length) Object.assign(fields, fieldMessages(error.children, path));
  }
  return fields;
}

/** DTO validation: unknown fields are stripped, and failures answer VALIDATION_FAILED with field messages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = fieldMessages(errors);
      return DomainError.validation(fields, Object.values(fields)[0] ?? 'Invalid request');
    },
  });
}
